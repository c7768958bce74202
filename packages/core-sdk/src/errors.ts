import type { ErrorCode } from './contracts/common';

const SUBSCRIPTION_CODES = ['SUBSCRIPTION_REQUIRED', 'SUBSCRIPTION_EXPIRED', 'SUBSCRIPTION_CANCELLED'] as const;
export type SubscriptionErrorReason = (typeof SUBSCRIPTION_CODES)[number];

/** A non-ok answer from the API. `message` is "{status}: {response text or status text}". */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | string,
    /** The server's own human message, without the status prefix. */
    readonly serverMessage: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** 401: no session, or it ended. */
export class UnauthorizedError extends ApiError {
  override readonly name = 'UnauthorizedError';
}

/** 403 with a subscription code: the user may not upload or process. */
export class SubscriptionRequiredError extends ApiError {
  override readonly name = 'SubscriptionRequiredError';
  get reason(): SubscriptionErrorReason {
    return this.code as SubscriptionErrorReason;
  }
}

/** The request never got an answer: offline, refused, reset, or aborted by a time-out. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** A successful answer whose body is not what the call returns (e.g. not JSON): a proxy or a mismatched server. */
export class InvalidResponseError extends Error {
  override readonly name = 'InvalidResponseError';
  constructor(
    message: string,
    readonly status: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** True for any answer with a non-2xx status (including the subclasses below). */
export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
/** True for a 401: signed out, session ended, or wrong credentials. */
export const isUnauthorizedError = (error: unknown): error is UnauthorizedError => error instanceof UnauthorizedError;
/** True for a 403 with a subscription code; `reason` says which. */
export const isSubscriptionRequiredError = (error: unknown): error is SubscriptionRequiredError =>
  error instanceof SubscriptionRequiredError;
/** True when no answer came at all. */
export const isNetworkError = (error: unknown): error is NetworkError => error instanceof NetworkError;
/** True for a successful answer whose body made no sense. */
export const isInvalidResponseError = (error: unknown): error is InvalidResponseError => error instanceof InvalidResponseError;
/** The caller's own abort (its signal's reason, by default a DOMException named AbortError). */
export const isAbortError = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError';

interface ParsedBody {
  code?: string;
  message?: string;
  details?: unknown;
}

function parseErrorBody(text: string): ParsedBody {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'error' in body) {
      const error = (body as { error: unknown }).error;
      if (error && typeof error === 'object') return error as ParsedBody;
      if (typeof error === 'string') return { message: error };
    }
    if (body && typeof body === 'object' && 'message' in body) {
      return { message: String((body as { message: unknown }).message) };
    }
  } catch {
    // Not JSON: the text itself is the message.
  }
  return {};
}

/** The one factory that turns a non-ok response into the right error class. */
export async function createApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const body = parseErrorBody(text);
  const message = `${response.status}: ${text || response.statusText}`;
  const code = body.code ?? (response.status === 401 ? 'UNAUTHORIZED' : `HTTP_${response.status}`);
  const serverMessage = body.message ?? (text || response.statusText);
  if (response.status === 401) return new UnauthorizedError(message, 401, code, serverMessage, body.details);
  if (response.status === 403 && (SUBSCRIPTION_CODES as readonly string[]).includes(code)) {
    return new SubscriptionRequiredError(message, 403, code, serverMessage, body.details);
  }
  return new ApiError(message, response.status, code, serverMessage, body.details);
}

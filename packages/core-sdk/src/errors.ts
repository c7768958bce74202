import type { AccessRefusal } from './contracts/access';
import { accessRefusalCauses } from './contracts/access-rules';
import type { ErrorCode } from './contracts/common';

const SUBSCRIPTION_CODES = ['SUBSCRIPTION_REQUIRED', 'SUBSCRIPTION_EXPIRED', 'SUBSCRIPTION_CANCELLED'] as const;
export type SubscriptionErrorReason = (typeof SUBSCRIPTION_CODES)[number];

/**
 * Every error the SDK makes carries this registered symbol, and its class's `name` says which it is. The type guards
 * read both rather than relying on `instanceof` alone, so they still recognise an error made by another copy of the
 * SDK (its ESM and CJS builds loaded side by side, or two versions in one bundle).
 */
const SDK_ERROR = Symbol.for('@verbatim/core-sdk/error');
const API_ERROR_NAMES = ['ApiError', 'UnauthorizedError', 'SubscriptionRequiredError', 'ServiceUnavailableError'];

function brand(error: Error) {
  Object.defineProperty(error, SDK_ERROR, { value: true });
}

/** The class name of an error the SDK made, from any copy of it; undefined for anything else. */
function sdkErrorName(error: unknown): string | undefined {
  return error instanceof Error && (error as unknown as Record<symbol, unknown>)[SDK_ERROR] === true ? error.name : undefined;
}

/** What the answer said besides its body: for support requests and for when to try again. */
export interface ApiErrorMeta {
  /** The server's id of the request (`X-Request-Id`): quote it when reporting a problem; its logs carry it. */
  requestId?: string | null;
  /** From `Retry-After` (seconds or a date) or the API's `details.retryAfterSeconds`, when the answer gave one. */
  retryAfterSeconds?: number | null;
}

/** A non-ok answer from the API. `message` is "{status}: {response text or status text}". */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  /** The server's id of the request (`X-Request-Id`), or null when the answer carried none. */
  readonly requestId: string | null;
  /** When to try again, in seconds, if the answer said (429, 503); otherwise null. */
  readonly retryAfterSeconds: number | null;
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | string,
    /** The server's own human message, without the status prefix. */
    readonly serverMessage: string,
    readonly details?: unknown,
    meta: ApiErrorMeta = {},
  ) {
    super(message);
    this.requestId = meta.requestId ?? null;
    this.retryAfterSeconds = meta.retryAfterSeconds ?? null;
    brand(this);
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
  /**
   * Why, as the access gate decided it (its `details`): the file's length, today's free transcriptions used up, too
   * few credits, or a plan that ended; with the figures it was decided on. Null when the answer did not say.
   */
  get refusal(): AccessRefusal | null {
    return isAccessRefusal(this.details) ? this.details : null;
  }
}

function isAccessRefusal(details: unknown): details is AccessRefusal {
  if (!details || typeof details !== 'object') return false;
  const { cause, creditsNeeded, creditsAvailable, maxMinutesPerFile } = details as Record<string, unknown>;
  return (
    (accessRefusalCauses as readonly unknown[]).includes(cause) &&
    typeof creditsNeeded === 'number' &&
    typeof creditsAvailable === 'number' &&
    typeof maxMinutesPerFile === 'number'
  );
}

/**
 * 503: the API cannot take the request right now, typically because it is restarting (an upload refused while it
 * stops, or one still running when it had to stop). Nothing is wrong with the request: send it again after
 * `retryAfterSeconds` (from `Retry-After`, when the server gave one).
 */
export class ServiceUnavailableError extends ApiError {
  override readonly name = 'ServiceUnavailableError';
}

/** What a 503 says when its body is not the API's own (a proxy's page, or nothing). */
export const SERVICE_UNAVAILABLE_MESSAGE = 'Verbatim is unavailable for a moment, probably restarting. Please try again shortly.';

/** The request never got an answer: offline, refused, reset, or aborted by a time-out. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    brand(this);
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
    brand(this);
  }
}

/** True for any answer with a non-2xx status (including the subclasses below). */
export const isApiError = (error: unknown): error is ApiError => API_ERROR_NAMES.includes(sdkErrorName(error) ?? '');
/** True for a 401: signed out, session ended, or wrong credentials. */
export const isUnauthorizedError = (error: unknown): error is UnauthorizedError => sdkErrorName(error) === 'UnauthorizedError';
/** True for a 403 with a subscription code; `reason` says which. */
export const isSubscriptionRequiredError = (error: unknown): error is SubscriptionRequiredError =>
  sdkErrorName(error) === 'SubscriptionRequiredError';
/** True for a 503: the API is restarting or overloaded; the same request may succeed a little later. */
export const isServiceUnavailableError = (error: unknown): error is ServiceUnavailableError =>
  sdkErrorName(error) === 'ServiceUnavailableError';
/** True when no answer came at all. */
export const isNetworkError = (error: unknown): error is NetworkError => sdkErrorName(error) === 'NetworkError';
/** True for a successful answer whose body made no sense. */
export const isInvalidResponseError = (error: unknown): error is InvalidResponseError => sdkErrorName(error) === 'InvalidResponseError';
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
  const meta: ApiErrorMeta = {
    requestId: response.headers.get('X-Request-Id'),
    retryAfterSeconds: retryAfterSeconds(response.headers.get('Retry-After'), body.details),
  };
  if (response.status === 401) return new UnauthorizedError(message, 401, code, serverMessage, body.details, meta);
  if (response.status === 503) {
    const own = body.message !== undefined && typeof body.code === 'string';
    return new ServiceUnavailableError(message, 503, code, own ? serverMessage : SERVICE_UNAVAILABLE_MESSAGE, body.details, meta);
  }
  if (response.status === 403 && (SUBSCRIPTION_CODES as readonly string[]).includes(code)) {
    return new SubscriptionRequiredError(message, 403, code, serverMessage, body.details, meta);
  }
  return new ApiError(message, response.status, code, serverMessage, body.details, meta);
}

/** Seconds from a `Retry-After` header (seconds or an HTTP date), else from the API's `details.retryAfterSeconds`. */
function retryAfterSeconds(header: string | null, details: unknown): number | null {
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0) return seconds;
    const date = Date.parse(header);
    if (Number.isFinite(date)) return Math.max(0, Math.ceil((date - Date.now()) / 1000));
  }
  const fromBody = (details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof fromBody === 'number' && Number.isFinite(fromBody) ? fromBody : null;
}

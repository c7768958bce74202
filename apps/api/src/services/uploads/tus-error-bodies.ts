import { type ErrorBody, type ErrorCode, errorBodySchema } from '@verbatim/core-sdk/contracts';
import { AppError, INTERNAL_ERROR_MESSAGE } from '../../errors/app-error';

/** What @tus/server answers a refused request with. */
export interface TusRefusal {
  status_code: number;
  body: string;
}

/**
 * The codes for tus's own refusals. tus answers a missing Upload-Offset or Content-Type header with 403 and an
 * unsupported extension with 501: both are the client's mistake, not a denial or our failure.
 */
function codeForTusStatus(status: number): ErrorCode {
  if (status === 404 || status === 410) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  return 'BAD_REQUEST';
}

const isOurFailure = (status: number) => status >= 500 && status !== 501;

const refusal = (status: number, body: ErrorBody): TusRefusal => ({ status_code: status, body: JSON.stringify(body) });

/** tus's plain-text answer as our error body; a failure of ours says nothing of its cause. */
function fromTusText(status: number, text: string): ErrorBody {
  if (isOurFailure(status)) return { error: { code: 'INTERNAL', message: INTERNAL_ERROR_MESSAGE } };
  return { error: { code: codeForTusStatus(status), message: text.trim() || 'The upload request was refused.' } };
}

/**
 * For @tus/server's `onResponseError`: every error a tus request ends with, as the API's one error body. Our own
 * errors (thrown by the hooks) keep their status and code; `unexpected` hears of anything that is not a refusal.
 */
export function tusRefusalFor(error: unknown, unexpected: (error: unknown) => void): TusRefusal {
  if (error instanceof AppError) {
    const details = error.details === undefined ? {} : { details: error.details };
    return refusal(error.status, { error: { code: error.code, message: error.message, ...details } });
  }
  const { status_code, body } = error as Partial<TusRefusal>;
  if (typeof status_code !== 'number' || isOurFailure(status_code)) {
    unexpected(error);
    return refusal(500, fromTusText(500, ''));
  }
  return refusal(status_code, fromTusText(status_code, typeof body === 'string' ? body : ''));
}

function isErrorBody(text: string): boolean {
  try {
    return errorBodySchema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

/**
 * Gives every refusal of the tus server our JSON error body: the few that tus writes without consulting
 * `onResponseError` (a missing Tus-Resumable header, malformed headers, an unknown method) arrive as plain text.
 * tus clients read only the status, which stays.
 */
export async function withJsonErrorBody(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const text = await response.text();
  const body = isErrorBody(text) ? text : JSON.stringify(fromTusText(response.status, text));
  const headers = new Headers(response.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  headers.set('Content-Length', String(Buffer.byteLength(body)));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

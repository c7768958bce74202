import type { AccessRefusal } from '../contracts/access';
import {
  isAbortError,
  isApiError,
  isInvalidResponseError,
  isNetworkError,
  isServiceUnavailableError,
  isSubscriptionRequiredError,
  isUnauthorizedError,
} from '../errors';
import { isUploadError, type UploadErrorCode } from './upload-error';
import type { UploadStage } from './upload-stage';

/** Why an upload, or the transcription it became, failed: plain facts for the app to word. */
export type UploadFailureReason =
  | 'cancelled'
  | 'invalid-type'
  | 'too-large'
  | 'empty-file'
  | 'unauthorized'
  | 'subscription-required'
  | 'subscription-expired'
  | 'subscription-cancelled'
  /** A 403 that is not about the subscription (e.g. a suspended account). */
  | 'forbidden'
  | 'rate-limited'
  /** A 503, or a large-file pre-flight that failed (other than a 401) or named no resumable endpoint. */
  | 'service-unavailable'
  | 'network'
  | 'invalid-response'
  /** The file arrived, but its transcription failed on the server. */
  | 'transcription-failed'
  | 'failed';

export interface UploadFailure {
  reason: UploadFailureReason;
  /** The call that failed, or `transcription` when the file was in and its transcription was being followed. */
  stage: UploadStage | 'transcription';
  /** The API's own explanation, when it gave one worth showing (not a proxy's page or a bare status text). */
  serverMessage?: string;
  /** When the API said to try again (429, 503). */
  retryAfterSeconds?: number;
  /** A subscription refusal's cause and figures (the file's length, the allowance, credits, the plan), when it said. */
  refusal?: AccessRefusal;
}

const REFUSED_FILE: Record<UploadErrorCode, UploadFailureReason> = {
  INVALID_FILE_TYPE: 'invalid-type',
  PAYLOAD_TOO_LARGE: 'too-large',
  EMPTY_FILE: 'empty-file',
};
const SUBSCRIPTION = {
  SUBSCRIPTION_REQUIRED: 'subscription-required',
  SUBSCRIPTION_EXPIRED: 'subscription-expired',
  SUBSCRIPTION_CANCELLED: 'subscription-cancelled',
} as const;

// Worth showing means the API's own words: not empty, not markup from a proxy, not a bare status text.
function ownMessage(message: string, status: number): string | undefined {
  const text = message.trim();
  if (!text || text.startsWith('<') || text.length > 500 || text === String(status)) return undefined;
  const statusText =
    /^(forbidden|unauthorized|too many requests|payload too large|request entity too large|internal server error|bad gateway|service unavailable|gateway timeout)$/i;
  return statusText.test(text) ? undefined : text;
}

/** Reads any error of an upload, thrown while `stage` was under way, as an `UploadFailure`. */
export function uploadFailureOf(error: unknown, stage: UploadStage): UploadFailure {
  const failure = (reason: UploadFailureReason, serverMessage?: string, retryAfterSeconds?: number | null): UploadFailure => ({
    reason,
    stage,
    ...(serverMessage ? { serverMessage } : {}),
    ...(retryAfterSeconds != null ? { retryAfterSeconds } : {}),
  });
  if (isAbortError(error)) return failure('cancelled');
  if (isUploadError(error)) return failure(REFUSED_FILE[error.code]);
  // The pre-flight needs a session too: a 401 there is the person signed out, not the service down.
  if (isUnauthorizedError(error)) return failure('unauthorized');
  // Whatever else went wrong with the pre-flight, the large-file service cannot be used now.
  if (stage === 'large-health') return failure('service-unavailable');
  if (isNetworkError(error)) return failure('network');
  if (isInvalidResponseError(error)) return failure('invalid-response');
  if (!isApiError(error)) return failure('failed');
  const own = ownMessage(error.serverMessage, error.status);
  if (isSubscriptionRequiredError(error)) {
    const refusal = error.refusal;
    return { ...failure(SUBSCRIPTION[error.reason], own), ...(refusal ? { refusal } : {}) };
  }
  // A storage 403 is an expired or refused signature, not the access gate.
  if (error.status === 403 && stage !== 'storage') return failure('forbidden', own);
  if (error.status === 413 || error.code === 'PAYLOAD_TOO_LARGE') return failure('too-large', own);
  if (error.code === 'INVALID_FILE_TYPE' || error.code === 'UNSUPPORTED_MEDIA_TYPE') return failure('invalid-type', own);
  if (error.code === 'EMPTY_FILE') return failure('empty-file', own);
  if (error.status === 503) {
    // Only the API's own 503 ("The server is restarting…") explains itself; a storage or proxy 503 says nothing useful.
    const apiSaid = isServiceUnavailableError(error) && error.code === 'SERVICE_UNAVAILABLE';
    return failure('service-unavailable', apiSaid ? own : undefined, error.retryAfterSeconds);
  }
  if (error.status === 429) return failure('rate-limited', own, error.retryAfterSeconds);
  return failure('failed', own);
}

/** A transcription that failed after its upload, with the server's reason when it gave one. */
export function transcriptionFailure(errorMessage: string | null | undefined): UploadFailure {
  const serverMessage = errorMessage?.trim();
  return { reason: 'transcription-failed', stage: 'transcription', ...(serverMessage ? { serverMessage } : {}) };
}

import { canRetryTranscription, RETRY_BELOW_PROGRESS, retryAvailableAt } from '@verbatim/core-sdk';
import type { TranscriptionStatus, TranscriptionSummary } from '@verbatim/core-sdk/contracts';

const KNOWN_STATUSES: readonly string[] = ['pending', 'processing', 'completed', 'failed'] satisfies TranscriptionStatus[];

/** The spec treats a status it does not know as pending (e.g. one a newer server adds). */
export function normalizeStatus(status: string | null | undefined): TranscriptionStatus {
  return status && KNOWN_STATUSES.includes(status) ? (status as TranscriptionStatus) : 'pending';
}

/** Below this percent a stalled transcription offers Retry; the API applies the same rule. */
export { RETRY_BELOW_PROGRESS };

export interface TranscriptionActionState {
  /** View and download need a finished transcript. */
  canView: boolean;
  canDownload: boolean;
  /** Retry is offered exactly when the API would accept it (the SDK's canRetryTranscription). */
  canRetry: boolean;
  /** When Retry will be offered, if it is not yet but may be once the item has been still long enough. */
  retryAt: Date | null;
}

/** Which row actions a transcription offers at `now`. */
export function transcriptionActionState(
  transcription: Pick<TranscriptionSummary, 'status' | 'progress' | 'updatedAt'>,
  now: Date = new Date(),
): TranscriptionActionState {
  const status = normalizeStatus(transcription.status);
  const completed = status === 'completed';
  const candidate = { status, progress: transcription.progress, updatedAt: transcription.updatedAt };
  const canRetry = canRetryTranscription(candidate, now);
  const at = canRetry ? null : retryAvailableAt(candidate);
  return { canView: completed, canDownload: completed, canRetry, retryAt: at };
}

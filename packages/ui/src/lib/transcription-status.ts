import type { TranscriptionStatus, TranscriptionSummary } from '@verbatim/core-sdk/contracts';

const KNOWN_STATUSES: readonly string[] = ['pending', 'processing', 'completed', 'failed'] satisfies TranscriptionStatus[];

/** The spec treats a status it does not know as pending (e.g. one a newer server adds). */
export function normalizeStatus(status: string | null | undefined): TranscriptionStatus {
  return status && KNOWN_STATUSES.includes(status) ? (status as TranscriptionStatus) : 'pending';
}

/** Below this percent a processing transcription may be stalled, so it offers Retry (spec section 2). */
export const RETRY_BELOW_PROGRESS = 20;

export interface TranscriptionActionState {
  /** View and download need a finished transcript. */
  canView: boolean;
  canDownload: boolean;
  /** Retry is shown for a failed transcription, or a processing one under 20%. */
  canRetry: boolean;
}

/** Which row actions a transcription offers (core-journey spec, transcriptions table). */
export function transcriptionActionState(transcription: Pick<TranscriptionSummary, 'status' | 'progress'>): TranscriptionActionState {
  const status = normalizeStatus(transcription.status);
  const completed = status === 'completed';
  return {
    canView: completed,
    canDownload: completed,
    canRetry: status === 'failed' || (status === 'processing' && transcription.progress < RETRY_BELOW_PROGRESS),
  };
}

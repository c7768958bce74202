// Plain functions, no zod: the main entry and the UI use this rule at run time, and the API enforces the same one.

/** A pending or processing transcription that has not moved for this long counts as stalled. */
export const RETRY_STALLED_AFTER_MS = 2 * 60_000;
/**
 * Only a stall below this percent offers Retry: further on, most of
 * the work is done, and a crashed worker's job is taken over by another worker when its lease lapses.
 */
export const RETRY_BELOW_PROGRESS = 20;

/** What the rule reads of a transcription: the API's model and the contract's summary both fit. */
export interface RetryCandidate {
  status: string;
  progress: number;
  /** When its status or progress last changed (ISO string or Date). */
  updatedAt: string | Date;
}

/**
 * From when a transcription may be retried, or null when it cannot be (completed, or stalled past
 * RETRY_BELOW_PROGRESS). A failed one may be retried at once (the epoch, so no clock is compared); a pending or
 * processing one under RETRY_BELOW_PROGRESS once it has been still for RETRY_STALLED_AFTER_MS. A status this
 * rule does not know counts as pending, as the table shows it.
 */
export function retryAvailableAt(transcription: RetryCandidate): Date | null {
  if (transcription.status === 'failed') return new Date(0);
  if (transcription.status === 'completed' || transcription.progress >= RETRY_BELOW_PROGRESS) return null;
  const still = new Date(transcription.updatedAt).getTime();
  if (Number.isNaN(still)) return null;
  return new Date(still + RETRY_STALLED_AFTER_MS);
}

/** The one retry rule: the API accepts a retry exactly when this says yes, and the table offers Retry only then. */
export function canRetryTranscription(transcription: RetryCandidate, now: Date): boolean {
  const at = retryAvailableAt(transcription);
  return at !== null && at.getTime() <= now.getTime();
}

import { ConflictError } from '../../errors/app-error';
import type { TranscriptionModel } from '../../models/transcription';

/**
 * A change made on an older version of the text would overwrite an edit the person has not seen (another tab, another
 * device), so it is refused rather than merged. Without `expected` the caller accepts whatever is current.
 */
export function assertCurrentVersion(t: TranscriptionModel, expected: number | undefined): void {
  if (expected === undefined || expected === t.version) return;
  throw new ConflictError(
    `This transcript has changed since you opened it (it is at version ${t.version}, not ${expected}). Reload it and make your change again.`,
    'EDIT_CONFLICT',
  );
}

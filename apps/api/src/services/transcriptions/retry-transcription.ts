import { canRetryTranscription, retryAvailableAt } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { ConflictError } from '../../errors/app-error';
import { TranscriptionModel } from '../../models/transcription';
import type { UserModel } from '../../models/user';
import { findOwnTranscription } from './find-own-transcription';
import { requeueTranscription } from './requeue-transcription';

function notRetryable(t: TranscriptionModel): ConflictError {
  if (t.status === 'completed') return new ConflictError('This transcription is already complete.');
  const at = retryAvailableAt(t);
  if (at === null) return new ConflictError('This transcription is still being processed and is nearly done.');
  // Always within the next two minutes, so the time of day is enough.
  const time = `${at.toISOString().slice(11, 16)} UTC`;
  return new ConflictError(`This transcription is still being processed. If it has not moved by ${time}, you can retry it then.`);
}

/**
 * Puts a failed or stalled transcription back into processing with a fresh job, by the retry rule the table
 * shares (canRetryTranscription). A failed one is admitted again, as a new upload would be: it counts against
 * the free allowance again and holds credits again (its length is known by now). A stalled one keeps its hold.
 */
export async function retryTranscription(deps: AppDeps, user: UserModel, id: string): Promise<TranscriptionModel> {
  const t = await findOwnTranscription(deps.db, user.id, id);
  if (!canRetryTranscription(t, deps.now())) throw notRetryable(t);
  if (!t.mediaKey)
    throw new ConflictError('The media of this transcription has been deleted, so it cannot be processed again. Upload it again.');
  return deps.db.transaction(async (trx) => {
    // Locked and checked again: of two retries at once, the second sees the first's fresh state and is refused.
    const current = await TranscriptionModel.query(trx).findById(t.id).forUpdate();
    if (!current) throw notRetryable(t);
    if (!canRetryTranscription(current, deps.now())) throw notRetryable(current);
    return requeueTranscription(deps, trx, current);
  });
}

import { type AdminRetryTranscriptionResponse, canRetryTranscription } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { ConflictError, NotFoundError } from '../../errors/app-error';
import { TranscriptionModel } from '../../models/transcription';
import type { UserModel } from '../../models/user';
import { assertTranscriptionIdShape } from '../transcriptions/find-own-transcription';
import { requeueTranscription } from '../transcriptions/requeue-transcription';
import { recordAdminAction } from './admin-audit-log';
import { isStuck } from './list-stuck-transcriptions';
import { findAnyTranscription } from './search-transcriptions';

const NOT_FOUND = 'Transcription not found.';

/**
 * What an admin may retry: whatever its owner may (failed, or stalled early on), and also anything stuck, however far
 * it got: a hung worker can hold a job past the owner's rule, and only an admin can tell it to start over.
 */
const retryable = (t: TranscriptionModel, now: Date) => canRetryTranscription(t, now) || isStuck(t, now);

function notRetryable(t: TranscriptionModel): ConflictError {
  if (t.status === 'completed') return new ConflictError('This transcription is already complete.');
  return new ConflictError('This transcription is still moving: it can be retried once it has failed or has been stuck for 10 minutes.');
}

/**
 * Queues anyone's failed or stuck transcription again, as the owner's retry does (retryTranscription): any job still
 * on it is cancelled (a hung worker's fence then refuses its writes) and a fresh one queued. A failed one is admitted
 * again, so it counts against the owner's allowance or holds their credits again; when neither covers it the answer
 * is the owner's 403, and an admin can grant credits first. Written to the audit log in the same transaction.
 */
export async function adminRetryTranscription(deps: AppDeps, admin: UserModel, id: string): Promise<AdminRetryTranscriptionResponse> {
  assertTranscriptionIdShape(id);
  const found = await TranscriptionModel.query(deps.db).findById(id);
  if (!found) throw new NotFoundError(NOT_FOUND);
  if (!retryable(found, deps.now())) throw notRetryable(found);
  if (!found.mediaKey) throw new ConflictError('The media of this transcription has been deleted, so it cannot be processed again.');
  await deps.db.transaction(async (trx) => {
    // Locked and checked again: of two retries at once, the second sees the first's fresh state and is refused.
    const current = await TranscriptionModel.query(trx).findById(id).forUpdate();
    if (!current) throw new NotFoundError(NOT_FOUND);
    if (!retryable(current, deps.now())) throw notRetryable(current);
    await requeueTranscription(deps, trx, current);
    await recordAdminAction(trx, admin, {
      action: 'transcription.retry',
      targetType: 'transcription',
      targetId: id,
      details: {
        fileName: current.fileName,
        ownerId: current.userId,
        previousStatus: current.status,
        previousProgress: current.progress,
        previousError: current.errorMessage,
      },
    });
  });
  const transcription = await findAnyTranscription(deps.db, id);
  if (!transcription) throw new NotFoundError(NOT_FOUND);
  return { success: true, message: `${transcription.fileName} is queued again.`, transcription };
}

import type { AppContext } from '../../context';
import { ConflictError } from '../../errors/app-error';
import { TranscriptionModel } from '../../models/transcription';
import type { UserModel } from '../../models/user';
import { findOwnTranscription } from './find-own-transcription';
import { publishTranscriptionUpdate } from './publish-transcription-update';

/** A processing item that has not moved for this long counts as stalled and may be retried. */
export const STALLED_AFTER_MS = 2 * 60_000;

/** Puts a failed or stalled transcription back into processing with a fresh job. */
export async function retryTranscription(ctx: AppContext, user: UserModel, id: string): Promise<TranscriptionModel> {
  const t = await findOwnTranscription(ctx.db, user.id, id);
  const stalled =
    (t.status === 'processing' || t.status === 'pending') && ctx.now().getTime() - new Date(t.updatedAt).getTime() > STALLED_AFTER_MS;
  if (t.status !== 'failed' && !stalled) {
    throw new ConflictError(
      t.status === 'completed' ? 'This transcription is already complete.' : 'This transcription is still being processed.',
    );
  }
  if (!t.mediaKey)
    throw new ConflictError('The media of this transcription has been deleted, so it cannot be processed again. Upload it again.');
  await ctx.jobs.cancelFor(t.id);
  return ctx.db.transaction(async (trx) => {
    const updated = await TranscriptionModel.query(trx).patchAndFetchById(t.id, {
      status: 'pending',
      progress: 0,
      errorMessage: null,
      updatedAt: ctx.now(),
    });
    await ctx.jobs.enqueueTranscription(trx, t.id);
    await publishTranscriptionUpdate(ctx, updated, trx);
    return updated;
  });
}

import type { AppContext } from '../../context';
import { TranscriptionModel } from '../../models/transcription';
import { findOwnTranscription } from './find-own-transcription';

/** Removes the row, its media and any job still working on it. */
export async function deleteTranscription(ctx: AppContext, userId: string, id: string): Promise<void> {
  const t = await findOwnTranscription(ctx.db, userId, id);
  await ctx.jobs.cancelFor(t.id);
  await TranscriptionModel.query(ctx.db).deleteById(t.id);
  if (t.mediaKey) {
    await ctx.storage.delete(t.mediaKey).catch((error: unknown) => {
      // The row is gone; a leftover file is swept by the media cleanup, so the caller still gets success.
      ctx.logger.warn({ err: error, key: t.mediaKey }, 'could not delete media of a deleted transcription');
    });
  }
}

import type { AppContext } from '../../context';
import { TranscriptionModel } from '../../models/transcription';

/** Deletes a processed transcription's media once its retention has passed; the transcript stays. */
export async function deleteExpiredMedia(ctx: AppContext, id: string): Promise<void> {
  const t = await TranscriptionModel.query(ctx.db).findById(id);
  if (!t?.mediaKey || t.status === 'pending' || t.status === 'processing') return;
  await ctx.storage.delete(t.mediaKey);
  await TranscriptionModel.query(ctx.db).patch({ mediaKey: null, mediaDeletedAt: ctx.now() }).where({ id, mediaKey: t.mediaKey });
}

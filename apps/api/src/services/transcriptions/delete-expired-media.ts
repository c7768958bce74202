import type { AppDeps } from '../../deps';
import { TranscriptionModel } from '../../models/transcription';

/** Deletes a processed transcription's media once its retention has passed; the transcript stays. */
export async function deleteExpiredMedia(deps: AppDeps, id: string): Promise<void> {
  const t = await TranscriptionModel.query(deps.db).findById(id);
  if (!t?.mediaKey || t.status === 'pending' || t.status === 'processing') return;
  await deps.storage.delete(t.mediaKey);
  await TranscriptionModel.query(deps.db).patch({ mediaKey: null, mediaDeletedAt: deps.now() }).where({ id, mediaKey: t.mediaKey });
}

import type { AppDeps } from '../../deps';
import { transcriptionHoldsMedia } from '../transcriptions/transcription-holds-media';

/**
 * Deletes a stored upload that did not become a transcription, with tus's bookkeeping of it when it was a resumable
 * upload. One that a transcription holds (a concurrent request for the same upload got there first) is kept. Best
 * effort: the error that stopped the upload is the one to report.
 */
export async function discardUnclaimedUpload(deps: AppDeps, key: string, options: { resumable?: boolean } = {}): Promise<void> {
  try {
    if (await transcriptionHoldsMedia(deps.db, key)) return;
    await deps.storage.delete(key);
    if (options.resumable) await deps.resumableUploads.forget(key);
  } catch (error) {
    deps.logger.warn({ err: error, key }, 'could not delete an upload that did not become a transcription');
  }
}

import type { AppDeps } from '../../deps';
import { BadRequestError, NotFoundError } from '../../errors/app-error';
import type { UserModel } from '../../models/user';
import type { WidgetCaller } from '../publishable-keys/widget-caller';
import { transcriptionHoldsMedia } from '../transcriptions/transcription-holds-media';
import { checkStoredMedia } from './store-uploaded-media';
import type { StoredUpload } from './stored-upload';
import { keyFromUploadReference, keyMadeUploadKey, userOwnsUploadKey } from './upload-keys';

/**
 * The caller's own finished upload behind `reference` (a key, a signed or S3 URL, a tus URL), checked to be media
 * and not yet a transcription. Through a widget, only an upload made with the same publishable key is found.
 */
export async function findStoredUpload(
  deps: AppDeps,
  user: UserModel,
  reference: string,
  fileName: string,
  widget?: WidgetCaller | null,
): Promise<StoredUpload> {
  const key = keyFromUploadReference(reference, deps.config.storage.S3_BUCKET);
  const reachable = key !== null && (widget ? keyMadeUploadKey(user.id, widget.key.keyId, key) : userOwnsUploadKey(user.id, key));
  if (!key || !reachable) throw new NotFoundError('No such upload.');
  const resumable = await deps.resumableUploads.state(key);
  if (resumable === 'partial') throw new BadRequestError('This upload is not finished yet: resume it, then ask again.');
  // Half a recording must not become a transcription of half a recording.
  if (resumable === 'open') {
    throw new BadRequestError(
      'This upload is still open: its length was never declared. Send its last bytes with Upload-Length, then ask again.',
    );
  }
  const info = await checkStoredMedia(deps, key, fileName);
  if (!info) throw new NotFoundError('No such upload: the file never arrived, or it was already processed.');
  if (await transcriptionHoldsMedia(deps.db, key)) throw new BadRequestError('This upload has already been processed.');
  return { key, fileName, size: info.size, mimeType: info.contentType, resumable: resumable === 'complete' };
}

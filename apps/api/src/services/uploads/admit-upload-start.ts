import type { AppDeps } from '../../deps';
import type { UserModel } from '../../models/user';
import { assertCanTranscribe } from '../access/assert-can-transcribe';

/**
 * The early answer for a caller about to send a file (a multipart upload, a presigned PUT, a resumable upload):
 * refused before any byte arrives. It is not the authoritative check: that one runs, under the account lock, when
 * the stored file becomes a transcription.
 */
export async function admitUploadStart(deps: AppDeps, user: UserModel): Promise<void> {
  await assertCanTranscribe(deps, user, 'upload');
}

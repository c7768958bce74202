import type { AppDeps } from '../../deps';
import type { UserModel } from '../../models/user';
import { assertCanTranscribe } from '../access/assert-can-transcribe';
import { assertKeyMinutesLeft } from '../publishable-keys/key-limits';
import type { WidgetCaller } from '../publishable-keys/widget-caller';

/**
 * The early answer for a caller about to send a file (a multipart upload, a presigned PUT, a resumable upload):
 * refused before any byte arrives. It is not the authoritative check: that one runs, under the account lock, when
 * the stored file becomes a transcription. Through a widget, the key must have minutes left today as well.
 */
export async function admitUploadStart(deps: AppDeps, user: UserModel, widget?: WidgetCaller | null): Promise<void> {
  if (widget) await assertKeyMinutesLeft(deps.db, widget.key, deps.now());
  await assertCanTranscribe(deps, user, 'upload');
}

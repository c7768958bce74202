import type { AppDeps } from '../../deps';
import { assertFitsKeyFileSize, assertKeyMinutesLeft } from '../publishable-keys/key-limits';
import type { WidgetCaller } from '../publishable-keys/widget-caller';
import { probeStoredDuration } from './probe-stored-duration';
import type { StoredUpload } from './stored-upload';

/**
 * A widget's stored upload against its key's limits, before it becomes a transcription: its stored size (whatever
 * was declared before), and minutes left today. Resolves with the file's length, probed here because the key's daily
 * minutes are counted in it; whether this file fits them is decided under the account lock (createTranscription).
 */
export async function admitWidgetUpload(deps: AppDeps, widget: WidgetCaller, upload: StoredUpload): Promise<number> {
  assertFitsKeyFileSize(widget.key, upload.fileName, upload.size);
  await assertKeyMinutesLeft(deps.db, widget.key, deps.now());
  return probeStoredDuration(deps, upload.key);
}

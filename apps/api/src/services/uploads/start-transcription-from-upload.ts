import type { AppDeps } from '../../deps';
import type { TranscriptionModel, UploadPath } from '../../models/transcription';
import type { UserModel } from '../../models/user';
import type { WidgetCaller } from '../publishable-keys/widget-caller';
import { createTranscription } from '../transcriptions/create-transcription';
import { admitWidgetUpload } from './admit-widget-upload';
import { discardUnclaimedUpload } from './discard-unclaimed-upload';
import { findStoredUpload } from './find-stored-upload';
import { type IncomingFile, receiveUpload } from './receive-upload';
import type { StoredUpload } from './stored-upload';

/** Where the file comes from: the request body, or storage it already reached (presigned PUT, large or tus upload). */
export type UploadSource =
  | { kind: 'stream'; receive: () => Promise<IncomingFile> }
  | { kind: 'stored'; reference: string; fileName: string };

export interface UploadToTranscribe {
  source: UploadSource;
  uploadPath: UploadPath;
  /** What the live captions heard while a recording was made, shown as a first draft until the transcript is ready. */
  draftText?: string | undefined;
  /** The widget that sent the file with a publishable key; absent for the app's own uploads. */
  widget?: WidgetCaller | null | undefined;
}

/**
 * Turns an upload into a pending transcription with its processing queued. Access is answered once before any byte
 * is read (streams) and authoritatively when the transcription is recorded; if that fails, the stored file goes.
 * A widget's upload must also fit its key's limits (size, and minutes today, for which it is probed first); it is
 * recorded with the key, the widget and the page origin it came from.
 */
export async function startTranscriptionFromUpload(
  deps: AppDeps,
  user: UserModel,
  { source, uploadPath, draftText, widget }: UploadToTranscribe,
): Promise<TranscriptionModel> {
  const upload: StoredUpload =
    source.kind === 'stream'
      ? await receiveUpload(deps, user, source.receive, widget)
      : await findStoredUpload(deps, user, source.reference, source.fileName, widget);
  let transcription: TranscriptionModel;
  try {
    const durationSeconds = widget ? await admitWidgetUpload(deps, widget, upload) : null;
    transcription = await createTranscription(deps, user, {
      fileName: upload.fileName,
      fileSize: upload.size,
      mimeType: upload.mimeType,
      mediaKey: upload.key,
      uploadPath,
      draftText,
      durationSeconds,
      widget,
    });
  } catch (error) {
    await discardUnclaimedUpload(deps, upload.key, { resumable: upload.resumable });
    throw error;
  }
  deps.metrics.uploads.inc({ path: uploadPath });
  deps.metrics.uploadBytes.inc({ path: uploadPath }, upload.size);
  if (upload.resumable) {
    await deps.resumableUploads.forget(upload.key).catch((error: unknown) => {
      // The transcription exists; a leftover info object is only clutter, so the caller still gets success.
      deps.logger.warn({ err: error, key: upload.key }, 'could not remove the bookkeeping of a finished resumable upload');
    });
  }
  return transcription;
}

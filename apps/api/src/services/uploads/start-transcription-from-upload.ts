import type { AppDeps } from '../../deps';
import type { TranscriptionModel, UploadPath } from '../../models/transcription';
import type { UserModel } from '../../models/user';
import { createTranscription } from '../transcriptions/create-transcription';
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
}

/**
 * Turns an upload into a pending transcription with its processing queued. Access is answered once before any byte
 * is read (streams) and authoritatively when the transcription is recorded; if that fails, the stored file goes.
 */
export async function startTranscriptionFromUpload(
  deps: AppDeps,
  user: UserModel,
  { source, uploadPath, draftText }: UploadToTranscribe,
): Promise<TranscriptionModel> {
  const upload: StoredUpload =
    source.kind === 'stream'
      ? await receiveUpload(deps, user, source.receive)
      : await findStoredUpload(deps, user, source.reference, source.fileName);
  let transcription: TranscriptionModel;
  try {
    transcription = await createTranscription(deps, user, {
      fileName: upload.fileName,
      fileSize: upload.size,
      mimeType: upload.mimeType,
      mediaKey: upload.key,
      uploadPath,
      draftText,
    });
  } catch (error) {
    await discardUnclaimedUpload(deps, upload.key);
    throw error;
  }
  if (upload.resumable) {
    await deps.resumableUploads.forget(upload.key).catch((error: unknown) => {
      // The transcription exists; a leftover info object is only clutter, so the caller still gets success.
      deps.logger.warn({ err: error, key: upload.key }, 'could not remove the bookkeeping of a finished resumable upload');
    });
  }
  return transcription;
}

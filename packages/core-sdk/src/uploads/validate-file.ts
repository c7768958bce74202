import { UPLOAD_MESSAGES, UPLOAD_TITLES } from '../upload-messages';
import { UploadError } from './upload-error';

/** Spec section 5: only audio and video, at most 2 GB; and (like the server) not empty. Null when the file is fine. */
export function checkUploadFile(file: { type: string; size: number }, fileName: string, maxBytes: number): UploadError | null {
  const type = file.type.toLowerCase();
  if (!type.startsWith('audio/') && !type.startsWith('video/')) {
    return new UploadError('INVALID_FILE_TYPE', UPLOAD_TITLES.invalidFileType, UPLOAD_MESSAGES.invalidFileType(fileName));
  }
  if (file.size > maxBytes) return new UploadError('PAYLOAD_TOO_LARGE', UPLOAD_TITLES.fileTooLarge, UPLOAD_MESSAGES.fileTooLarge(fileName));
  if (file.size === 0) return new UploadError('EMPTY_FILE', UPLOAD_TITLES.failed, `${fileName}: The file is empty.`);
  return null;
}

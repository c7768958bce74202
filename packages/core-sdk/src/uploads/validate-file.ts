import { UploadError } from './upload-error';

/** Refuses a file over `maxBytes` (2 GB, or the lower limit a server names). Null when it fits. */
export function fileTooLarge(file: { size: number }, fileName: string, maxBytes: number): UploadError | null {
  if (file.size <= maxBytes) return null;
  return new UploadError('PAYLOAD_TOO_LARGE', `${fileName}: Please select a file smaller than 2GB.`);
}

/** Only audio and video, at most 2 GB, and (like the server) not empty. Null when the file is fine. */
export function checkUploadFile(file: { type: string; size: number }, fileName: string, maxBytes: number): UploadError | null {
  const type = file.type.toLowerCase();
  if (!type.startsWith('audio/') && !type.startsWith('video/')) {
    return new UploadError('INVALID_FILE_TYPE', `${fileName}: Only audio and video files are supported.`);
  }
  return (
    fileTooLarge(file, fileName, maxBytes) ?? (file.size === 0 ? new UploadError('EMPTY_FILE', `${fileName}: The file is empty.`) : null)
  );
}

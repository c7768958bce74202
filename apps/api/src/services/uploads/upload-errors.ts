import { AppError } from '../../errors/app-error';

/** 2 GB: the largest file on every upload path (DESIGN.md). */
export const MAX_UPLOAD_BYTES = 2 * 1024 ** 3;

/** Only audio and video files are accepted: 'Invalid File Type' / '{file}: Only audio and video files are supported.' */
export class InvalidFileTypeError extends AppError {
  constructor(fileName: string) {
    super(400, 'INVALID_FILE_TYPE', `${fileName}: Only audio and video files are supported.`, { title: 'Invalid File Type' });
  }
}

/** Files are at most 2 GB: 'File too large' / '{file}: Please select a file smaller than 2GB.' */
export class FileTooLargeError extends AppError {
  constructor(fileName: string) {
    super(413, 'PAYLOAD_TOO_LARGE', `${fileName}: Please select a file smaller than 2GB.`, { title: 'File too large' });
  }
}

export class EmptyFileError extends AppError {
  constructor(fileName: string) {
    super(400, 'EMPTY_FILE', `${fileName}: The file is empty.`, { title: 'Empty File' });
  }
}

/**
 * The client stopped sending before the whole file arrived: a closed laptop, a lost network, a cancelled upload. Not
 * our fault and not a bug, so it is answered (if anyone still listens) and logged as an ordinary 400.
 */
export class UploadInterruptedError extends AppError {
  override readonly name = 'UploadInterruptedError';
  constructor(fileName = 'The file') {
    super(400, 'BAD_REQUEST', `${fileName}: The upload was interrupted before the whole file arrived. Please try again.`, {
      title: 'Upload interrupted',
    });
  }
}

/** The declared type must say audio or video before we even look at the bytes. */
export function assertDeclaredMediaType(fileName: string, contentType: string | null | undefined): void {
  const type = (contentType ?? '').toLowerCase();
  if (!type.startsWith('audio/') && !type.startsWith('video/')) throw new InvalidFileTypeError(fileName);
}

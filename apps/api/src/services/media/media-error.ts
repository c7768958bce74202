import { AppError } from '../../errors/app-error';

export type MediaErrorReason = 'no-audio' | 'unreadable' | 'empty' | 'decode-failed' | 'cut-short';

/** The words a person sees when their file cannot be transcribed; kept here so tests and the job use the same text. */
export const MEDIA_ERROR_MESSAGES: Record<MediaErrorReason, string> = {
  'no-audio': 'This file has no audio track.',
  unreadable: 'This file could not be read as audio or video. It may be damaged or in an unsupported format.',
  empty: 'This file contains no audio to transcribe: its length is zero.',
  'decode-failed': 'The audio in this file could not be decoded. It may be damaged or in an unsupported format.',
  // DamagedMediaError says how much of the file could be read; this is the wording without the numbers.
  'cut-short': 'This file seems damaged or cut short: only part of its audio could be read. Please upload the complete file.',
};

/**
 * A problem with the file itself (not with our machine): the job marks the transcription failed with `userMessage`,
 * and an upload route answers 415 with the same words through the AppError middleware.
 */
export class MediaError extends AppError {
  override readonly name = 'MediaError';
  constructor(
    readonly reason: MediaErrorReason,
    /** What ffprobe/ffmpeg said, for the log only: it can hold paths and is no use to a person. */
    readonly toolOutput = '',
    cause?: unknown,
  ) {
    super(415, 'UNSUPPORTED_MEDIA_TYPE', MEDIA_ERROR_MESSAGES[reason]);
    if (cause !== undefined) this.cause = cause;
  }

  get userMessage(): string {
    return this.message;
  }
}

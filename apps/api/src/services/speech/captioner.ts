/**
 * Live captions: the words of one short chunk of microphone audio, fast enough to keep up with speech. Whatever the
 * configured speech engine, captions are decoded by pocketsphinx on this machine (see docs/decisions.md, "Live
 * captions"); where it is not installed, every chunk is refused with `CaptionsUnavailableError`.
 */
export interface Captioner {
  /**
   * The words heard in `wav` (16-bit PCM mono at 16 kHz; see readPcmWav), without fillers; "" for silence. Rejects
   * with the signal's reason once it is aborted (the decoder is killed), with CaptionAudioError for audio in another
   * format, and with CaptionsUnavailableError when captions cannot be made here.
   */
  caption(wav: Buffer, signal: AbortSignal): Promise<string>;
}

/** No captions on this server (the decoder is not installed). The message is for the user. */
export class CaptionsUnavailableError extends Error {
  override readonly name = 'CaptionsUnavailableError';
  constructor(cause?: unknown) {
    super('Live captions are not available on this server.');
    if (cause !== undefined) this.cause = cause;
  }
}

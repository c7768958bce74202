import type { EngineId } from './speech-engine';

/**
 * The speech engine (not the user's file) failed. `userMessage` is safe to show; `message` carries the detail for the
 * log. `retryable` tells the job whether another attempt can help (network trouble, 5xx, rate limits) or not
 * (a rejected key, a vendor that refuses the file).
 */
export class SpeechEngineError extends Error {
  override readonly name = 'SpeechEngineError';
  constructor(
    readonly engine: EngineId,
    message: string,
    readonly userMessage: string,
    readonly retryable: boolean,
    cause?: unknown,
  ) {
    super(message);
    if (cause !== undefined) this.cause = cause;
  }
}

export const ENGINE_UNAVAILABLE_MESSAGE = 'Transcription is not available right now. Please try again later.';

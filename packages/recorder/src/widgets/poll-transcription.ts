import type { WidgetTranscription } from '@verbatim/core-sdk/contracts';
import { errorCodeOf, isTransient } from './errors';

/** First wait 2 s, each next one 15% longer, never more than 10 s: quick for short files, light for long ones. */
export function pollDelayMs(attempt: number): number {
  return Math.min(10_000, Math.round(2_000 * 1.15 ** attempt));
}

/** Consecutive transient failures (offline, 503) after which the widget stops asking and shows the error. */
export const POLL_MAX_FAILURES = 8;

export interface PollTranscriptionOptions {
  id: string;
  get(id: string, options: { signal: AbortSignal }): Promise<WidgetTranscription>;
  /** Every answer while it runs (progress). */
  onUpdate(transcription: WidgetTranscription): void;
  /** Once, when it completed or failed. */
  onFinished(transcription: WidgetTranscription): void;
  /** Once, when asking no longer makes sense (key refused) or keeps failing. */
  onError(error: unknown): void;
}

/** Asks for the transcription until it has finished; the returned function stops asking and cancels the request. */
export function pollTranscription(options: PollTranscriptionOptions): () => void {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let failures = 0;

  const schedule = () => {
    timer = setTimeout(tick, pollDelayMs(attempt));
    attempt += 1;
  };

  async function tick() {
    timer = undefined;
    let transcription: WidgetTranscription;
    try {
      transcription = await options.get(options.id, { signal: controller.signal });
    } catch (error) {
      if (controller.signal.aborted) return;
      failures += 1;
      if (!isTransient(errorCodeOf(error)) || failures >= POLL_MAX_FAILURES) {
        options.onError(error);
        return;
      }
      schedule();
      return;
    }
    if (controller.signal.aborted) return;
    failures = 0;
    if (transcription.status === 'completed' || transcription.status === 'failed') {
      options.onFinished(transcription);
      return;
    }
    options.onUpdate(transcription);
    schedule();
  }

  schedule();
  return () => {
    controller.abort();
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
}

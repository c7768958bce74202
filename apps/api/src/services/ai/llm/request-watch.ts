/**
 * The abort signal of one request to the model: the caller's signal, plus a timer the request re-arms as it goes.
 * The SDK's own `timeout` only covers the wait for the response headers, and a streaming server sends those before
 * the first token; a model that stalls mid-answer would otherwise hold the request (and the person's page) forever.
 */
export interface RequestWatch {
  readonly signal: AbortSignal;
  /** What ran out, in words ("did not start answering within 120 s"), once the timer fired. */
  readonly expired: string | null;
  /** (Re)starts the timer: the request is given up if it is not re-armed or paused within `ms`. */
  arm(ms: number, what: string): void;
  /** Stops the timer while the caller holds the answer (a slow reader is not a slow model). */
  pause(): void;
  /** Stops the timer and lets go of the caller's signal. */
  done(): void;
}

export function watchRequest(callerSignal: AbortSignal): RequestWatch {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let expired: string | null = null;
  const forward = () => controller.abort(callerSignal.reason);
  if (callerSignal.aborted) forward();
  else callerSignal.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    get expired() {
      return expired;
    },
    arm(ms, what) {
      clearTimeout(timer);
      timer = setTimeout(() => {
        expired = what;
        controller.abort(new Error(what));
      }, ms);
    },
    pause() {
      clearTimeout(timer);
    },
    done() {
      clearTimeout(timer);
      callerSignal.removeEventListener('abort', forward);
    },
  };
}

import { AppError } from '../../errors/app-error';

/** How soon a client may try again: a restart takes seconds, and another server may take the upload sooner. */
export const RETRY_AFTER_SECONDS = 10;

/** The server is stopping: the upload is refused, or stopped, with a 503 the client can retry after. */
export class ServerRestartingError extends AppError {
  override readonly name = 'ServerRestartingError';
  constructor(message: string) {
    super(
      503,
      'SERVICE_UNAVAILABLE',
      message,
      { retryAfterSeconds: RETRY_AFTER_SECONDS },
      {
        'Retry-After': String(RETRY_AFTER_SECONDS),
        // The rest of the body is not wanted; closing is cheaper than reading it.
        Connection: 'close',
      },
    );
  }
}

export const REFUSED_WHILE_RESTARTING = 'The server is restarting and cannot take new uploads right now. Please try again in a moment.';
export const STOPPED_BY_RESTART = 'The server restarted before your upload finished. Please upload the file again in a moment.';

export interface UploadTicket {
  /** Aborts, with a ServerRestartingError as its reason, when the grace period ends before the upload does. */
  signal: AbortSignal;
  /** Call when the upload has ended, however it ended. */
  done(): void;
}

/**
 * Keeps count of the uploads in flight so that a stopping server can let them finish: once `drain` begins, new
 * uploads are refused with a 503 (Retry-After), the ones running get the grace period, and those still running when
 * it ends are stopped with a 503 that says why, rather than a connection reset with no explanation.
 */
export function createUploadGate() {
  const running = new Set<AbortController>();
  let draining = false;
  let onIdle: (() => void) | undefined;

  return {
    get draining() {
      return draining;
    },
    get inFlight() {
      return running.size;
    },
    /** Lets an upload in, or throws ServerRestartingError while the server is stopping. */
    admit(): UploadTicket {
      if (draining) throw new ServerRestartingError(REFUSED_WHILE_RESTARTING);
      const controller = new AbortController();
      running.add(controller);
      let ended = false;
      return {
        signal: controller.signal,
        done() {
          if (ended) return;
          ended = true;
          running.delete(controller);
          if (running.size === 0) onIdle?.();
        },
      };
    },
    /**
     * Refuses new uploads, waits up to `graceMs` for those in flight, then stops the rest. Resolves with how many had
     * to be stopped.
     */
    async drain(graceMs: number): Promise<number> {
      draining = true;
      if (running.size > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, graceMs);
          onIdle = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      onIdle = undefined;
      const stopped = [...running];
      for (const controller of stopped) controller.abort(new ServerRestartingError(STOPPED_BY_RESTART));
      return stopped.length;
    },
  };
}
export type UploadGate = ReturnType<typeof createUploadGate>;

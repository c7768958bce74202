import type { Logger } from 'pino';

/**
 * What one process has seen of a dependency (the database, the object store) being unreachable, so that an outage is
 * logged twice, when it starts and when it ends, rather than once per request or job that met it.
 */
export interface OutageLog {
  /** Counts an operation the dependency refused; the first of an outage is logged at error level with its error. */
  refused(error: unknown, during: string): void;
  /** An operation succeeded: ends an ongoing outage with one line saying how long it lasted and what it refused. */
  answered(): void;
  /** True between the first refusal and the next success. */
  readonly ongoing: boolean;
}

export interface OutageMessages {
  /** Logged at the first refusal ("the database is unreachable; …"). */
  down: string;
  /** Logged at the first success after it ("the database answers again"). */
  up: string;
}

export function createOutageLog(logger: Logger, messages: OutageMessages, now: () => number = Date.now): OutageLog {
  let since: number | undefined;
  let refused = 0;
  return {
    refused(error, during) {
      refused += 1;
      if (since !== undefined) return;
      since = now();
      logger.error({ err: error, during }, messages.down);
    },
    answered() {
      if (since === undefined) return;
      logger.info({ outageMs: now() - since, refused }, messages.up);
      since = undefined;
      refused = 0;
    },
    get ongoing() {
      return since !== undefined;
    },
  };
}

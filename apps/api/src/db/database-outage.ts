import type { Logger } from 'pino';
import { isDatabaseUnavailable } from '../lib/database-unavailable';
import { createOutageLog } from '../lib/outage-log';
import type { Database } from './create-database';

/** One process's view of whether its database is reachable, so that an outage is logged once, not per request. */
export interface DatabaseOutage {
  /**
   * Reports an error met while using the database. True when it means the database is unreachable (the caller answers
   * 503 or tries again later); only the first such error of an outage is logged, at error level.
   */
  report(error: unknown, during: string): boolean;
  /** True between the first unreachable error and the next query that succeeds. */
  readonly ongoing: boolean;
  stop(): void;
}

/** Watches `db`'s answers: the first query that succeeds after an outage ends it, with one line saying how long it lasted. */
export function watchDatabaseOutage(db: Database, logger: Logger, now: () => number = Date.now): DatabaseOutage {
  const outage = createOutageLog(
    logger,
    { down: 'the database is unreachable; answering 503 until it is back', up: 'the database answers again' },
    now,
  );
  const answered = () => outage.answered();
  db.on('query-response', answered);
  return {
    report(error, during) {
      if (!isDatabaseUnavailable(error)) return false;
      outage.refused(error, during);
      return true;
    },
    get ongoing() {
      return outage.ongoing;
    },
    stop() {
      db.off('query-response', answered);
    },
  };
}

import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/create-database';
import type { Mailer } from './services/mail/mailer';

/** What every service is given: no globals, so two servers can live in one process (tests). */
export interface AppContext {
  config: Config;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** The clock, so that expiry can be tested without waiting. */
  now: () => Date;
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino, { type Logger } from 'pino';
import { closeServer, createApp } from './app';
import type { Config } from './config';
import type { AppContext } from './context';
import { createDatabase, type Database, pgliteDirIn } from './db/create-database';
import { migrateToLatest } from './db/migration-source';
import { createMailer } from './services/mail/mailer';
import { promoteAdminEmails } from './services/users/set-user-role';

export interface RunningServer {
  url: string;
  port: number;
  server: Server;
  deps: AppContext;
  /** Graceful stop: no new connections, requests in flight finish, then the database closes. */
  close(): Promise<void>;
}

export interface StartOptions {
  config: Config;
  logger?: Logger;
  /** An already-open database (tests); otherwise one is opened from the config. */
  db?: Database;
  now?: () => Date;
}

/** Opens the database, migrates it, and listens. Shared by the CLI entry point and the tests. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config } = options;
  const logger = options.logger ?? pino({ level: config.logLevel });
  const db = options.db ?? createDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirIn(config.dataDir) });
  const applied = await migrateToLatest(db);
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
  const promoted = await promoteAdminEmails(db, config.adminEmails);
  if (promoted > 0) logger.info({ promoted }, 'ADMIN_EMAILS accounts made admins');
  const mailer = createMailer({ db, logger, from: config.mail.from, smtpUrl: config.mail.smtpUrl });
  const deps: AppContext = { config, db, mailer, logger, now: options.now ?? (() => new Date()) };
  const app = createApp(deps);
  const server = createServer(app.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    server,
    deps,
    async close() {
      await closeServer(server);
      mailer.close();
      await db.destroy();
    },
  };
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino, { type Logger } from 'pino';
import { loadConfig } from '../config';
import type { Captioner } from '../services/speech/captioner';
import type { SpeechEngine } from '../services/speech/speech-engine';
import { type RunningServer, startServer } from '../start-server';
import { seedMigratedPglite } from './migrated-data-dir';
import { createTestDatabase, type TestDatabaseKind } from './test-databases';

export interface TestServer extends RunningServer {
  kind: TestDatabaseKind;
  dataDir: string;
}

export interface TestServerOptions {
  database?: TestDatabaseKind;
  /** A DATA_DIR the test made (e.g. on a small file system), left in place at close; by default a fresh temporary one. */
  dataDir?: string;
  /**
   * PGlite with its files in DATA_DIR, opened by the server itself as `npm start` does, and left there at close for a
   * later server to open; by default a fresh in-memory copy of the migrated database. A first start copies the migrated
   * template there rather than running initdb and every migration, which costs seconds more.
   */
  pgliteInDataDir?: boolean;
  /** With `postgres`: the server to make the database on, instead of DATABASE_URL's. */
  postgresUrl?: string;
  /** Environment variables, as the real server would read them. */
  env?: Record<string, string>;
  /** A settable clock for expiry tests. */
  now?: () => Date;
  /** Another speech engine than the configuration's (a real one, differently set up). */
  speech?: SpeechEngine;
  /** Another captioner than the local one (e.g. one whose decoder is missing). */
  captioner?: Captioner;
  /** Where the server logs (e.g. captureLog's, to check what it said); by default TEST_LOG_LEVEL or silent. */
  logger?: Logger;
}

/** The real server, in-process, on a free loopback port, with its own database and data folder. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const kind = options.database ?? 'pglite';
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'verbatim-api-test-'));
  if (options.pgliteInDataDir) await seedMigratedPglite(dataDir);
  const database = options.pgliteInDataDir ? undefined : await createTestDatabase(kind, 'migrated', options.postgresUrl);
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    // Many test servers run at once: none takes the metrics port unless its test asks for one.
    METRICS_PORT: '0',
    // The server's own connections (LISTEN for live events and job wake-ups) go to the same database.
    ...(database?.url ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  });
  const logger = options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? config.logLevel });
  const running = await startServer({
    config,
    logger,
    ...(database ? { db: database.db } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.speech ? { speech: options.speech } : {}),
    ...(options.captioner ? { captioner: options.captioner } : {}),
  });
  return {
    ...running,
    kind,
    dataDir,
    async close() {
      await running.close().catch(() => undefined);
      await database?.drop();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A clock tests can move forward. */
export function manualClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate as nextLoopTurn } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import knexPkg, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import objection from 'objection';
import { FencedPGlite } from './fenced-pglite';

const { knex } = knexPkg;
const { knexSnakeCaseMappers } = objection;

export type Database = Knex;

export interface DatabaseOptions {
  /** postgres:// URL; when absent, PGlite (embedded Postgres) is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `memory` keeps nothing on disk. */
  pgliteDir?: string | 'memory';
  /** With `memory`: an open PGlite to run on instead of a new empty one. Destroying the knex closes it. */
  pglite?: PGlite;
}

/**
 * PGlite's client, with each query started on a turn of the event loop of its own.
 *
 * PGlite runs Postgres in WebAssembly on the API's own thread, so a query blocks the process while it executes, and
 * everything a request does between its queries runs in promise callbacks, which never give the event loop a turn.
 * Without a pause, one turn of the loop ran every request that had arrived, each to its end, and Node accepts only one
 * new connection per turn. Under 100 connections a turn took hundreds of milliseconds, so the last connections to
 * arrive were accepted seconds later and their clients waited up to 10 s (p99 4 to 5 s) while the others were served
 * round after round. Waiting for the next turn before each query lets the loop accept connections, read requests
 * and write answers between two queries; the pool's single connection, whose waiting list is first in first out,
 * still runs them one at a time. Throughput is unchanged (docs/performance.md, Transcription list).
 */
class TurnTakingPgLiteClient extends (ClientPgLite as unknown as new (
  config: Knex.Config,
) => { _query(connection: unknown, obj: unknown): Promise<unknown> }) {
  override async _query(connection: unknown, obj: unknown) {
    await nextLoopTurn();
    return super._query(connection, obj);
  }
}

/** How long opening one PostgreSQL connection may take. */
const CONNECT_TIMEOUT_MS = 2000;
/** How long a query waits for a pooled connection before it fails as "the database is unavailable". */
export const ACQUIRE_TIMEOUT_MS = 3000;

/**
 * knex prints a warning for every connection that fails and every retry to open one: hundreds of lines a minute while
 * the database is down. The outage is logged once by the process (db/database-outage.ts); other warnings still print.
 */
function warnUnlessConnectionLost(message: string) {
  if (/^(Connection Error|Acquire connection error)/.test(message)) return;
  console.warn(message);
}

/** One knex for both engines: columns are snake_case in SQL and camelCase in code. */
export function createDatabase(options: DatabaseOptions): Database {
  const common = { ...knexSnakeCaseMappers(), migrations: { tableName: 'knex_migrations' } };
  if (options.databaseUrl) {
    return knex({
      client: 'pg',
      // A server that is down refuses at once, but one failing over can leave a connection attempt unanswered.
      connection: { connectionString: options.databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS },
      pool: { min: 0, max: 10 },
      // knex's default is 60 s, during which the pool retries a database that refuses: the request would hang. Past
      // this a request answers 503 with Retry-After (the error handler), as it does when the pool is exhausted.
      acquireConnectionTimeout: ACQUIRE_TIMEOUT_MS,
      log: { warn: warnUnlessConnectionLost },
      ...common,
    });
  }
  const dir = options.pgliteDir ?? 'memory';
  if (dir !== 'memory') mkdirSync(dir, { recursive: true });
  return knex({
    client: TurnTakingPgLiteClient as unknown as typeof knexPkg.Client,
    dialect: 'postgres',
    // Relaxed durability: PGlite answers a query before its file writes are flushed, and flushes right after. Waiting
    // for the flush cost about 2 ms on every query, reads included (a session lookup took 2.5 ms instead of 0.5 ms),
    // which capped the embedded server at a few hundred requests a second. A crash can lose only the last moment's
    // writes, as with `synchronous_commit = off` on PostgreSQL; production runs on PostgreSQL itself.
    connection: (dir !== 'memory'
      ? { pglite: new FencedPGlite(dir, { relaxedDurability: true }) }
      : options.pglite
        ? { pglite: options.pglite }
        : {}) as Knex.StaticConnectionConfig,
    ...common,
  });
}

/** PGlite's folder inside DATA_DIR. */
export const pgliteDirIn = (dataDir: string) => join(dataDir, 'pglite');

/** True when the database answers a trivial query within the time limit. */
export async function databaseAnswers(db: Database, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.raw('select 1').then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

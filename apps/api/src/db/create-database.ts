import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import knexPkg, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import objection from 'objection';

const { knex } = knexPkg;
const { knexSnakeCaseMappers } = objection;

export type Database = Knex;

export interface DatabaseOptions {
  /** postgres:// URL; when absent, PGlite (embedded Postgres) is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `memory` keeps nothing on disk. */
  pgliteDir?: string | 'memory';
}

/** One knex for both engines: columns are snake_case in SQL and camelCase in code. */
export function createDatabase(options: DatabaseOptions): Database {
  const common = { ...knexSnakeCaseMappers(), migrations: { tableName: 'knex_migrations' } };
  if (options.databaseUrl) {
    return knex({ client: 'pg', connection: options.databaseUrl, pool: { min: 0, max: 10 }, ...common });
  }
  const dir = options.pgliteDir ?? 'memory';
  if (dir !== 'memory') mkdirSync(dir, { recursive: true });
  return knex({
    client: ClientPgLite as unknown as typeof knexPkg.Client,
    dialect: 'postgres',
    connection: dir === 'memory' ? {} : { filename: dir },
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

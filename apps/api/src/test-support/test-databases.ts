import { randomBytes } from 'node:crypto';
import { createDatabase, type Database } from '../db/create-database';
import { migrateToLatest } from '../db/migration-source';
import { templateKey } from './migrated-pglite-template';
import { lendMigratedPglite } from './pglite-pool';

export type TestDatabaseKind = 'pglite' | 'postgres';

/**
 * PGlite always; real PostgreSQL as well when DATABASE_URL is set. For suites whose behaviour depends on the database
 * server: claims and locks, LISTEN/NOTIFY, pools, migrations, batches, aggregates and text search.
 */
export function testDatabases(): TestDatabaseKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * PGlite only, for suites that test behaviour above the database (an endpoint's answers, the SDK's calls). The SQL
 * they run lives in services and jobs whose suites use `testDatabases()`; running every endpoint twice doubled the
 * suite's time and found nothing those did not. PGlite rather than PostgreSQL because it is what `npm start` runs, and
 * its single connection is where a query that waits on its own transaction would hang.
 */
export function endpointTestDatabases(): TestDatabaseKind[] {
  return ['pglite'];
}

export interface TestDatabase {
  db: Database;
  /** The postgres:// URL of the throw-away database (postgres only), for a second process. */
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * A fresh database, migrated unless `empty` is asked for: in-memory PGlite (from the pool of emptied ones), or a
 * throw-away database on the DATABASE_URL server, so that test files can run in parallel without sharing rows.
 */
export async function createTestDatabase(
  kind: TestDatabaseKind,
  schema: 'migrated' | 'empty' = 'migrated',
  /** Another PostgreSQL server than DATABASE_URL's (a cluster a test starts itself). */
  serverUrl: string | undefined = process.env.DATABASE_URL,
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    // Destroying the knex closes its PGlite, which hands a lent one back to the pool.
    const db = createDatabase({ pgliteDir: 'memory', ...(schema === 'migrated' ? { pglite: await lendMigratedPglite() } : {}) });
    return { db, url: undefined, drop: async () => db.destroy() };
  }
  if (!serverUrl) throw new Error('DATABASE_URL is not set');
  const name = `verbatim_test_${randomBytes(6).toString('hex')}`;
  const admin = createDatabase({ databaseUrl: serverUrl });
  if (schema === 'migrated') await admin.raw(`create database ${name} template ${await migratedPostgresTemplate(serverUrl)}`);
  else await admin.raw(`create database ${name}`);
  const url = databaseUrlFor(serverUrl, name);
  const db = createDatabase({ databaseUrl: url });
  return {
    db,
    url,
    async drop() {
      await db.destroy();
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
    },
  };
}

function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A database on the server with every migration applied, copied by `create database … template` for each test.
 *
 * Running the migrations costs about a second per database, and the suite makes hundreds; a copy costs a fraction.
 * The template is named after the migrations' text, so a changed migration makes a new one. Test files race to make
 * it: each builds under a name of its own and renames it into place, and the loser drops its copy. Nothing stays
 * connected to the template, since PostgreSQL copies only a database nobody is using.
 */
async function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const template = `verbatim_template_${templateKey()}`;
  const admin = createDatabase({ databaseUrl: serverUrl });
  try {
    const exists = async () => (await admin('pg_database').where({ datname: template }).first()) !== undefined;
    if (await exists()) return template;
    const building = `verbatim_building_${randomBytes(6).toString('hex')}`;
    await admin.raw(`create database ${building}`);
    const db = createDatabase({ databaseUrl: databaseUrlFor(serverUrl, building) });
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    try {
      await admin.raw(`alter database ${building} rename to ${template}`);
    } catch (error) {
      await admin.raw(`drop database if exists ${building} with (force)`);
      if (!(await exists())) throw error;
    }
    return template;
  } finally {
    await admin.destroy();
  }
}

import { randomBytes } from 'node:crypto';
import { createDatabase, type Database } from '../db/create-database';
import { migrateToLatest } from '../db/migration-source';
import { migratedPgliteTemplate } from './migrated-pglite-template';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; real PostgreSQL as well when DATABASE_URL is set. */
export function testDatabases(): TestDatabaseKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  db: Database;
  /** The postgres:// URL of the throw-away database (postgres only), for a second process. */
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * A fresh database, migrated unless `empty` is asked for: in-memory PGlite, or a throw-away database on the
 * DATABASE_URL server, so that test files can run in parallel without sharing rows.
 */
export async function createTestDatabase(kind: TestDatabaseKind, schema: 'migrated' | 'empty' = 'migrated'): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = createDatabase({
      pgliteDir: 'memory',
      ...(schema === 'migrated' ? { pgliteDataDir: await migratedPgliteTemplate() } : {}),
    });
    return { db, url: undefined, drop: async () => db.destroy() };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is not set');
  const name = `verbatim_test_${randomBytes(6).toString('hex')}`;
  const admin = createDatabase({ databaseUrl: serverUrl });
  await admin.raw(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createDatabase({ databaseUrl: url.toString() });
  if (schema === 'migrated') await migrateToLatest(db);
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.destroy();
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
    },
  };
}

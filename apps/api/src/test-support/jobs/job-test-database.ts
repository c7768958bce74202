import pino from 'pino';
import type { Database } from '../../db/create-database';
import { migrateToLatest } from '../../db/migration-source';
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from '../test-databases';

/** Tests' logger: quiet unless LOG_LEVEL asks otherwise. */
export const testLogger = pino({ level: process.env.LOG_LEVEL ?? 'silent' });

/** Tables the test jobs write to, standing in for a real handler's side effects. */
export async function createJobTestTables(db: Database): Promise<void> {
  await db.schema.createTable('job_test_runs', (t) => {
    t.increments('id');
    t.uuid('job_id').notNullable();
    t.text('worker_id').notNullable();
    t.integer('attempt').notNullable();
  });
  // The idempotent side effect: one row per key however often the job runs.
  await db.schema.createTable('job_test_effects', (t) => {
    t.text('key').primary();
    t.uuid('job_id').notNullable();
  });
}

/** A fresh, migrated database with the test tables. */
export async function createJobTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  const database = await createTestDatabase(kind);
  await migrateToLatest(database.db);
  await createJobTestTables(database.db);
  return database;
}

/** Empties the queue and the test tables between tests that share one database. */
export async function clearJobTables(db: Database): Promise<void> {
  await db('jobs').delete();
  await db('job_test_runs').delete();
  await db('job_test_effects').delete();
}

/** Polls until `check` returns a value other than undefined/false. */
export async function waitFor<T>(check: () => Promise<T | undefined | false>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Waits until the job's row is in one of the given states, and returns the row. */
export async function waitForJobState(db: Database, jobId: string, states: string[], timeoutMs?: number) {
  return waitFor(
    async () => {
      const row = await db('jobs').where('id', jobId).first();
      return row && states.includes(row.state) ? row : undefined;
    },
    `job ${jobId} to be ${states.join(' or ')}`,
    timeoutMs,
  );
}

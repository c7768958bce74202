import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { TestDatabase, TestDatabaseKind } from '../test-databases';
import { clearJobTables, createJobTestDatabase } from './job-test-database';
import { testWorkers } from './test-workers';

/**
 * The hooks every worker suite needs: a fresh database for the suite (handed over through `opened`),
 * empty job tables before each test, and every worker a test made stopped after it.
 */
export function useJobTestDatabase(kind: TestDatabaseKind, opened: (database: TestDatabase) => void) {
  let database: TestDatabase | undefined;
  const workers = testWorkers(() => {
    if (!database) throw new Error('the test database is not open yet');
    return database.db;
  });
  beforeAll(async () => {
    database = await createJobTestDatabase(kind);
    opened(database);
  });
  afterAll(async () => database?.drop());
  beforeEach(async () => {
    if (database) await clearJobTables(database.db);
  });
  afterEach(async () => workers.stopAll());
  return workers;
}

import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabases } from '../test-support/test-databases';
import { createDatabase } from './create-database';
import { migrateToLatest, migrationSource } from './migration-source';

const DROP_TRIAL_COUNT = '20261121120000_drop_users_trial_transcriptions_used';
const DROP_LOGIN_FAILURES = '20261123100100_drop_login_failures';

describe.each(testDatabases())('migrations on %s', (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  // Two processes starting at once against a new PostgreSQL database (PGlite belongs to one process).
  if (kind === 'postgres') {
    it('lets processes that start together migrate a new database in turn', async () => {
      database = await createTestDatabase(kind, 'empty');
      const others = [createDatabase({ databaseUrl: database.url }), createDatabase({ databaseUrl: database.url })];
      try {
        const applied = await Promise.all([migrateToLatest(database.db), ...others.map((db) => migrateToLatest(db))]);
        const names = await migrationSource.getMigrations([]);
        expect(applied.flat().sort()).toEqual([...names].sort());
      } finally {
        await Promise.all(others.map((db) => db.destroy()));
      }
    });
  }

  it('every migration rolls back and applies again', async () => {
    database = await createTestDatabase(kind, 'empty');
    const { db } = database;
    const names = await migrationSource.getMigrations([]);
    expect(await migrateToLatest(db)).toEqual(names);
    expect(await migrateToLatest(db)).toEqual([]);
    await db.migrate.rollback({ migrationSource }, true);
    const tables: Array<{ tableName: string }> = await db('information_schema.tables').where({ tableSchema: 'public' }).select('tableName');
    expect(tables.map((t) => t.tableName).sort()).toEqual(['knex_migrations', 'knex_migrations_lock']);
    expect(await migrateToLatest(db)).toEqual(names);
  });

  it('drops users.trial_transcriptions_used, and its rollback brings it back as 0 for existing users', async () => {
    database = await createTestDatabase(kind, 'empty');
    const { db } = database;
    await migrateToLatest(db);
    expect(await db.schema.hasColumn('users', 'trial_transcriptions_used')).toBe(false);
    await db('users').insert({ email: 'kept@example.com' });

    await db.migrate.down({ migrationSource, name: DROP_TRIAL_COUNT });
    expect(await db.schema.hasColumn('users', 'trial_transcriptions_used')).toBe(true);
    expect(await db('users').where({ email: 'kept@example.com' }).first()).toMatchObject({ trialTranscriptionsUsed: 0 });

    await migrateToLatest(db);
    expect(await db.schema.hasColumn('users', 'trial_transcriptions_used')).toBe(false);
    expect(await db('users').pluck('email')).toEqual(['kept@example.com']);
  });

  it('replaces login_failures with rate_limits, and the rollback brings login_failures back', async () => {
    database = await createTestDatabase(kind, 'empty');
    const { db } = database;
    await migrateToLatest(db);
    expect(await db.schema.hasTable('login_failures')).toBe(false);
    expect(await db.schema.hasTable('rate_limits')).toBe(true);

    await db.migrate.down({ migrationSource, name: DROP_LOGIN_FAILURES });
    expect(await db.schema.hasTable('login_failures')).toBe(true);
    await db('login_failures').insert({ key: 'account:a@example.com' });

    await migrateToLatest(db);
    expect(await db.schema.hasTable('login_failures')).toBe(false);
  });
});

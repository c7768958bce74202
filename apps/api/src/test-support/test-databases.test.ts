import { describe, expect, it } from 'vitest';
import { migrationSource } from '../db/migration-source';
import { createTestDatabase, testDatabases } from './test-databases';

describe.each(testDatabases())('test databases on %s', (kind) => {
  it('start with every migration applied, and apart from each other', async () => {
    const [first, second] = await Promise.all([createTestDatabase(kind), createTestDatabase(kind)]);
    try {
      const applied = await first.db('knex_migrations').orderBy('id').pluck('name');
      expect(applied).toEqual(await migrationSource.getMigrations([]));
      await first.db('users').insert({ email: 'only-here@example.com', passwordHash: 'x' });
      const count = async (db: typeof first.db) => Number((await db('users').count({ n: '*' }).first())?.n);
      expect(await count(first.db)).toBe(1);
      expect(await count(second.db)).toBe(0);
    } finally {
      await Promise.all([first.drop(), second.drop()]);
    }
  });

  it('start empty when asked', async () => {
    const database = await createTestDatabase(kind, 'empty');
    try {
      expect(await database.db.schema.hasTable('users')).toBe(false);
    } finally {
      await database.drop();
    }
  });
});

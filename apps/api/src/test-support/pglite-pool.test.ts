import { describe, expect, it } from 'vitest';
import { lendMigratedPglite } from './pglite-pool';

/** A row with an identity, one a day: `offsetDays` keeps two rows apart. */
const snapshotRow = (
  offsetDays: number,
) => `insert into storage_snapshots (day, taken_at, total_size_bytes, total_files, database_size_bytes)
  values (current_date + ${offsetDays}, now(), 1, 1, 1) returning id`;

describe('the pool of migrated PGlite instances', () => {
  it('lends an instance again only once it is as a fresh copy: no rows, identities restarted, session settings reset', async () => {
    const first = await lendMigratedPglite();
    const migrations = (await first.query<{ n: number }>('select count(*)::int as n from knex_migrations')).rows[0]?.n;
    await first.query(`insert into users (email, password_hash) values ('left-behind@example.com', 'x')`);
    await first.query(snapshotRow(0));
    await first.query(snapshotRow(1));
    await first.exec(`set statement_timeout = '1234ms'`);
    await first.exec('begin');
    await first.close();

    const again = await lendMigratedPglite();
    try {
      expect(again).toBe(first);
      expect(again.isInTransaction()).toBe(false);
      expect((await again.query('select * from users')).rows).toEqual([]);
      expect((await again.query<{ id: number }>(snapshotRow(0))).rows[0]?.id).toBe(1);
      expect((await again.query<{ statement_timeout: string }>('show statement_timeout')).rows[0]?.statement_timeout).toBe('0');
      expect((await again.query<{ n: number }>('select count(*)::int as n from knex_migrations')).rows[0]?.n).toBe(migrations);
    } finally {
      await again.close();
    }
  });

  it('never lends again an instance whose schema a test changed', async () => {
    const changed = await lendMigratedPglite();
    await changed.exec('alter table users add column left_behind text');
    await changed.close();
    expect(changed.closed).toBe(true);

    const next = await lendMigratedPglite();
    try {
      expect(next).not.toBe(changed);
      const columns = await next.query(
        `select 1 from information_schema.columns where table_name = 'users' and column_name = 'left_behind'`,
      );
      expect(columns.rows).toEqual([]);
    } finally {
      await next.close();
    }
  });
});

import { PGlite } from '@electric-sql/pglite';
import { migratedPgliteTemplate } from './migrated-pglite-template';

/**
 * In-memory PGlite instances holding the migrated schema, lent to test databases and taken back when they close.
 *
 * Opening a PGlite from the migrated copy (a WebAssembly instance, 42 MB of cluster files unpacked into memory, a
 * Postgres backend started) was about 40% of the API test workers' CPU time: most test files start a server or two
 * and each opened one. Emptying every table of an instance a test has finished with costs a fraction of that.
 *
 * An instance goes back to the pool only when it is the template again: its schema, sequences, extensions, roles and
 * databases must match what a fresh copy has (a test that altered any of them gets a fresh instance next time), its
 * session is discarded (settings, prepared statements, advisory locks, temporary tables, LISTEN), every table but
 * knex's own that holds a row is truncated, and every sequence but knex's is restarted.
 */

/**
 * Idle instances one process keeps: a test file starts up to three servers at once. Only in Vitest's workers, which
 * Vitest ends itself: an open PGlite keeps a process alive, and a benchmark's process must end when its work does.
 */
const MOST_IDLE = process.env.VITEST ? 3 : 0;
const idle: PGlite[] = [];

/** Everything about a database that tests must not carry from one to the next, other than rows. */
const FINGERPRINT_SQL = `
select md5(string_agg(item, E'\\n' order by item)) as fingerprint from (
  select 'ns ' || nspname as item from pg_namespace
  union all select 'rel ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
  union all select 'col ' || a.attrelid::regclass || ' ' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
      || ' ' || a.attnotnull || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and a.attnum > 0 and not a.attisdropped
  union all select 'con ' || conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid)
    from pg_constraint where connamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
  union all select 'idx ' || schemaname || ' ' || indexdef from pg_indexes where schemaname not in ('pg_catalog', 'information_schema')
  union all select 'trg ' || pg_get_triggerdef(t.oid) from pg_trigger t where not t.tgisinternal
  union all select 'fn ' || p.oid::regprocedure || ' ' || md5(p.prosrc)
    from pg_proc p where p.pronamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
  union all select 'view ' || schemaname || '.' || viewname || ' ' || md5(definition)
    from pg_views where schemaname not in ('pg_catalog', 'information_schema')
  union all select 'seq ' || schemaname || '.' || sequencename || ' ' || coalesce(last_value::text, '-') from pg_sequences
  union all select 'mig ' || count(*) || ' ' || coalesce(max(id), 0) from knex_migrations
  union all select 'lock ' || count(*) from knex_migrations_lock
  union all select 'ext ' || extname || ' ' || extversion from pg_extension
  union all select 'role ' || rolname from pg_roles
  union all select 'db ' || datname from pg_database
  union all select 'dbset ' || setdatabase || ' ' || setrole || ' ' || array_to_string(setconfig, ',') from pg_db_role_setting
) items`;

async function fingerprint(pglite: PGlite): Promise<string> {
  const { rows } = await pglite.query<{ fingerprint: string }>(FINGERPRINT_SQL);
  return rows[0]?.fingerprint ?? '';
}

/** Closes an instance for good (its `close` is the pool's while it is lent). */
async function closeForGood(pglite: PGlite) {
  delete (pglite as { close?: unknown }).close;
  if (!pglite.closed) await pglite.close().catch(() => undefined);
}

/** What a reset needs to know of the migrated copy, read from the first instance opened. */
interface Template {
  fingerprint: string;
  /** `select` of the names of the tables, other than knex's own, that hold a row. */
  tablesWithRows: string;
  /** `select` that restarts every sequence other than knex's own. */
  restartSequences: string;
}
let template: Promise<Template> | undefined;

async function readTemplate(pglite: PGlite): Promise<Template> {
  const tables = await pglite.query<{ name: string; literal: string }>(
    `select format('%I.%I', schemaname, tablename) as name, quote_literal(format('%I.%I', schemaname, tablename)) as literal
       from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema') and tablename not in ('knex_migrations', 'knex_migrations_lock')`,
  );
  const sequences = await pglite.query<{ literal: string }>(
    `select quote_literal(format('%I.%I', s.schemaname, s.sequencename)) as literal
       from pg_sequences s
      where s.sequencename not like 'knex\\_migrations%'`,
  );
  return {
    fingerprint: await fingerprint(pglite),
    tablesWithRows: tables.rows.map((t) => `select ${t.literal} as name where exists (select from ${t.name})`).join(' union all '),
    restartSequences: `select ${sequences.rows.map((q) => `setval(${q.literal}, 1, false)`).join(', ') || '1'}`,
  };
}

/** Back to the state of a fresh copy, or false when it cannot be. */
async function reset(pglite: PGlite): Promise<boolean> {
  if (pglite.closed) return false;
  try {
    if (!template) return false;
    const { fingerprint: fresh, tablesWithRows, restartSequences } = await template;
    if (pglite.isInTransaction()) await pglite.exec('rollback');
    // Alone: DISCARD ALL refuses to run inside a transaction block, which several statements in one exec() are.
    await pglite.exec('discard all');
    // Only the tables that hold rows: truncating all of them makes new files for every table and index (70 ms).
    const { rows } = await pglite.query<{ name: string }>(tablesWithRows);
    if (rows.length > 0) await pglite.exec(`truncate ${rows.map((row) => row.name).join(', ')} cascade`);
    await pglite.query(restartSequences);
    await pglite.exec('update knex_migrations_lock set is_locked = 0');
    return (await fingerprint(pglite)) === fresh;
  } catch {
    return false;
  }
}

async function giveBack(pglite: PGlite) {
  if (idle.length < MOST_IDLE && (await reset(pglite))) {
    idle.push(pglite);
    return;
  }
  await closeForGood(pglite);
}

/**
 * An in-memory PGlite with every migration applied and no rows. Its `close()` hands it back to the pool (the knex
 * built on it closes it when destroyed), and resolves once it is ready for the next test.
 */
export async function lendMigratedPglite(): Promise<PGlite> {
  let pglite = idle.pop();
  if (!pglite) {
    pglite = new PGlite({ loadDataDir: await migratedPgliteTemplate() });
    const opened = pglite;
    template ??= opened.waitReady.then(() => readTemplate(opened));
    await template;
  }
  const lent = pglite;
  let returned: Promise<void> | undefined;
  Object.defineProperty(lent, 'close', {
    configurable: true,
    writable: true,
    value: () => {
      returned ??= giveBack(lent);
      return returned;
    },
  });
  return lent;
}

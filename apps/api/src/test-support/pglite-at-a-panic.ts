// Run by db/pglite-disk-full.test.ts as a process of its own: were the fence against a PANIC to fail, PGlite would spin
// forever on the thread that runs it, which only killing a process ends.
//
// Usage: pglite-at-a-panic.ts <folder on a small file system>. Prints one JSON line: what each step met.
import { join } from 'node:path';
import { createDatabase, databaseAnswers } from '../db/create-database';
import { isDatabaseUnavailable } from '../lib/database-unavailable';
import { isStorageFull } from '../lib/storage-full';
import { fillFileSystem } from './small-file-system';

const dir = process.argv[2];
if (!dir) throw new Error('usage: pglite-at-a-panic.ts <folder>');

async function outcome(run: () => Promise<unknown>) {
  const started = performance.now();
  try {
    await run();
    return { ok: true, ms: performance.now() - started };
  } catch (error) {
    const { code, severity } = error as { code?: unknown; severity?: unknown };
    return {
      ok: false,
      ms: performance.now() - started,
      code,
      severity,
      storageFull: isStorageFull(error),
      unavailable: isDatabaseUnavailable(error),
    };
  }
}

const db = createDatabase({ pgliteDir: join(dir, 'pglite') });
await db.schema.createTable('notes', (table) => {
  table.integer('id').primary();
  table.text('body');
});
await db('notes').insert(Array.from({ length: 20 }, (_, index) => ({ id: index + 1, body: `note ${index + 1}` })));
// A new log segment from here on: the segment is made whole only when the next write needs it, and by then the disk is
// full, which is the PANIC Postgres meets when a busy database fills its disk.
await db.raw('select pg_switch_wal()');
const filler = fillFileSystem(dir);
const report = {
  filler,
  write: await outcome(() => db('notes').where({ id: 1 }).update({ body: 'changed' })),
  next: await outcome(() => db.raw('select 1')),
  answers: await databaseAnswers(db),
  close: await outcome(() => db.destroy()),
};
process.stdout.write(`${JSON.stringify(report)}\n`);

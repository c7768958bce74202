import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './create-database';

describe('PGlite database', () => {
  let db: Database | undefined;
  afterEach(async () => {
    await db?.destroy();
    db = undefined;
  });

  // PGlite executes on the API's own thread. Queued queries that ran back to back, without a turn of the event loop
  // between them, kept the server from accepting connections and reading requests for as long as the queue lasted.
  it('gives the event loop a turn between two queued queries', async () => {
    db = createDatabase({ pgliteDir: 'memory' });
    await db.raw('select 1');
    const order: string[] = [];
    const first = db.raw('select 1').then(() => {
      order.push('first query');
      setImmediate(() => order.push('event loop turn'));
    });
    const second = db.raw('select 2').then(() => order.push('second query'));
    await Promise.all([first, second]);
    expect(order).toEqual(['first query', 'event loop turn', 'second query']);
  });
});

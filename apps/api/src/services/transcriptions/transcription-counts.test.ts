import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabases } from '../../test-support/test-databases';
import { listTranscriptions } from './list-transcriptions';

/** The list's unfiltered total is the count the database keeps with triggers; it must agree with the rows. */
describe.each(testDatabases())('the transcription count the database keeps, on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  }, 120_000);
  afterAll(async () => {
    await database?.drop();
  });

  const row = (userId: string, fileName: string) => ({
    userId,
    fileName,
    fileSize: 1,
    mimeType: 'audio/wav',
    uploadPath: 'direct',
    status: 'completed',
  });

  it('follows inserts of one or many rows and deletions, per user, and a filter still counts its matches', async () => {
    const { db } = database;
    const [one, two] = (await db('users')
      .insert([
        { email: 'counted-1@example.com', passwordHash: 'x' },
        { email: 'counted-2@example.com', passwordHash: 'x' },
      ])
      .returning('id')) as Array<{ id: string }>;
    if (!one || !two) throw new Error('no users');
    expect((await listTranscriptions(db, one.id)).total).toBe(0);

    await db('transcriptions').insert(Array.from({ length: 7 }, (_, i) => row(one.id, `call-${i}.wav`)));
    await db('transcriptions').insert(row(two.id, 'other.wav'));
    await db('transcriptions').insert(row(one.id, 'standup.wav'));
    expect((await listTranscriptions(db, one.id)).total).toBe(8);
    expect((await listTranscriptions(db, two.id)).total).toBe(1);

    await db('transcriptions').where({ userId: one.id }).whereIn('fileName', ['call-0.wav', 'call-1.wav', 'call-2.wav']).delete();
    await db('transcriptions')
      .whereIn('id', db('transcriptions').select('id').where({ userId: one.id, fileName: 'call-5.wav' }))
      .delete();
    const rows = await db('transcriptions').where({ userId: one.id }).count({ n: '*' });
    expect((await listTranscriptions(db, one.id)).total).toBe(Number(rows[0]?.n));
    expect((await listTranscriptions(db, one.id, { q: 'standup' })).total).toBe(1);

    // A deletion in a transaction that rolls back changes nothing.
    await db
      .transaction(async (trx) => {
        await trx('transcriptions').where({ userId: two.id }).delete();
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await listTranscriptions(db, two.id)).total).toBe(1);
  });
});

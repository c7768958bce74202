import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migration-source';
import { TranscriptionModel } from '../../models/transcription';
import { createTestDatabase, type TestDatabase, testDatabases } from '../../test-support/test-databases';
import { getAvailableCredits } from './get-available-credits';
import { chargeCompletedTranscription, releaseCreditHold } from './settle-credit-hold';

describe.each(testDatabases())('settling credit holds on %s', (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  async function paidUser(credits: number) {
    database = await createTestDatabase(kind);
    const { db } = database;
    await migrateToLatest(db);
    const [user] = await db('users')
      .insert({ email: `paid.${kind}@example.com`, subscriptionPlan: 'basic', subscriptionStatus: 'active' })
      .returning('id');
    const userId = (user as { id: string }).id;
    await db('credit_ledger').insert({ userId, amount: credits, kind: 'grant', description: 'Test credits' });
    const transcription = async (fileName: string, reservedCredits: number) =>
      TranscriptionModel.query(db).insertAndFetch({
        userId,
        fileName,
        fileSize: 1,
        mimeType: 'audio/wav',
        mediaKey: `uploads/${fileName}`,
        uploadPath: 'direct',
        status: 'completed',
        progress: 100,
        // A transcription that heard words: one without speech is never charged.
        transcriptText: 'Hello there.',
        paidWith: 'credits',
        reservedCredits,
      });
    return { db, userId, transcription };
  }

  it('turns the hold into the charge once, paid from the credits others do not hold', async () => {
    const { db, userId, transcription } = await paidUser(5);
    const done = await transcription('done.wav', 1);
    await transcription('other.wav', 2);
    expect(await getAvailableCredits(db, userId)).toBe(2);
    await db.transaction((trx) => chargeCompletedTranscription(trx, done, 100)); // 2 minutes: its 1 held + 1 of the 2 free
    await db.transaction(async (trx) => {
      const again = await TranscriptionModel.query(trx).findById(done.id);
      if (again) await chargeCompletedTranscription(trx, again, 100); // a reclaimed job completing again
    });
    const charges = await db('credit_ledger').where({ transcriptionId: done.id, kind: 'charge' });
    expect(charges.map((c) => [c.amount, c.description])).toEqual([[-2, 'Transcription of done.wav (2 min)']]);
    expect((await TranscriptionModel.query(db).findById(done.id))?.reservedCredits).toBe(0);
    expect(await getAvailableCredits(db, userId)).toBe(1);
  });

  it('charges what is left and records the unpaid minutes, never going below zero', async () => {
    const { db, userId, transcription } = await paidUser(1);
    // Admitted before holds existed: nothing held, and 3 minutes long.
    const legacy = await transcription('legacy.wav', 0);
    await db.transaction((trx) => chargeCompletedTranscription(trx, legacy, 150));
    const [charge] = await db('credit_ledger').where({ transcriptionId: legacy.id, kind: 'charge' });
    expect(charge).toMatchObject({ amount: -1, description: 'Transcription of legacy.wav (3 min, 2 unpaid: no credits left)' });
    expect(await getAvailableCredits(db, userId)).toBe(0);
  });

  it('releases a hold without touching the ledger', async () => {
    const { db, userId, transcription } = await paidUser(3);
    const failed = await transcription('failed.wav', 3);
    expect(await getAvailableCredits(db, userId)).toBe(0);
    await releaseCreditHold(db, failed.id);
    expect(await getAvailableCredits(db, userId)).toBe(3);
    expect(await db('credit_ledger').where({ userId })).toHaveLength(1);
  });
});

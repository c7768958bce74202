import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migration-source';
import { TranscriptionModel } from '../../models/transcription';
import { createTestDatabase, type TestDatabase, testDatabases } from '../../test-support/test-databases';
import { getAvailableCredits } from './get-available-credits';
import { refundCharge } from './refund-charge';
import { chargeCompletedTranscription } from './settle-credit-hold';

describe.each(testDatabases())('refunding a charged transcription on %s', (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it('gives back the charge once, as a ledger row of its own, and finds nothing to give back for an uncharged one', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    await migrateToLatest(db);
    const [row] = await db('users')
      .insert({ email: `refund.${kind}@example.com`, subscriptionPlan: 'basic', subscriptionStatus: 'active' })
      .returning('id');
    const userId = (row as { id: string }).id;
    await db('credit_ledger').insert({ userId, amount: 10, kind: 'grant', description: 'Test credits' });
    const make = (fileName: string) =>
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
        reservedCredits: 3,
      });
    const charged = await make('charged.wav');
    await db.transaction((trx) => chargeCompletedTranscription(trx, charged, 170));
    expect(await getAvailableCredits(db, userId)).toBe(7);
    await db.transaction((trx) => refundCharge(trx, charged.id, charged.fileName));
    await db.transaction((trx) => refundCharge(trx, charged.id, charged.fileName));
    const refunds = await db('credit_ledger').where({ transcriptionId: charged.id, kind: 'refund' });
    expect(refunds.map((r) => [r.amount, r.description])).toEqual([[3, 'Refund: the transcription of charged.wav failed']]);
    expect(await getAvailableCredits(db, userId)).toBe(10);

    const never = await make('never.wav');
    await db.transaction((trx) => refundCharge(trx, never.id, never.fileName));
    expect(await db('credit_ledger').where({ transcriptionId: never.id })).toEqual([]);
  });
});

import type { Database } from '../../db/create-database';

/**
 * Gives back what a transcription was charged when it ends failed after all (its charge stays in the ledger, and
 * the refund stands beside it, so the person sees both). A failure before completion was never charged, so this
 * finds nothing to give back; a unique index keeps a transcription to one refund.
 */
export async function refundCharge(trx: Database, transcriptionId: string, fileName: string): Promise<void> {
  await trx.raw(
    `insert into credit_ledger (user_id, amount, kind, description, transcription_id)
     select user_id, -amount, 'refund', ?, transcription_id
     from credit_ledger
     where transcription_id = ? and kind = 'charge' and amount < 0
     on conflict (transcription_id) where kind = 'refund' do nothing`,
    [`Refund: the transcription of ${fileName} failed`, transcriptionId],
  );
}

import type { Database } from '../../db/create-database';

/** The balance is the ledger's sum; it is never stored. */
export async function getCreditBalance(db: Database, userId: string): Promise<number> {
  const row = await db('credit_ledger').where({ userId }).sum<{ total: string | number | null }[]>('amount as total').first();
  return Number(row?.total ?? 0);
}

/** Credits spent on transcriptions (charges minus refunds). */
export async function getCreditsUsed(db: Database, userId: string): Promise<number> {
  const row = await db('credit_ledger')
    .where({ userId })
    .whereIn('kind', ['charge', 'refund'])
    .sum<{ total: string | number | null }[]>('amount as total')
    .first();
  return -Number(row?.total ?? 0);
}

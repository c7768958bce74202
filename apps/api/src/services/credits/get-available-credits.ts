import type { Database } from '../../db/create-database';

/**
 * What a person can spend: the ledger's balance minus the credits held for their transcriptions in flight.
 * One statement, so both sums come from the same snapshot.
 */
export async function getAvailableCredits(db: Database, userId: string): Promise<number> {
  const row = await db
    .select(
      db.raw(
        `(select coalesce(sum(amount), 0) from credit_ledger where user_id = ?)
         - (select coalesce(sum(reserved_credits), 0) from transcriptions where user_id = ?) as available`,
        [userId, userId],
      ),
    )
    .first<{ available: string | number | null }>();
  return Number(row?.available ?? 0);
}

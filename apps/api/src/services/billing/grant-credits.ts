import type { Database } from '../../db/create-database';

export interface CreditGrant {
  userId: string;
  amount: number;
  kind: 'purchase' | 'grant';
  description: string;
  /** The payment behind it; a unique index lets one payment credit once. */
  paymentAttemptId: string | null;
}

/** Adds credits to the ledger; a second grant for the same payment adds nothing. Returns whether it added. */
export async function grantCredits(trx: Database, grant: CreditGrant): Promise<boolean> {
  const result = await trx.raw(
    `insert into credit_ledger (user_id, amount, kind, description, payment_attempt_id)
     values (?, ?, ?, ?, ?)
     on conflict (payment_attempt_id) where payment_attempt_id is not null do nothing
     returning id`,
    [grant.userId, grant.amount, grant.kind, grant.description, grant.paymentAttemptId],
  );
  return (result.rows as unknown[]).length > 0;
}

import { PAYMENT_ABANDONED_AFTER_HOURS, type PaymentAttemptStatus } from '@verbatim/core-sdk/contracts';
import type { Database } from '../../db/create-database';

/** A checkout left this long without a result was abandoned: the person closed it, or never paid. */
export const ABANDONED_AFTER_MS = PAYMENT_ABANDONED_AFTER_HOURS * 3_600_000;

/** What an abandoned attempt's failure reason says. */
export const ABANDONED_REASON = 'The checkout was not completed.';

/**
 * An attempt's status as of `now`: a pending one older than ABANDONED_AFTER_MS is abandoned whether or not the
 * hourly sweep has marked it yet, so that the admin's count and list agree between two sweeps.
 */
export function paymentAttemptStatus(stored: PaymentAttemptStatus, createdAt: Date, now: Date): PaymentAttemptStatus {
  return stored === 'pending' && createdAt.getTime() < now.getTime() - ABANDONED_AFTER_MS ? 'abandoned' : stored;
}

/**
 * Marks pending attempts older than a day abandoned, so the record says what became of them. A payment that still
 * arrives later completes it all the same (completePayment accepts any attempt that is not completed).
 */
export async function abandonStalePayments(db: Database, now: Date): Promise<number> {
  return db('payment_attempts')
    .where({ status: 'pending' })
    .andWhere('createdAt', '<', new Date(now.getTime() - ABANDONED_AFTER_MS))
    .update({ status: 'abandoned', failureReason: ABANDONED_REASON, updatedAt: now });
}

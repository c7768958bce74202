import type { Database } from '../../db/create-database';

/** A checkout left this long without a result was abandoned: the person closed it, or never paid. */
export const ABANDONED_AFTER_MS = 24 * 3_600_000;

/**
 * Marks pending attempts older than a day abandoned, so the record says what became of them. A payment that still
 * arrives later completes it all the same (completePayment accepts any attempt that is not completed).
 */
export async function abandonStalePayments(db: Database, now: Date): Promise<number> {
  return db('payment_attempts')
    .where({ status: 'pending' })
    .andWhere('createdAt', '<', new Date(now.getTime() - ABANDONED_AFTER_MS))
    .update({ status: 'abandoned', failureReason: 'The checkout was not completed.', updatedAt: now });
}

import type { Knex } from 'knex';
import type { Database } from '../../db/create-database';
import { toNumber } from '../admin/admin-sql';
import { newsletterSubscriptions } from './newsletter-subscription-row';

/**
 * The subscriptions an issue sent at `sentAt` is for: confirmed, and confirmed by then. Someone who confirms while it
 * is being sent gets the next issue; someone who unsubscribes meanwhile is no longer `confirmed`, so is skipped.
 */
export const issueRecipients = (db: Database, sentAt: Date): Knex.QueryBuilder =>
  newsletterSubscriptions(db).where({ status: 'confirmed' }).where('confirmedAt', '<=', sentAt);

/** How many an issue sent at `sentAt` is for (at the present time: the confirmed subscribers). */
export async function countIssueRecipients(db: Database, sentAt: Date): Promise<number> {
  const row = (await issueRecipients(db, sentAt).count({ n: '*' }).first()) as { n: unknown } | undefined;
  return toNumber(row?.n);
}

import type { Database } from '../../db/create-database';

/** Midnight UTC of the given moment: the free allowance renews then. */
function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Transcriptions started today (UTC) on the free allowance; failed ones cost nothing, credit-paid ones are not counted. */
export async function countAllowanceTranscriptionsToday(db: Database, userId: string, now: Date): Promise<number> {
  const row = await db('transcriptions')
    .where({ userId, paidWith: 'allowance' })
    .andWhere('createdAt', '>=', startOfUtcDay(now))
    .andWhereNot('status', 'failed')
    .count<{ count: string | number }[]>('* as count')
    .first();
  return Number(row?.count ?? 0);
}

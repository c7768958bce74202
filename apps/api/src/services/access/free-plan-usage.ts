import type { Database } from '../../db/create-database';
import { startOfUtcDay } from '../../lib/utc-day';
import { NO_SPEECH_SQL } from '../transcriptions/found-speech';

/**
 * Transcriptions started today (UTC) on the free allowance; failed ones and those that found no speech cost nothing,
 * credit-paid ones are not counted.
 */
export async function countAllowanceTranscriptionsToday(db: Database, userId: string, now: Date): Promise<number> {
  const row = await db('transcriptions')
    .where({ userId, paidWith: 'allowance' })
    .andWhere('createdAt', '>=', startOfUtcDay(now))
    .andWhereNot('status', 'failed')
    .andWhereRaw(`not (${NO_SPEECH_SQL})`)
    .count<{ count: string | number }[]>('* as count')
    .first();
  return Number(row?.count ?? 0);
}

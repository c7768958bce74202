import type { Database } from '../../db/create-database';
import { startOfUtcDay } from '../../lib/utc-day';

/** Whole seconds until the key's minutes renew (the next midnight UTC), at least 1. */
export function secondsUntilUtcMidnight(now: Date): number {
  const next = startOfUtcDay(now).getTime() + 86_400_000;
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/**
 * A file's minutes as credits count them (each file rounded up, at least 1); a file not yet probed counts nothing.
 * Failed transcriptions cost nothing and count nothing, as for the free allowance.
 */
const MINUTES_OF_ROW = 'coalesce(sum(case when duration_seconds is null then 0 else greatest(1, ceil(duration_seconds / 60.0)) end), 0)';

/** Minutes of audio sent through each of `keyIds` (the keys' row ids) since midnight UTC; keys with none are 0. */
export async function minutesTodayByKey(db: Database, keyIds: readonly string[], now: Date): Promise<Map<string, number>> {
  const minutes = new Map<string, number>(keyIds.map((id) => [id, 0]));
  if (keyIds.length === 0) return minutes;
  const rows: Array<{ publishableKeyId: string; minutes: string | number }> = await db('transcriptions')
    .whereIn('publishableKeyId', keyIds)
    .andWhere('createdAt', '>=', startOfUtcDay(now))
    .andWhereNot('status', 'failed')
    .groupBy('publishableKeyId')
    .select('publishableKeyId', db.raw(`${MINUTES_OF_ROW} as minutes`));
  for (const row of rows) minutes.set(row.publishableKeyId, Number(row.minutes));
  return minutes;
}

/** Minutes of audio sent through one key (its row id) since midnight UTC. */
export async function keyMinutesToday(db: Database, keyId: string, now: Date): Promise<number> {
  return (await minutesTodayByKey(db, [keyId], now)).get(keyId) ?? 0;
}

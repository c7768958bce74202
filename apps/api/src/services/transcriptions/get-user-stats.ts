import type { Database } from '../../db/create-database';

/** Dashboard figures computed from real data: never fixed numbers. */
export async function getUserStats(db: Database, userId: string) {
  const row = await db('transcriptions')
    .where({ userId })
    .select(
      db.raw('count(*) as total'),
      db.raw("coalesce(sum(duration_seconds) filter (where status = 'completed'), 0) as seconds"),
      // 1 credit = 1 minute, rounded up per file: the credit value of the work done, on any plan.
      db.raw("coalesce(sum(greatest(1, ceil(duration_seconds / 60))) filter (where status = 'completed'), 0) as credits"),
    )
    .first<{ total: string | number; seconds: string | number; credits: string | number }>();
  const seconds = Number(row?.seconds ?? 0);
  return {
    totalTranscriptions: Number(row?.total ?? 0),
    hoursTranscribed: Math.round((seconds / 3600) * 100) / 100,
    creditsUsed: Number(row?.credits ?? 0),
  };
}

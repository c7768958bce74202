import type { Database } from '../../db/create-database';

/**
 * Dashboard figures computed from real data: never fixed numbers. Credits used are read from the credit ledger (its
 * charges less their refunds), the same rows billing lists, so a transcription paid by today's free allowance uses
 * no credits here either.
 */
export async function getUserStats(db: Database, userId: string) {
  const row = await db('transcriptions')
    .where({ userId })
    .select(
      db.raw('count(*) as total'),
      db.raw("coalesce(sum(duration_seconds) filter (where status = 'completed'), 0) as seconds"),
      db.raw(
        "(select coalesce(-sum(amount), 0) from credit_ledger where credit_ledger.user_id = ? and kind in ('charge', 'refund')) as credits",
        [userId],
      ),
    )
    .first<{ total: string | number; seconds: string | number; credits: string | number }>();
  const seconds = Number(row?.seconds ?? 0);
  return {
    totalTranscriptions: Number(row?.total ?? 0),
    hoursTranscribed: Math.round((seconds / 3600) * 100) / 100,
    creditsUsed: Math.max(0, Number(row?.credits ?? 0)),
  };
}

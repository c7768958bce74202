import type { AppDeps } from '../../deps';

/**
 * Schedules again the deletion of every account marked for deletion whose job is gone (it failed all its attempts,
 * say while the payment provider was away), so that no account stays locked out and undeleted. Run at every start.
 */
export async function ensureDeletionsScheduled(deps: AppDeps): Promise<number> {
  const orphans: Array<{ id: string; deletionScheduledFor: Date }> = await deps
    .db('users')
    .whereNotNull('deletionScheduledFor')
    .whereNotExists((q) =>
      q
        .select(deps.db.raw('1'))
        .from('jobs')
        .where('jobs.type', 'account.delete')
        .whereRaw('jobs.unique_key = users.id::text')
        .whereIn('jobs.state', ['queued', 'running']),
    )
    .select('id', 'deletionScheduledFor');
  for (const user of orphans) await deps.jobs.scheduleAccountDeletion(deps.db, user.id, new Date(user.deletionScheduledFor));
  return orphans.length;
}

import type { AppDeps } from '../../deps';
import type { JobFence } from '../../jobs';
import { newsletterSubscriptions } from './newsletter-subscription-row';

const DAY_MS = 86_400_000;
/** The sweep runs daily at 03:00 UTC, a quiet hour. */
const SWEEP_HOUR_UTC = 3;

/** The first 03:00 UTC strictly after `after`. */
export function nextNewsletterSweepAt(after: Date): Date {
  const today = Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate()) + SWEEP_HOUR_UTC * 3_600_000;
  return new Date(today > after.getTime() ? today : today + DAY_MS);
}

/** A sweep's name: its UTC date ("2026-11-30"), also the key of its job. */
export const sweepDayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** Makes sure the next sweep is scheduled (at every start; a no-op while it is). */
export async function ensureNewsletterSweepScheduled(deps: AppDeps): Promise<void> {
  const at = nextNewsletterSweepAt(deps.now());
  await deps.jobs.scheduleNewsletterSweep(deps.db, sweepDayOf(at), at);
}

/**
 * One day's sweep: deletes the sign-ups still pending once their confirmation link has expired (or that have none),
 * then schedules the next day's, in one transaction fenced by this job. The address's owner never confirmed, so
 * nothing of it is kept; its unsubscribe tokens, if it was subscribed once before, go with the row (on delete cascade).
 * A sign-up can be made again at any time. The next run is the first after both now and this day's own time, so a
 * run that comes late does not schedule a string of past days, and never its own day again.
 */
export async function sweepUnconfirmedSubscriptions(deps: AppDeps, day: string, fence: JobFence): Promise<number> {
  return deps.db.transaction(async (trx) => {
    await fence(trx);
    const now = deps.now();
    const dayTime = new Date(`${day}T00:00:00.000Z`).getTime() + SWEEP_HOUR_UTC * 3_600_000;
    const next = nextNewsletterSweepAt(new Date(Math.max(now.getTime(), dayTime)));
    await deps.jobs.scheduleNewsletterSweep(trx, sweepDayOf(next), next);
    const deleted: number = await newsletterSubscriptions(trx)
      .where({ status: 'pending' })
      .andWhere((expired) => expired.whereNull('confirmTokenExpiresAt').orWhere('confirmTokenExpiresAt', '<=', now))
      .delete();
    return deleted;
  });
}

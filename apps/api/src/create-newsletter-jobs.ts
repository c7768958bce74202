import { z } from 'zod';
import type { AppDeps } from './deps';
import { defineJob, enqueueJob } from './jobs';
import type { JobDefinition } from './jobs/define-job';
import type { NewsletterJobs } from './newsletter-jobs';
import { sweepUnconfirmedSubscriptions } from './services/newsletter/sweep-unconfirmed-subscriptions';

/** The newsletter's upkeep: the daily sweep of sign-ups never confirmed, bound to the app's dependencies (spread into createAppJobs). */
export function createNewsletterJobs(deps: AppDeps): { definitions: JobDefinition[]; jobs: NewsletterJobs } {
  const sweep = defineJob({
    id: 'newsletter.sweep-unconfirmed',
    version: 1,
    payload: z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
    handler: async (payload, run) => {
      const deleted = await sweepUnconfirmedSubscriptions(deps, payload.day, run.fence);
      run.log.info({ day: payload.day, deleted }, 'newsletter sign-ups never confirmed deleted');
    },
  });

  return {
    definitions: [sweep],
    jobs: {
      async scheduleNewsletterSweep(db, day, at) {
        await enqueueJob(db, sweep, { day }, { uniqueKey: day, runAt: at });
      },
    },
  };
}

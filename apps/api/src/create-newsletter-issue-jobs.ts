import { z } from 'zod';
import type { AppDeps } from './deps';
import { defineJob, enqueueJob } from './jobs';
import type { JobDefinition } from './jobs/define-job';
import type { NewsletterIssueJobs } from './newsletter-issue-jobs';
import { deliverNewsletterIssue, markNewsletterIssueFailed } from './services/newsletter/deliver-newsletter-issue';

/** The newsletter's job types, bound to the app's dependencies (spread into createAppJobs). */
export function createNewsletterIssueJobs(deps: AppDeps): { definitions: JobDefinition[]; jobs: NewsletterIssueJobs } {
  const sendIssue = defineJob({
    id: 'newsletter.send-issue',
    version: 1,
    payload: z.object({ issueId: z.uuid() }),
    // A retry carries on after the last committed batch, so trying again costs nothing and mails nobody twice.
    maxAttempts: 10,
    handler: async (payload, run) => {
      try {
        const mailed = await deliverNewsletterIssue(deps, payload.issueId, run.fence);
        run.log.info({ issueId: payload.issueId, mailed }, 'newsletter issue queued for its subscribers');
      } catch (error) {
        // The last attempt: say so on the issue, so the admin sees it stopped short of everyone.
        if (run.attempt >= run.job.maxAttempts) {
          await markNewsletterIssueFailed(deps, payload.issueId, run.fence).catch((markError: unknown) =>
            run.log.error({ err: markError, issueId: payload.issueId }, 'could not mark the newsletter issue failed'),
          );
        }
        throw error;
      }
    },
  });

  return {
    definitions: [sendIssue],
    jobs: {
      async enqueueNewsletterIssue(db, issueId) {
        // The key is free again once a job has finished, so a failed issue's job can be enqueued anew.
        return (await enqueueJob(db, sendIssue, { issueId }, { uniqueKey: issueId })) !== undefined;
      },
    },
  };
}

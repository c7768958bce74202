import { z } from 'zod';
import type { AppJobs } from './app-jobs';
import { createAccountDataJobs } from './create-account-data-jobs';
import { createNewsletterIssueJobs } from './create-newsletter-issue-jobs';
import { createNewsletterJobs } from './create-newsletter-jobs';
import { createWebhookJobs } from './create-webhook-jobs';
import type { AppDeps } from './deps';
import { cancelJobs, defineJob, enqueueJob } from './jobs';
import { sendPasswordReset } from './services/auth/send-password-reset';
import { deleteExpiredMedia } from './services/transcriptions/delete-expired-media';
import { processTranscription } from './services/transcriptions/process-transcription';
import { transcriptionQueuePlacement } from './services/transcriptions/transcription-queue-placement';

const byTranscription = z.object({ transcriptionId: z.uuid() });

/** The app's job types, bound to its dependencies. */
export function createAppJobs(deps: AppDeps): AppJobs {
  const transcribe = defineJob({
    id: 'transcription.process',
    version: 1,
    payload: byTranscription,
    maxAttempts: 3,
    handler: (payload, run) => processTranscription(deps, payload.transcriptionId, run),
  });
  const deleteMedia = defineJob({
    id: 'media.delete',
    version: 1,
    payload: byTranscription,
    handler: (payload) => deleteExpiredMedia(deps, payload.transcriptionId),
  });
  const passwordReset = defineJob({
    id: 'auth.password-reset-email',
    version: 1,
    payload: z.object({ email: z.string().min(1) }),
    maxAttempts: 3,
    handler: (payload, run) => sendPasswordReset(deps, payload.email, run.log),
  });
  const sendEmail = defineJob({
    id: 'mail.send',
    version: 1,
    payload: z.object({
      to: z.string().min(1),
      subject: z.string(),
      text: z.string(),
      html: z.string().optional(),
      replyTo: z.string().optional(),
      listUnsubscribeUrl: z.string().optional(),
    }),
    maxAttempts: 5,
    handler: (payload) => deps.mailer.send(payload),
  });
  // The mailer keeps count of an e-mail's attempts and its backoff; the job only carries a due retry to any worker.
  const retryEmail = defineJob({
    id: 'mail.retry',
    version: 1,
    payload: z.object({ emailId: z.uuid() }),
    maxAttempts: 3,
    handler: (payload) => deps.mailer.retry(payload.emailId),
  });
  // Exports, account deletion and notification e-mails.
  const accountData = createAccountDataJobs(deps);
  const newsletter = createNewsletterJobs(deps);
  const newsletterIssues = createNewsletterIssueJobs(deps);
  const webhooks = createWebhookJobs(deps);
  return {
    ...accountData.jobs,
    ...newsletter.jobs,
    ...newsletterIssues.jobs,
    ...webhooks.jobs,
    definitions: [
      transcribe,
      deleteMedia,
      passwordReset,
      sendEmail,
      retryEmail,
      ...accountData.definitions,
      ...newsletter.definitions,
      ...newsletterIssues.definitions,
      ...webhooks.definitions,
    ],
    async enqueueTranscription(db, transcriptionId) {
      const placement = await transcriptionQueuePlacement(deps, db, transcriptionId);
      await enqueueJob(db, transcribe, { transcriptionId }, { uniqueKey: transcriptionId, placement });
    },
    async cancelFor(transcriptionId, db = deps.db) {
      await cancelJobs(db, { type: transcribe.id, uniqueKey: transcriptionId });
    },
    async cancelAllFor(db, transcriptionId) {
      await cancelJobs(db, { payloadContains: { transcriptionId } });
    },
    async scheduleMediaCleanup(db, transcriptionId) {
      const runAt = new Date(deps.now().getTime() + deps.config.mediaRetentionMs);
      await enqueueJob(db, deleteMedia, { transcriptionId }, { uniqueKey: transcriptionId, runAt });
    },
    async enqueuePasswordReset(db, email) {
      await enqueueJob(db, passwordReset, { email });
    },
    async enqueueEmail(db, email) {
      await enqueueJob(db, sendEmail, email);
    },
    async enqueueEmailRetry(db, emailId, runAt) {
      await enqueueJob(db, retryEmail, { emailId }, { runAt });
    },
  };
}

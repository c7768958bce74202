import { z } from 'zod';
import type { AppJobs } from './app-jobs';
import { createAccountDataJobs } from './create-account-data-jobs';
import { createNewsletterIssueJobs } from './create-newsletter-issue-jobs';
import { createNewsletterJobs } from './create-newsletter-jobs';
import { createWebhookJobs } from './create-webhook-jobs';
import type { AppDeps } from './deps';
import { cancelJobs, defineJob, enqueueJob } from './jobs';
import { sendPasswordReset } from './services/auth/send-password-reset';
import { decodeTranscriptionPart } from './services/transcriptions/decode-transcription-part';
import { deleteExpiredMedia } from './services/transcriptions/delete-expired-media';
import { joinTranscriptionParts } from './services/transcriptions/join-transcription-parts';
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
  // A part of a file the local engine decodes apart, and the join of the parts (split-transcription.ts).
  const decodePart = defineJob({
    id: 'transcription.decode-part',
    version: 1,
    payload: z.object({ transcriptionId: z.uuid(), splitId: z.uuid(), index: z.number().int().nonnegative() }),
    maxAttempts: 3,
    handler: (payload, run) => decodeTranscriptionPart(deps, payload, run),
  });
  const joinParts = defineJob({
    id: 'transcription.join-parts',
    version: 1,
    payload: z.object({ transcriptionId: z.uuid(), splitId: z.uuid() }),
    maxAttempts: 3,
    handler: (payload, run) => joinTranscriptionParts(deps, payload, run),
  });
  const processing = [transcribe, decodePart, joinParts];
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
      ...processing,
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
    async enqueueTranscriptionParts(db, { transcriptionId, splitId, count, inTurnOf }) {
      for (let index = 0; index < count; index++) {
        await enqueueJob(db, decodePart, { transcriptionId, splitId, index }, { uniqueKey: `${splitId}:${index}`, inTurnOf });
      }
    },
    async enqueueTranscriptionJoin(db, transcriptionId, splitId) {
      // The app's own lane: a short step that finishes work already under way, not a new file to take turns with.
      await enqueueJob(db, joinParts, { transcriptionId, splitId }, { uniqueKey: splitId });
    },
    async cancelTranscriptionParts(db, splitId, exceptJobId) {
      await cancelJobs(db, { payloadContains: { splitId }, exceptIds: [exceptJobId] });
    },
    async cancelFor(transcriptionId, db = deps.db) {
      // The file's own job and, when it was split, its parts and their join.
      for (const definition of processing) await cancelJobs(db, { type: definition.id, payloadContains: { transcriptionId } });
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

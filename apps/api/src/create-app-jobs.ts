import { z } from 'zod';
import type { AppJobs } from './app-jobs';
import type { AppContext } from './context';
import { cancelJobs, defineJob, enqueueJob } from './jobs';
import { sendPasswordReset } from './services/auth/send-password-reset';
import { deleteExpiredMedia } from './services/transcriptions/delete-expired-media';
import { processTranscription } from './services/transcriptions/process-transcription';

const byTranscription = z.object({ transcriptionId: z.uuid() });

/** The app's job types, bound to its dependencies. */
export function createAppJobs(ctx: AppContext): AppJobs {
  const transcribe = defineJob({
    id: 'transcription.process',
    version: 1,
    payload: byTranscription,
    maxAttempts: 3,
    handler: (payload, run) => processTranscription(ctx, payload.transcriptionId, run),
  });
  const deleteMedia = defineJob({
    id: 'media.delete',
    version: 1,
    payload: byTranscription,
    handler: (payload) => deleteExpiredMedia(ctx, payload.transcriptionId),
  });
  const passwordReset = defineJob({
    id: 'auth.password-reset-email',
    version: 1,
    payload: z.object({ email: z.string().min(1) }),
    maxAttempts: 3,
    handler: (payload, run) => sendPasswordReset(ctx, payload.email, run.log),
  });
  return {
    definitions: [transcribe, deleteMedia, passwordReset],
    async enqueueTranscription(db, transcriptionId) {
      await enqueueJob(db, transcribe, { transcriptionId }, { uniqueKey: transcriptionId });
    },
    async cancelFor(transcriptionId, db = ctx.db) {
      await cancelJobs(db, { type: transcribe.id, uniqueKey: transcriptionId });
    },
    async cancelAllFor(db, transcriptionId) {
      await cancelJobs(db, { payloadContains: { transcriptionId } });
    },
    async scheduleMediaCleanup(db, transcriptionId) {
      const runAt = new Date(ctx.now().getTime() + ctx.config.mediaRetentionMs);
      await enqueueJob(db, deleteMedia, { transcriptionId }, { uniqueKey: transcriptionId, runAt });
    },
    async enqueuePasswordReset(db, email) {
      await enqueueJob(db, passwordReset, { email });
    },
  };
}

import { z } from 'zod';
import type { AppContext } from './context';
import type { Database } from './db/create-database';
import { cancelJobs, defineJob, enqueueJob, type JobDefinition } from './jobs';
import { sendPasswordReset } from './services/auth/send-password-reset';
import { deleteExpiredMedia } from './services/transcriptions/delete-expired-media';
import { processTranscription } from './services/transcriptions/process-transcription';

const byTranscription = z.object({ transcriptionId: z.uuid() });

export interface AppJobs {
  /** Every job type this app runs, for its workers. */
  definitions: JobDefinition[];
  enqueueTranscription(db: Database, transcriptionId: string): Promise<void>;
  /** Stops any processing of a transcription (running handlers see their signal aborted); `db` may be a transaction. */
  cancelFor(transcriptionId: string, db?: Database): Promise<void>;
  /** Cancels every job about a transcription, whatever its type (processing, media deletion…): for when it is deleted. */
  cancelAllFor(db: Database, transcriptionId: string): Promise<void>;
  /** Deletes the media after MEDIA_RETENTION_HOURS. */
  scheduleMediaCleanup(db: Database, transcriptionId: string): Promise<void>;
  /** Mails a reset link if the e-mail has an account (decided by the job, not the request). */
  enqueuePasswordReset(db: Database, email: string): Promise<void>;
}

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

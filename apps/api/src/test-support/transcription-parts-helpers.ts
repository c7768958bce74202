import type { Database } from '../db/create-database';
import { probeMedia } from '../services/media/probe-media';
import { createLocalEngine } from '../services/speech/local/local-engine';
import type { Transcript } from '../services/speech/speech-engine';

/** Polls `read` every 50 ms until `done` holds. */
export async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 180_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface JobOfTranscription {
  id: string;
  type: string;
  state: string;
  attempts: number;
  lockedBy: string | null;
  payload: { index?: number };
}

/** Every job about one transcription: its own, its parts' and their join's. */
export async function jobsOf(db: Database, transcriptionId: string): Promise<JobOfTranscription[]> {
  return (await db('jobs')
    .whereRaw(`payload->>'transcriptionId' = ?`, [transcriptionId])
    .orderBy('createdAt')
    .select('id', 'type', 'state', 'attempts', 'lockedBy', 'payload')) as JobOfTranscription[];
}

/**
 * The file's processing jobs once none of them runs any more. The join completes the transcription inside its handler,
 * so the transcript is visible a moment before the join's own job is marked succeeded.
 */
export async function settledJobsOf(db: Database, transcriptionId: string): Promise<JobOfTranscription[]> {
  const processing = async () => (await jobsOf(db, transcriptionId)).filter((job) => job.type.startsWith('transcription.'));
  return pollUntil(processing, (jobs) => jobs.every((job) => job.state !== 'running'), 30_000);
}

/** Waits until no job runs or is due (the sign-up's e-mails sent), so that every slot is free. */
export async function queueIdle(db: Database): Promise<void> {
  const busy = db('jobs')
    .where('state', 'running')
    .orWhere((queued) => queued.where('state', 'queued').andWhere('runAt', '<=', db.fn.now()))
    .count({ n: '*' });
  await pollUntil(
    async () => Number(((await busy.clone()) as { n: string }[])[0]?.n ?? 0),
    (n) => n === 0,
    60_000,
  );
}

export { uploadWav } from './upload-wav';

/** The transcript the in-process path gives for the file, cut for `concurrency` decoders: what part jobs must match. */
export async function inProcessTranscript(path: string, concurrency: number): Promise<Transcript> {
  const probe = await probeMedia(path);
  return createLocalEngine({ concurrency }).transcribe({
    path,
    durationSeconds: probe.durationSeconds,
    signal: new AbortController().signal,
    onProgress: () => undefined,
  });
}

import type { Database } from '../db/create-database';
import { TranscriptionModel } from '../models/transcription';
import { waitFor } from './jobs/job-test-database';

const SPOKEN = 'Welcome to the café meeting. Дмитрий sends the budget tomorrow.';

/** A transcription as the pipeline leaves it (completed, with word timings), or in another state. */
export async function insertTranscription(
  db: Database,
  userId: string,
  overrides: Partial<
    Pick<
      TranscriptionModel,
      | 'fileName'
      | 'status'
      | 'errorMessage'
      | 'mediaKey'
      | 'createdAt'
      | 'engine'
      | 'words'
      | 'segments'
      | 'transcriptText'
      | 'durationSeconds'
    >
  > = {},
): Promise<TranscriptionModel> {
  const words = SPOKEN.split(' ').map((text, i) => ({ start: 0.5 + i * 0.45, end: 0.85 + i * 0.45, text, confidence: 0.9 }));
  const completed = (overrides.status ?? 'completed') === 'completed';
  return TranscriptionModel.query(db).insertAndFetch({
    userId,
    fileName: 'team-meeting.mp3',
    fileSize: 1000,
    mimeType: 'audio/mpeg',
    mediaKey: null,
    uploadPath: 'direct',
    status: 'completed',
    progress: completed ? 100 : 0,
    language: 'en',
    engine: 'local',
    transcriptText: completed ? SPOKEN : null,
    words: completed ? words : [],
    segments: completed ? [{ start: 0.5, end: words.at(-1)?.end ?? 1, text: SPOKEN, speaker: 'A' }] : [],
    durationSeconds: completed ? 125 : null,
    completedAt: completed ? new Date() : null,
    ...overrides,
  });
}

/** Makes the queued jobs of a type due now (their run_at may be days away) and wakes the worker. */
export async function runJobsNow(db: Database, type: string): Promise<void> {
  await db('jobs').where({ type, state: 'queued' }).update({ runAt: db.fn.now() });
  await db.raw('select pg_notify(?, ?)', ['verbatim_jobs', type]);
}

/** The jobs of a type, oldest first. */
export async function jobsOf(
  db: Database,
  type: string,
): Promise<Array<{ id: string; state: string; runAt: Date; uniqueKey: string | null; payload: unknown }>> {
  return db('jobs').where({ type }).orderBy('createdAt', 'asc');
}

/** Waits until no job of the type is queued or running, e.g. after runJobsNow. */
export async function waitForJobsDone(db: Database, type: string, timeoutMs = 20_000): Promise<void> {
  await waitFor(
    async () => {
      const pending = await db('jobs').where({ type }).whereIn('state', ['queued', 'running']).first('id');
      return !pending;
    },
    `the ${type} jobs to finish`,
    timeoutMs,
  );
}

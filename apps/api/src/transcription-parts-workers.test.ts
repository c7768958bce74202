import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSession } from './test-support/cookie-fetch';
import { makeTestMedia, type TestMedia } from './test-support/media/make-test-media';
import { runEntry } from './test-support/spawn-server';
import { startTestServer, type TestServer } from './test-support/start-test-server';
import { inProcessTranscript, jobsOf, pollUntil, settledJobsOf, uploadWav } from './test-support/transcription-parts-helpers';

// Standalone workers share one database: only PostgreSQL can do that (PGlite belongs to one process).
const postgres = Boolean(process.env.DATABASE_URL);

// Defined only with PostgreSQL (CI sets DATABASE_URL), so nothing shows as skipped without it; without it, the api
// project's configuration leaves this file out of the run.
if (postgres)
  describe('part jobs on standalone workers', () => {
    let api: TestServer;
    let media: TestMedia;
    let env: Record<string, string>;
    const shared = {
      STORAGE_SIGNING_SECRET: 'a-shared-secret-of-at-least-32-characters',
      // One decoder each, and a short lease so that a killed worker's part is taken over quickly.
      WORKER_CONCURRENCY: '1',
      TRANSCRIBE_CONCURRENCY: '1',
      WORKER_LEASE_SECONDS: '3',
    };

    beforeAll(async () => {
      media = await makeTestMedia();
      // The API in this process, running no worker: the two worker processes below do all the decoding.
      api = await startTestServer({ database: 'postgres', env: { ...shared, RUN_WORKER: 'false' } });
      env = { ...shared, DATABASE_URL: api.deps.config.databaseUrl ?? '', DATA_DIR: api.dataDir, LOG_LEVEL: 'warn' };
    }, 120_000);
    afterAll(async () => {
      await api?.close();
    });

    it('kill -9 of a worker mid-part loses only that part: the other worker takes it over and the transcript is whole', async () => {
      const database = api.deps;
      const workers = [runEntry('worker.ts', [], env), runEntry('worker.ts', [], env)];
      try {
        // Both workers have said how many slots they have, so the file is planned as two parts.
        await pollUntil(
          async () => Number(((await database.db('job_workers').count({ n: '*' })) as { n: string }[])[0]?.n ?? 0),
          (n) => n === 2,
          180_000,
        );
        const http = createHttpSession(api.url);
        await http.post('/api/auth/register', { email: `parts.${Date.now()}@example.com`, password: 'password123', firstName: 'P' });
        const id = await uploadWav(http, media.long.path, 'long.wav');

        // Kill the worker of a part once that part has decoded some of its audio.
        const decoding = await pollUntil(
          async () => {
            const running = (await jobsOf(database.db, id)).filter(
              (job) => job.type === 'transcription.decode-part' && job.state === 'running',
            );
            const decoded = (await database.db('transcription_parts').where('decodedSeconds', '>', 0).select('index')) as {
              index: number;
            }[];
            return running.find((job) => decoded.some((part) => part.index === job.payload.index));
          },
          (job) => job !== undefined,
        );
        const victim = workers.find((worker) => decoding?.lockedBy?.includes(`:${worker.pid}:`));
        expect(victim).toBeDefined();
        victim?.kill('SIGKILL');

        const done = await pollUntil(
          () => database.db('transcriptions').where({ id }).first() as Promise<{ status: string; words: unknown; transcriptText: string }>,
          (t) => t.status === 'completed' || t.status === 'failed',
        );
        expect(done.status).toBe('completed');
        // The file's processing jobs (its media clean-up and notification are queued for later).
        const jobs = await settledJobsOf(database.db, id);
        const attempts = Object.fromEntries(
          jobs.map((job) => [job.type === 'transcription.decode-part' ? `part ${job.payload.index}` : job.type, [job.state, job.attempts]]),
        );
        // The killed part ran twice; nothing else ran again.
        expect(attempts).toEqual({
          'transcription.process': ['succeeded', 1],
          [`part ${decoding?.payload.index}`]: ['succeeded', 2],
          [`part ${1 - (decoding?.payload.index ?? 0)}`]: ['succeeded', 1],
          'transcription.join-parts': ['succeeded', 1],
        });

        const inProcess = await inProcessTranscript(media.long.path, 2);
        expect(done.transcriptText).toBe(inProcess.text);
        expect(done.words).toEqual(inProcess.words);
      } finally {
        for (const worker of workers) if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGTERM');
      }
    }, 400_000);
  });

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childProcesses, waitUntil } from '../test-support/media/child-processes';
import { makeTestMedia, type TestMedia } from '../test-support/media/make-test-media';
import { signedUpSession } from '../test-support/signed-up-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { testDatabases } from '../test-support/test-databases';
import { inProcessTranscript, jobsOf, pollUntil, queueIdle, settledJobsOf, uploadWav } from '../test-support/transcription-parts-helpers';

interface StoredTranscript {
  status: string;
  progress: number;
  transcriptText: string | null;
  words: unknown;
  segments: unknown;
}

// Two decoder slots: the file's own job counts its slot and the other idle one, so the file becomes two part jobs.
describe.each(testDatabases())('a local transcription decoded as part jobs on %s', (database) => {
  let server: TestServer;
  let media: TestMedia;

  beforeAll(async () => {
    media = await makeTestMedia();
    server = await startTestServer({
      database,
      env: { WORKER_CONCURRENCY: '2', TRANSCRIBE_CONCURRENCY: '2', WORKER_LEASE_SECONDS: '3' },
    });
  }, 300_000);
  afterAll(async () => {
    await server?.close();
  });

  const row = (id: string) => server.deps.db('transcriptions').where({ id }).first() as Promise<StoredTranscript>;

  it('stores the transcript the in-process path gives, with progress from the parts, and removes the parts', async () => {
    const { http } = await signedUpSession(server, 'parts');
    await queueIdle(server.deps.db);
    const id = await uploadWav(http, media.long.path, 'long.wav');
    const progress: number[] = [];
    const done = await pollUntil(
      () => row(id),
      (t) => {
        progress.push(t.progress);
        return t.status === 'completed' || t.status === 'failed';
      },
    );
    expect(done.status).toBe('completed');

    const jobs = await settledJobsOf(server.deps.db, id);
    const parts = jobs.filter((job) => job.type === 'transcription.decode-part');
    expect(parts.map((job) => [job.payload.index, job.state]).sort()).toEqual([
      [0, 'succeeded'],
      [1, 'succeeded'],
    ]);
    expect(jobs.filter((job) => job.type === 'transcription.join-parts').map((job) => job.state)).toEqual(['succeeded']);
    // Progress moved while the parts decoded, not only at the start and the end.
    expect(progress.some((value) => value > 5 && value < 100)).toBe(true);
    expect(Number(((await server.deps.db('transcription_parts').count({ n: '*' })) as { n: string }[])[0]?.n)).toBe(0);

    const inProcess = await inProcessTranscript(media.long.path, 2);
    expect(done.transcriptText).toBe(inProcess.text);
    expect(done.words).toEqual(inProcess.words);
    expect(done.segments).toEqual(inProcess.segments);
  }, 300_000);

  it('cancels the parts, and stops their decoders, when the transcription is deleted', async () => {
    const { http } = await signedUpSession(server, 'deleting');
    await queueIdle(server.deps.db);
    const id = await uploadWav(http, media.long.path, 'long.wav');
    await pollUntil(
      () => jobsOf(server.deps.db, id),
      (jobs) => jobs.some((job) => job.type === 'transcription.decode-part' && job.state === 'running'),
    );
    const res = await http.fetch(`${http.baseUrl}/api/transcriptions/${id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);

    const parts = (await jobsOf(server.deps.db, id)).filter((job) => job.type === 'transcription.decode-part');
    expect(parts.length).toBeGreaterThanOrEqual(2);
    for (const part of parts) expect(['cancelled', 'succeeded']).toContain(part.state);
    expect(parts.some((part) => part.state === 'cancelled')).toBe(true);
    // A running part sees the cancellation at its next heartbeat (1 s here) and kills its decoder.
    await waitUntil(() => !childProcesses().some((child) => child.name.startsWith('pocketsphinx')), 20_000, 'the decoders to stop');
    expect((await jobsOf(server.deps.db, id)).filter((job) => job.type === 'transcription.join-parts')).toEqual([]);
  }, 300_000);
});

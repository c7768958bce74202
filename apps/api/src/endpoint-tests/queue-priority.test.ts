import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestMedia, type TestMedia } from '../test-support/media/make-test-media';
import { runPriorityScenario } from '../test-support/priority-scenario';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { testDatabases } from '../test-support/test-databases';

describe.each(testDatabases())('the queue with one decoder on %s', (database) => {
  let server: TestServer;
  let media: TestMedia;

  beforeAll(async () => {
    media = await makeTestMedia();
    server = await startTestServer({ database, env: { WORKER_CONCURRENCY: '1', TRANSCRIBE_CONCURRENCY: '1' } });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it("finishes a Pro trial's single file before at least two of a free account's three files queued before it", async () => {
    const result = await runPriorityScenario(server, media.wav);

    expect([...result.free.files, result.pro.file].map((file) => file.status)).toEqual([
      'completed',
      'completed',
      'completed',
      'completed',
    ]);
    expect(result.freeFinishedAfterPro).toBeGreaterThanOrEqual(2);
    const ids = [...result.free.files, result.pro.file].map((file) => file.id);
    const lanes = await server.deps
      .db('jobs')
      .where({ type: 'transcription.process' })
      .whereRaw(`payload->>'transcriptionId' in (${ids.map(() => '?').join(', ')})`, ids)
      .select('accountId', 'priorityClass');
    expect(lanes).toEqual(
      expect.arrayContaining([
        { accountId: result.free.userId, priorityClass: 2 },
        { accountId: result.pro.userId, priorityClass: 1 },
      ]),
    );
  }, 240_000);
});

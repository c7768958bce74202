import { readFileSync } from 'node:fs';
import {
  createClient,
  createMemoryResumeStorage,
  isServiceUnavailableError,
  type ServiceUnavailableError,
  type UploadQueueEvent,
} from '@verbatim/core-sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCookieFetch } from '../test-support/cookie-fetch';
import { PASSWORD, uniqueEmail } from '../test-support/core-sdk-session';
import { makeTestMedia, type TestMedia } from '../test-support/media/make-test-media';
import { startTestServer, type TestServer } from '../test-support/start-test-server';

describe('SDK uploads while the server is stopping', () => {
  let server: TestServer;
  let media: TestMedia;
  beforeAll(async () => {
    media = await makeTestMedia();
    server = await startTestServer({ env: { RUN_WORKER: 'false' } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  async function signedIn() {
    const client = createClient({
      baseUrl: server.url,
      fetch: createCookieFetch(),
      // No retries of the resumable path's requests: the refusal itself is what this test reads.
      uploads: { resumable: { retryDelays: [], storage: createMemoryResumeStorage() } },
    });
    await client.auth.register({ email: uniqueEmail('restart'), password: PASSWORD, firstName: 'Ada' });
    return client;
  }

  it('a refused upload is a ServiceUnavailableError with the server’s words and Retry-After, on every path, and in the queue', async () => {
    const client = await signedIn();
    // The same step a SIGTERM starts: from now on the server refuses new uploads.
    await server.deps.uploadGate.drain(0);
    const file = new File([readFileSync(media.wav)], 'late.wav', { type: 'audio/wav' });

    for (const path of ['direct', 'object', 'resumable'] as const) {
      const error = await client.uploads.upload(file, { path }).catch((e: unknown) => e);
      expect(isServiceUnavailableError(error), `${path}: ${String(error)}`).toBe(true);
      expect(error).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 10 });
      expect((error as ServiceUnavailableError).serverMessage).toMatch(/restarting.*try again/i);
    }

    const queue = client.uploads.createQueue();
    const events: UploadQueueEvent[] = [];
    queue.events.subscribe((event) => events.push(event));
    const [id] = queue.add([file]);
    await vi.waitFor(() => expect(queue.getSnapshot()[0]?.status).toBe('error'), { timeout: 10_000, interval: 50 });
    const failure = {
      reason: 'service-unavailable',
      stage: 'upload',
      serverMessage: expect.stringMatching(/restarting.*try again/i),
      retryAfterSeconds: 10,
    };
    expect(queue.getSnapshot()[0]).toMatchObject({ id, failure });
    expect(events).toContainEqual(expect.objectContaining({ type: 'failed', itemId: id, failure }));
    queue.destroy();
  });
});

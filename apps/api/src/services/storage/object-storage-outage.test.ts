import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker } from '../../jobs';
import { isStorageUnavailable } from '../../lib/storage-unavailable';
import { captureLog } from '../../test-support/capture-log';
import type { HttpSession } from '../../test-support/cookie-fetch';
import { type FaultyProxy, type ProxyMode, startFaultyProxy } from '../../test-support/faulty-proxy';
import { waitFor } from '../../test-support/jobs/job-test-database';
import { makeToneWav } from '../../test-support/media/make-tone-wav';
import { signedUpSession } from '../../test-support/signed-up-session';
import { startS3rver, type TestS3Server } from '../../test-support/start-s3rver';
import { startTestServer, type TestServer } from '../../test-support/start-test-server';
import { s3StorageEnv } from '../../test-support/storage-driver-env';

describe('object storage failing under a running server (S3 behind a faulty front)', () => {
  let s3: TestS3Server;
  let proxy: FaultyProxy;
  let server: TestServer;
  let dir: string;
  let wav: Buffer;
  const log = captureLog();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'verbatim-s3-outage-'));
    wav = makeToneWav(join(dir, 'tone.wav'), 2);
    s3 = await startS3rver();
    proxy = await startFaultyProxy(s3.endpoint);
    // No worker in the server: the test starts one when it wants the job to run.
    server = await startTestServer({ env: { ...s3StorageEnv(s3), S3_ENDPOINT: proxy.url, RUN_WORKER: 'false' }, logger: log.logger });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const upload = (http: HttpSession) => {
    const form = new FormData();
    form.append('file', new Blob([wav], { type: 'audio/wav' }), 'tone.wav');
    return http.fetch(`${server.url}/api/transcriptions/upload`, { method: 'POST', body: form });
  };

  async function storedKeys(): Promise<string[]> {
    const keys: string[] = [];
    for await (const object of server.deps.storage.list('')) keys.push(object.key);
    return keys;
  }

  it.each<ProxyMode>(['error', 'refuse'])(
    'an upload while storage is down (%s) answers 503 try-again, and nothing is recorded as stored',
    async (mode) => {
      const { http, userId } = await signedUpSession(server, 's3down');
      const keysBefore = await storedKeys();
      await proxy.setMode(mode);
      try {
        const refused = await upload(http);
        expect(refused.status).toBe(503);
        expect(refused.headers.get('retry-after')).toBe('10');
        expect(await refused.json()).toEqual({
          error: { code: 'SERVICE_UNAVAILABLE', message: 'Verbatim cannot reach its file storage for a moment. Please try again shortly.' },
        });
      } finally {
        await proxy.setMode('pass');
      }
      expect(await server.deps.db('transcriptions').where({ userId })).toEqual([]);
      expect(await storedKeys()).toEqual(keysBefore);
      expect((await upload(http)).status).toBe(201);
      // The outage is logged when it starts and when it ends, not once per refused request.
      const outageLines = log.lines.filter((line) => /^object storage (is unreachable|answers again)/.test(line.msg ?? ''));
      expect(outageLines.map((line) => line.msg)).toEqual([
        'object storage is unreachable; uploads and downloads answer 503 until it is back',
        'object storage answers again',
      ]);
      expect(outageLines[1]?.refused).toBeGreaterThanOrEqual(1);
      log.lines.length = 0;
    },
  );

  it('a transcription job whose media cannot be read is retried later, and completes once storage is back', async () => {
    const { http, userId } = await signedUpSession(server, 's3job');
    const stored = await upload(http);
    expect(stored.status).toBe(201);
    const { transcriptionId } = (await stored.json()) as { transcriptionId: string };
    await proxy.setMode('error');
    const worker = createWorker({
      db: server.deps.db,
      jobs: server.deps.jobs.definitions,
      logger: pino({ level: 'silent' }),
      concurrency: 1,
      pollMs: 100,
      retryDelayMs: () => 300,
    });
    await worker.start();
    try {
      const failedAttempt = await waitFor(
        async () =>
          (await server.deps
            .db('jobs')
            .where({ type: 'transcription.process', state: 'queued' })
            .whereRaw(`payload->>'transcriptionId' = ?`, [transcriptionId])
            .where('attempts', '>=', 1)
            .first()) as { lastError: string | null } | undefined,
        'a failed attempt put back in the queue',
      ).catch(async (error: unknown) => {
        console.log(await server.deps.db('jobs').select('type', 'state', 'attempts', 'lastError', 'payload'));
        console.log(await server.deps.db('transcriptions').where({ id: transcriptionId }).select('status', 'errorMessage'));
        throw error;
      });
      expect(failedAttempt.lastError).toBeTruthy();
      const meanwhile = await server.deps.db('transcriptions').where({ id: transcriptionId }).first();
      expect(meanwhile.status).not.toBe('failed');
      await proxy.setMode('pass');
      await waitFor(
        async () => {
          const row = await server.deps.db('transcriptions').where({ id: transcriptionId, userId }).first();
          return row.status === 'completed' ? row : undefined;
        },
        'the transcription to complete',
        60_000,
      ).catch(async (error: unknown) => {
        console.log(await server.deps.db('jobs').select('type', 'state', 'attempts', 'runAt', 'lastError'), new Date());
        console.log(await server.deps.db('transcriptions').where({ id: transcriptionId }).select('status', 'errorMessage'));
        throw error;
      });

      // The media's deletion, due after the retention period, meets the outage too: it is retried, and the file is
      // recorded as deleted only once the store has deleted it.
      const { mediaKey } = (await server.deps.db('transcriptions').where({ id: transcriptionId }).first()) as { mediaKey: string };
      expect(await storedKeys()).toContain(mediaKey);
      await proxy.setMode('error');
      const deletion = () =>
        server.deps.db('jobs').where({ type: 'media.delete' }).whereRaw(`payload->>'transcriptionId' = ?`, [transcriptionId]);
      await deletion().update({ runAt: server.deps.db.fn.now() });
      worker.wake();
      await waitFor(
        async () => (await deletion().where({ state: 'queued' }).where('attempts', '>=', 1).first()) as unknown,
        'a failed deletion put back in the queue',
      );
      expect((await server.deps.db('transcriptions').where({ id: transcriptionId }).first()).mediaKey).toBe(mediaKey);
      await proxy.setMode('pass');
      await deletion().update({ runAt: server.deps.db.fn.now() });
      worker.wake();
      await waitFor(
        async () => ((await deletion().where({ state: 'succeeded' }).first()) as unknown) ?? undefined,
        'the deletion to succeed once storage is back',
      );
      expect((await server.deps.db('transcriptions').where({ id: transcriptionId }).first()).mediaKey).toBeNull();
      expect(await storedKeys()).not.toContain(mediaKey);
    } finally {
      await proxy.setMode('pass');
      await worker.stop();
    }
  }, 120_000);
});

describe('telling a failing store from a refusal', () => {
  it('5xx and no answer are the store failing; a 4xx or an error outside the SDK is not', () => {
    const sdkError = (status: number | undefined, name = 'S3ServiceException') =>
      Object.assign(new Error(name), { name, $metadata: { httpStatusCode: status } });
    expect(isStorageUnavailable(sdkError(503, 'SlowDown'))).toBe(true);
    expect(isStorageUnavailable(sdkError(500, 'InternalError'))).toBe(true);
    expect(isStorageUnavailable(sdkError(undefined))).toBe(true);
    expect(isStorageUnavailable(sdkError(403, 'AccessDenied'))).toBe(false);
    expect(isStorageUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(false);
  });
});

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiError } from '@verbatim/core-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpSdk } from '../test-support/core-sdk-session';
import { makeToneWav } from '../test-support/media/make-tone-wav';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { testDatabases } from '../test-support/test-databases';

let dir: string;
let wav: Buffer;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'verbatim-sdk-idempotency-'));
  wav = makeToneWav(join(dir, 'tone.wav'), 2);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(testDatabases())('the SDK idempotencyKey against the real API on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, env: { RUN_WORKER: 'false' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('objects.processUpload with one key makes one transcription, and the key refuses another request', async () => {
    const { client } = await signedUpSdk(server, 'idempotent');
    const target = await client.objects.requestUploadUrl({ contentType: 'audio/wav', fileName: 'tone.wav', fileSize: wav.length });
    const put = await fetch(target.uploadURL, { method: target.method, headers: target.headers, body: wav });
    expect(put.status).toBe(200);
    const body = { uploadURL: target.uploadURL, fileName: 'tone.wav', fileSize: wav.length };
    const idempotencyKey = randomUUID();

    const first = await client.objects.processUpload(body, { idempotencyKey });
    expect(await client.objects.processUpload(body, { idempotencyKey })).toEqual(first);
    expect((await client.transcriptions.list()).items.map((t) => t.id)).toEqual([first.transcriptionId]);

    const reused = await client.objects.processUpload({ ...body, fileName: 'other.wav' }, { idempotencyKey }).catch((e: unknown) => e);
    expect(reused).toBeInstanceOf(ApiError);
    expect(reused).toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
  });
});

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteExpiredIdempotencyKeys, idempotencyKeysTable } from '../services/idempotency/idempotency-keys';
import type { HttpSession } from '../test-support/cookie-fetch';
import { makeToneWav } from '../test-support/media/make-tone-wav';
import { signedUpSession } from '../test-support/signed-up-session';
import { manualClock, startTestServer, type TestServer } from '../test-support/start-test-server';
import { testDatabases } from '../test-support/test-databases';

const PROCESS = '/api/objects/process-upload';
const HOUR = 3_600_000;

let dir: string;
let wav: Buffer;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'verbatim-idempotency-'));
  wav = makeToneWav(join(dir, 'tone.wav'), 2);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(testDatabases())('Idempotency-Key on the process calls, on %s', (database) => {
  const clock = manualClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, now: clock.now, env: { RUN_WORKER: 'false' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const signedUp = () => signedUpSession(server, 'idempotency');

  /** A presigned object upload, optionally already PUT to storage; the body that asks to process it. */
  async function objectUpload(http: HttpSession, { put = true } = {}) {
    const start = await http.post('/api/objects/upload', { contentType: 'audio/wav', fileName: 'tone.wav', fileSize: wav.length });
    expect(start.status).toBe(200);
    const uploadURL = String(start.json.uploadURL);
    const putIt = async () => {
      const stored = await fetch(uploadURL, { method: 'PUT', body: wav, headers: { 'Content-Type': 'audio/wav' } });
      expect(stored.status).toBe(200);
    };
    if (put) await putIt();
    return { body: { uploadURL, fileName: 'tone.wav', fileSize: wav.length }, putIt };
  }

  const transcriptionsOf = async (userId: string) => server.deps.db('transcriptions').where({ userId }).pluck('id');
  const withKey = (key: string) => ({ 'Idempotency-Key': key });

  it('a repeat with the same key gets the first answer again, and makes no second transcription', async () => {
    const { http, userId } = await signedUp();
    const { body } = await objectUpload(http);
    const key = randomUUID();
    const first = await http.post(PROCESS, body, withKey(key));
    expect(first.status).toBe(201);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    const again = await http.post(PROCESS, body, withKey(key));
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.json).toEqual(first.json);
    // Field order is not part of the request: the same fields in another order are the same request.
    const reordered = await http.post(
      PROCESS,
      { fileSize: body.fileSize, fileName: body.fileName, uploadURL: body.uploadURL },
      withKey(key),
    );
    expect(reordered.status).toBe(201);
    expect(reordered.json.transcriptionId).toBe(first.json.transcriptionId);
    expect(await transcriptionsOf(userId)).toEqual([first.json.transcriptionId]);
  });

  it('the large path honours it too', async () => {
    const { http, userId } = await signedUp();
    const form = new FormData();
    form.append('file', new Blob([wav], { type: 'audio/wav' }), 'big.wav');
    const stored = (await (await http.fetch(`${server.url}/api/upload-large`, { method: 'POST', body: form })).json()) as {
      file: { path: string };
    };
    const body = { filePath: stored.file.path, fileName: 'big.wav', fileSize: wav.length };
    const key = randomUUID();
    const first = await http.post('/api/transcriptions/process-large', body, withKey(key));
    const again = await http.post('/api/transcriptions/process-large', body, withKey(key));
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await transcriptionsOf(userId)).toEqual([first.json.transcriptionId]);
  });

  it('without the header a call works as before: a repeat is refused by the endpoint itself', async () => {
    const { http } = await signedUp();
    const { body } = await objectUpload(http);
    expect((await http.post(PROCESS, body)).status).toBe(201);
    const again = await http.post(PROCESS, body);
    expect(again.status).toBe(400);
    expect(again.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('the same key with another request is refused with 422', async () => {
    const { http, userId } = await signedUp();
    const { body } = await objectUpload(http);
    const key = randomUUID();
    const first = await http.post(PROCESS, body, withKey(key));
    expect(first.status).toBe(201);
    const other = await http.post(PROCESS, { ...body, fileName: 'renamed.wav' }, withKey(key));
    expect(other.status).toBe(422);
    expect(other.json.error).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(other.json.error?.message).toMatch(/already used for a different request/);
    expect(await transcriptionsOf(userId)).toEqual([first.json.transcriptionId]);
  });

  it('concurrent identical requests run once: the others get 409 or the replay, never a second transcription', async () => {
    const { http, userId } = await signedUp();
    const { body } = await objectUpload(http);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => http.post(PROCESS, body, withKey(key))));
    const ran = answers.filter((a) => a.status === 201 && a.headers.get('Idempotent-Replayed') === null);
    expect(ran).toHaveLength(1);
    for (const answer of answers) {
      if (answer.status === 409) {
        expect(answer.json.error).toEqual({
          code: 'CONFLICT',
          message: 'A request with this Idempotency-Key is still in progress; retry shortly.',
        });
        expect(answer.headers.get('Retry-After')).toBe('1');
      } else {
        expect(answer.status).toBe(201);
        expect(answer.json.transcriptionId).toBe(ran[0]?.json.transcriptionId);
      }
    }
    expect(await transcriptionsOf(userId)).toEqual([ran[0]?.json.transcriptionId]);
  });

  it('a refused request keeps nothing: the same key succeeds once the cause is fixed', async () => {
    const { http, userId } = await signedUp();
    const { body, putIt } = await objectUpload(http, { put: false });
    const key = randomUUID();
    const early = await http.post(PROCESS, body, withKey(key));
    expect(early.status).toBe(404);
    await putIt();
    const fixed = await http.post(PROCESS, body, withKey(key));
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await transcriptionsOf(userId)).toEqual([fixed.json.transcriptionId]);
  });

  it("another user's key of the same text is their own", async () => {
    const alice = await signedUp();
    const bob = await signedUp();
    const key = `shared-${randomUUID()}`;
    const hers = await alice.http.post(PROCESS, (await objectUpload(alice.http)).body, withKey(key));
    const his = await bob.http.post(PROCESS, (await objectUpload(bob.http)).body, withKey(key));
    expect([hers.status, his.status]).toEqual([201, 201]);
    expect(his.headers.get('Idempotent-Replayed')).toBeNull();
    expect(his.json.transcriptionId).not.toBe(hers.json.transcriptionId);
    expect(await transcriptionsOf(bob.userId)).toEqual([his.json.transcriptionId]);
  });

  it('a key that is empty, too long or not printable ASCII is refused with 400 before anything runs', async () => {
    const { http, userId } = await signedUp();
    const { body } = await objectUpload(http);
    for (const key of ['', 'k'.repeat(256), 'clé', 'tab\there']) {
      const refused = await http.post(PROCESS, body, withKey(key));
      expect(refused.status, JSON.stringify(key)).toBe(400);
      expect(refused.json.error).toEqual({
        code: 'BAD_REQUEST',
        message: 'Idempotency-Key must be 1 to 255 printable ASCII characters (a UUID is a good choice).',
      });
    }
    expect(await transcriptionsOf(userId)).toEqual([]);
    expect((await http.post(PROCESS, body, withKey('k'.repeat(255)))).status).toBe(201);
  });

  it('a key is kept for 24 hours, then expires and may be used again', async () => {
    const { http, userId } = await signedUp();
    const { body } = await objectUpload(http);
    // Stored now: the local driver signs its URLs by the real time but checks them by the app's clock.
    const next = await objectUpload(http);
    const key = randomUUID();
    const first = await http.post(PROCESS, body, withKey(key));
    expect(first.status).toBe(201);

    clock.advance(23 * HOUR);
    const replayed = await http.post(PROCESS, body, withKey(key));
    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replayed.json.transcriptionId).toBe(first.json.transcriptionId);

    clock.advance(HOUR);
    // Expired: the key no longer belongs to the first request, so another one may use it.
    const reused = await http.post(PROCESS, next.body, withKey(key));
    expect(reused.status).toBe(201);
    expect(reused.headers.get('Idempotent-Replayed')).toBeNull();
    expect((await transcriptionsOf(userId)).sort()).toEqual([first.json.transcriptionId, reused.json.transcriptionId].sort());

    // The sweep deletes keys past their day and only those.
    const keys = () => server.deps.db(idempotencyKeysTable).where({ userId }).pluck('key');
    expect(await keys()).toEqual([key]);
    await deleteExpiredIdempotencyKeys(server.deps.db, clock.now());
    expect(await keys()).toEqual([key]);
    clock.advance(24 * HOUR);
    await deleteExpiredIdempotencyKeys(server.deps.db, clock.now());
    expect(await keys()).toEqual([]);
  });
});

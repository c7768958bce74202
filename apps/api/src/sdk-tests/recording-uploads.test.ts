import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiError, createClient, NetworkError, type VerbatimClient } from '@verbatim/core-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCookieFetch } from '../test-support/cookie-fetch';
import { PASSWORD, uniqueEmail, waitUntilSettled } from '../test-support/core-sdk-session';
import { makeTestMedia, type TestMedia } from '../test-support/media/make-test-media';
import { makeWebmRecording, piecesOf } from '../test-support/media/make-webm-recording';
import { wordErrorRate } from '../test-support/media/word-error-rate';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';

// A browser recording uploaded through the SDK while it is made (uploads.startRecording), taken up again after a
// reload (uploads.resumeRecording), and finished with the live captions' draft, against the real API and speech engine.
// PocketSphinx's small US-English model on synthetic speech: the engine's own tests justify the bound.
const MAX_WORD_ERROR_RATE = 0.5;
const INIT = { fileName: 'Screen recording.webm', mimeType: 'video/webm;codecs=vp8,opus' };
const DAY_MS = 24 * 3_600_000;

let dir: string;
let media: TestMedia;
let webm: Buffer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'verbatim-sdk-recording-'));
  media = await makeTestMedia();
  webm = await makeWebmRecording(media.wav, join(dir, 'recording.webm'));
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A browser tab: one client over a cookie-keeping fetch; `fail` may make a request fail before it leaves. */
function tab(server: TestServer, cookieFetch = createCookieFetch(), fail?: (method: string, path: string) => boolean) {
  const log: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const method = init?.method ?? 'GET';
    const path = new URL(String(input)).pathname.replace(/tus\/.+/, 'tus/{id}');
    log.push(`${method} ${path}`);
    if (fail?.(method, path)) throw new TypeError('fetch failed');
    return cookieFetch(input, init);
  };
  return { client: createClient({ baseUrl: server.url, fetch }), log, cookieFetch };
}

async function signedUpTab(server: TestServer, fail?: (method: string, path: string) => boolean) {
  const t = tab(server, createCookieFetch(), fail);
  await t.client.auth.register({ email: uniqueEmail('recording'), password: PASSWORD, firstName: 'Ada' });
  t.log.length = 0;
  return t;
}

const blobOf = (bytes: Buffer) => new Blob([bytes]);

async function expectSpokenWords(client: VerbatimClient, id: string) {
  const done = await waitUntilSettled(client, id);
  expect(done).toMatchObject({ id, status: 'completed', fileName: INIT.fileName, fileSize: webm.length, draftText: null });
  expect(wordErrorRate(media.text, String(done.transcriptText)).rate).toBeLessThan(MAX_WORD_ERROR_RATE);
}

describe.each(endpointTestDatabases())('SDK: a recording uploaded as it is made, on %s', (database) => {
  let server: TestServer;
  // The server's clock runs with real time (the worker and sessions need that), moved forward only to sweep.
  let skewMs = 0;
  beforeAll(async () => {
    server = await startTestServer({ database, now: () => new Date(Date.now() + skewMs) });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('appends pieces, survives a reload, finishes with the captions draft, and ends with the spoken words', async () => {
    const first = await signedUpTab(server);
    const [a, b, c, d] = piecesOf(webm, 4) as [Buffer, Buffer, Buffer, Buffer];
    const recording = await first.client.uploads.startRecording(INIT);
    expect(recording.url).toMatch(new RegExp(`^${server.url}/api/uploads/tus/[A-Za-z0-9_-]+$`));
    expect(await recording.append(blobOf(a))).toBe(a.length);
    expect(await recording.append(blobOf(b))).toBe(a.length + b.length);
    expect(first.log).toEqual(['POST /api/uploads/tus', 'PATCH /api/uploads/tus/{id}', 'PATCH /api/uploads/tus/{id}']);

    // The tab reloads: a new client (the same cookies) takes the stored URL up again.
    const second = tab(server, first.cookieFetch);
    const resumed = await second.client.uploads.resumeRecording(recording.url, INIT);
    expect(resumed.offset).toBe(a.length + b.length);
    expect(await resumed.append(blobOf(c))).toBe(webm.length - d.length);

    const draft = 'Please send the report to the office.\nMy brother lives in a small house.';
    const { transcriptionId } = await resumed.finish({ finalBytes: blobOf(d), draftText: draft });
    expect(second.log).toEqual([
      'HEAD /api/uploads/tus/{id}',
      'PATCH /api/uploads/tus/{id}',
      'PATCH /api/uploads/tus/{id}',
      'POST /api/transcriptions/process-large',
    ]);
    // Until the transcript is ready, the screen shows what the captions heard.
    const pending = await second.client.transcriptions.get(transcriptionId);
    expect(pending).toMatchObject({ status: expect.stringMatching(/^(pending|processing)$/), draftText: draft, transcriptText: null });
    await expectSpokenWords(second.client, transcriptionId);
    // Finishing again (a lost answer, a second click) names the same transcription.
    await expect(resumed.finish({ draftText: draft })).resolves.toEqual({ transcriptionId });
    const audio = await second.cookieFetch(`${server.url}/api/transcriptions/${transcriptionId}/audio`);
    expect(Buffer.from(await audio.arrayBuffer()).equals(webm)).toBe(true);
  });

  it('a failed append rejects with NetworkError; after sync() the bytes are sent again and nothing is lost', async () => {
    let dropNextPatch = false;
    const t = await signedUpTab(server, (method) => {
      if (method !== 'PATCH' || !dropNextPatch) return false;
      dropNextPatch = false;
      return true;
    });
    const [a, b, c] = piecesOf(webm, 3) as [Buffer, Buffer, Buffer];
    const recording = await t.client.uploads.startRecording(INIT);
    await recording.append(blobOf(a));
    dropNextPatch = true;
    await expect(recording.append(blobOf(b))).rejects.toBeInstanceOf(NetworkError);
    // Until the server has been asked, sending more could put bytes in the wrong place.
    const unsynced = await recording.append(blobOf(c)).catch((e: unknown) => e);
    expect(unsynced).toBeInstanceOf(ApiError);
    expect(unsynced).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(await recording.sync()).toBe(a.length);
    await recording.append(blobOf(webm.subarray(recording.offset, a.length + b.length)));
    await recording.append(blobOf(c));
    const { transcriptionId } = await recording.finish();
    // No draft: there is nothing to show before the transcript.
    expect((await t.client.transcriptions.get(transcriptionId)).draftText).toBeNull();
    const audio = await t.cookieFetch(`${server.url}/api/transcriptions/${transcriptionId}/audio`);
    expect(Buffer.from(await audio.arrayBuffer()).equals(webm)).toBe(true);
  });

  it('an offset that does not match the server is a 409 that says so; process-large never sees an open upload', async () => {
    const t = await signedUpTab(server);
    const recording = await t.client.uploads.startRecording(INIT);
    await recording.append(blobOf(webm.subarray(0, 1000)));
    // Another tab sends the next bytes of the same upload.
    const other = await t.client.uploads.resumeRecording(recording.url, INIT);
    await other.append(blobOf(webm.subarray(1000, 2000)));
    const conflict = await recording.append(blobOf(webm.subarray(1000, 2000))).catch((e: unknown) => e);
    expect(conflict).toBeInstanceOf(ApiError);
    expect(conflict).toMatchObject({ status: 409, code: 'CONFLICT', message: expect.stringMatching(/Offset mismatch/) });
    expect(await recording.sync()).toBe(2000);
    // Asked to process before the length is declared, the API refuses: half a recording is no transcription.
    const early = await t.client.uploads
      .processLargeUpload({ filePath: recording.url, fileName: INIT.fileName, fileSize: 2000 })
      .catch((e: unknown) => e);
    expect(early).toMatchObject({ status: 400, serverMessage: expect.stringMatching(/still open/) });
  });

  it('an upload the server swept a day later is a 404 NOT_FOUND ApiError when it is taken up again', async () => {
    const t = await signedUpTab(server);
    const recording = await t.client.uploads.startRecording(INIT);
    await recording.append(blobOf(webm.subarray(0, 4096)));
    // A day later (tus dates the upload by the real clock), the daily sweep removes it.
    skewMs = DAY_MS + 5_000;
    try {
      expect(await server.deps.resumableUploads.cleanUpExpired()).toBeGreaterThanOrEqual(1);
    } finally {
      // Back to now, so that the session is still fresh.
      skewMs = 0;
    }
    const gone = await t.client.uploads.resumeRecording(recording.url, INIT).catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(ApiError);
    expect(gone).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    await expect(recording.sync()).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpSession } from '../test-support/cookie-fetch';
import { makeTestMedia, type TestMedia } from '../test-support/media/make-test-media';
import { makeToneWav } from '../test-support/media/make-tone-wav';
import { signedUpSession } from '../test-support/signed-up-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';
import { createTusUpload, TUS } from '../test-support/tus-requests';
import { createKey, fileForm, OTHER_SITE, SITE, widgetFetch, widgetJson } from '../test-support/widget-requests';

const PATCH_TYPE = { 'Content-Type': 'application/offset+octet-stream' };
const base64 = (text: string) => Buffer.from(text).toString('base64');
const tusMetadata = (name: string, type: string) => `filename ${base64(name)},filetype ${base64(type)}`;

let dir: string;
let media: TestMedia;
let speech: Buffer;
/** Just over a megabyte of tone: more than a 1 MB key takes. */
let overOneMegabyte: Buffer;
/** Just over a minute of tone: two minutes as the key's daily minutes count it. */
let overOneMinute: Buffer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'verbatim-widget-uploads-'));
  media = await makeTestMedia();
  speech = readFileSync(media.wav);
  overOneMegabyte = makeToneWav(join(dir, 'big.wav'), 40);
  overOneMinute = makeToneWav(join(dir, 'long.wav'), 61);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The keys of the objects stored under the owner's prefix (tus's bookkeeping left out). */
async function storedUploads(server: TestServer, userId: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of server.deps.storage.list(`uploads/${userId}/`)) keys.push(item.key);
  return keys.filter((key) => !key.endsWith('.json'));
}

const corsHeaderNames = (headers: Headers) => [...headers.keys()].filter((name) => name.startsWith('access-control-'));

describe.each(endpointTestDatabases())('uploads through a publishable key on %s', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  let ownerId: string;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { WORKER_CONCURRENCY: '2' } });
    ({ http: owner, userId: ownerId } = await signedUpSession(server, 'widget-owner'));
    // Widget uploads are charged to the owner: more than the free plan's three a day are tested here.
    await server.deps.db('users').where({ id: ownerId }).update({ trialTranscriptionLimit: 100 });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const widget = (path: string, request: Parameters<typeof widgetJson>[2] = {}) => widgetJson(server.url, path, request);

  async function waitForWidgetTranscription(key: string, id: string, timeoutMs = 90_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const res = await widget(`/api/widget/transcriptions/${id}`, { key });
      expect(res.status).toBe(200);
      if (res.json.status === 'completed' || res.json.status === 'failed') return res.json;
      if (Date.now() > deadline) throw new Error(`still ${String(res.json.status)} after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it("lands a spoken file in the owner's list with its source, and shows its text only to a key that returns text", async () => {
    const texting = await createKey(owner, { name: 'Help centre', origins: [SITE], returnText: true });
    const silent = await createKey(owner, { name: 'Blog', origins: [SITE, OTHER_SITE] });

    const up = await widget('/api/transcriptions/upload', {
      key: texting.secret,
      method: 'POST',
      body: fileForm(speech, 'visitor.wav', 'audio/wav'),
    });
    expect(up.status).toBe(201);
    expect(up.headers.get('access-control-allow-origin')).toBe(SITE);
    const id = String(up.json.transcriptionId);
    const done = await waitForWidgetTranscription(texting.secret, id);
    expect(done).toMatchObject({ id, fileName: 'visitor.wav', status: 'completed', progress: 100, errorMessage: null });
    expect(String(done.text).length).toBeGreaterThan(10);
    expect(done.duration as number).toBeGreaterThan(1);

    const other = await widget('/api/transcriptions/upload', {
      key: silent.secret,
      origin: OTHER_SITE,
      widget: 'recorder',
      method: 'POST',
      body: fileForm(speech, 'recorded.wav', 'audio/wav'),
    });
    expect(other.status).toBe(201);
    const otherId = String(other.json.transcriptionId);
    expect((await waitForWidgetTranscription(silent.secret, otherId)).text).toBeNull();
    // Each key sees only its own transcriptions.
    expect((await widget(`/api/widget/transcriptions/${id}`, { key: silent.secret, origin: OTHER_SITE })).status).toBe(404);

    // The owner's own upload: the app's, and no key's to see.
    const form = fileForm(speech, 'mine.wav', 'audio/wav');
    const mine = await owner.fetch(`${server.url}/api/transcriptions/upload`, { method: 'POST', body: form });
    const mineId = String(((await mine.json()) as { transcriptionId: string }).transcriptionId);
    expect((await widget(`/api/widget/transcriptions/${mineId}`, { key: texting.secret })).status).toBe(404);

    const list = await owner.get('/api/transcriptions');
    const sources = Object.fromEntries((list.json.items as Array<{ id: string; source: unknown }>).map((item) => [item.id, item.source]));
    expect(sources[id]).toEqual({ kind: 'widget', widget: 'uploader', origin: SITE, keyName: 'Help centre' });
    expect(sources[otherId]).toEqual({ kind: 'widget', widget: 'recorder', origin: OTHER_SITE, keyName: 'Blog' });
    expect(sources[mineId]).toEqual({ kind: 'app' });
    expect((await owner.get(`/api/transcriptions/${id}`)).json.source).toMatchObject({ kind: 'widget', keyName: 'Help centre' });

    const keys = (await owner.get('/api/publishable-keys')).json.items as Array<{ id: string; minutesToday: number }>;
    expect(keys.find((key) => key.id === texting.key.id)?.minutesToday).toBe(1);
  });

  it('takes a resumable (tus) upload from another origin, with that origin and no other in every tus answer', async () => {
    const { secret } = await createKey(owner, { name: 'Recorder page', origins: [SITE] });
    const created = await widgetFetch(server.url, '/api/uploads/tus', {
      key: secret,
      widget: 'recorder',
      method: 'POST',
      headers: { ...TUS, 'Upload-Length': String(speech.length), 'Upload-Metadata': tusMetadata('tab.wav', 'audio/wav') },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(created.headers.get('access-control-expose-headers')).toContain('Location');
    expect(created.headers.get('access-control-expose-headers')).toContain('Upload-Offset');
    // The upload's URL is absolute, on the API's host: the widget's page is elsewhere.
    const location = created.headers.get('Location') ?? '';
    expect(location.startsWith(`${server.url}/api/uploads/tus/`)).toBe(true);

    const half = Math.floor(speech.length / 2);
    for (const [offset, bytes] of [
      [0, speech.subarray(0, half)],
      [half, speech.subarray(half)],
    ] as const) {
      const patch = await widgetFetch(server.url, location, {
        key: secret,
        widget: 'recorder',
        method: 'PATCH',
        headers: { ...TUS, ...PATCH_TYPE, 'Upload-Offset': String(offset) },
        body: bytes,
      });
      expect(patch.status).toBe(204);
      expect(patch.headers.get('access-control-allow-origin')).toBe(SITE);
    }
    const head = await widgetFetch(server.url, location, { key: secret, widget: 'recorder', method: 'HEAD', headers: TUS });
    expect(head.headers.get('Upload-Offset')).toBe(String(speech.length));
    expect(head.headers.get('access-control-allow-origin')).toBe(SITE);

    const processed = await widget('/api/transcriptions/process-large', {
      key: secret,
      widget: 'recorder',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ filePath: location, fileName: 'tab.wav', fileSize: speech.length }),
    });
    expect(processed.status).toBe(201);
    const t = await owner.get(`/api/transcriptions/${String(processed.json.transcriptionId)}`);
    expect(t.json.source).toEqual({ kind: 'widget', widget: 'recorder', origin: SITE, keyName: 'Recorder page' });
  });

  it("keeps a key to its own uploads, and tus's own CORS headers out of every answer", async () => {
    const { secret } = await createKey(owner, { name: 'Nosy', origins: [SITE] });
    // The owner's upload in the app: same-origin, so no CORS headers at all (tus would have said `*`).
    const mine = await createTusUpload(owner, server.url, { name: 'mine.wav', type: 'audio/wav', length: speech.length });
    expect(mine.status).toBe(201);
    expect(corsHeaderNames(mine.headers)).toEqual([]);
    const location = mine.headers.get('Location') ?? '';
    const peek = await widgetFetch(server.url, location, { key: secret, method: 'HEAD', headers: TUS });
    expect(peek.status).toBe(404);
    const processed = await widget('/api/transcriptions/process-large', {
      key: secret,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ filePath: location, fileName: 'mine.wav', fileSize: speech.length }),
    });
    expect(processed.status).toBe(404);
    // A tus request with the key from another origin gets nothing readable.
    const foreign = await widgetFetch(server.url, '/api/uploads/tus', {
      key: secret,
      origin: OTHER_SITE,
      method: 'POST',
      headers: { ...TUS, 'Upload-Length': '10', 'Upload-Metadata': tusMetadata('x.wav', 'audio/wav') },
    });
    expect(foreign.status).toBe(403);
    expect(corsHeaderNames(foreign.headers)).toEqual([]);
  });

  it("refuses a file larger than the key's limit, declared or sent, and keeps none of it", async () => {
    const { secret, key } = await createKey(owner, { name: 'Small files', origins: [SITE], maxFileBytes: 1024 * 1024 });
    const declared = await widget('/api/uploads/tus', {
      key: secret,
      method: 'POST',
      headers: { ...TUS, 'Upload-Length': String(overOneMegabyte.length), 'Upload-Metadata': tusMetadata('big.wav', 'audio/wav') },
    });
    expect(declared.status).toBe(413);
    expect(declared.json.error?.code).toBe('PAYLOAD_TOO_LARGE');
    expect(declared.json.error?.message).toContain('1 MB');
    expect(declared.headers.get('access-control-allow-origin')).toBe(SITE);

    const direct = await widget('/api/transcriptions/upload', {
      key: secret,
      method: 'POST',
      body: fileForm(overOneMegabyte, 'big.wav', 'audio/wav'),
    });
    expect(direct.status).toBe(413);
    expect(direct.json.error?.code).toBe('PAYLOAD_TOO_LARGE');

    // A deferred upload (a recording sent as it is made) is cut off at the limit.
    const deferred = await widgetFetch(server.url, '/api/uploads/tus', {
      key: secret,
      widget: 'recorder',
      method: 'POST',
      headers: { ...TUS, 'Upload-Defer-Length': '1', 'Upload-Metadata': tusMetadata('rec.wav', 'audio/wav') },
    });
    expect(deferred.status).toBe(201);
    const patch = await widgetFetch(server.url, deferred.headers.get('Location') ?? '', {
      key: secret,
      widget: 'recorder',
      method: 'PATCH',
      headers: { ...TUS, ...PATCH_TYPE, 'Upload-Offset': '0' },
      body: overOneMegabyte,
    });
    expect(patch.status).toBe(413);
    const kept = (await storedUploads(server, ownerId)).filter((stored) => stored.startsWith(`uploads/${ownerId}/k${key.id}-`));
    for (const stored of kept) expect((await server.deps.storage.stat(stored))?.size ?? 0).toBeLessThanOrEqual(1024 * 1024);
    expect(await server.deps.db('transcriptions').where({ userId: ownerId, fileName: 'big.wav' }).first()).toBeUndefined();
  });

  it("refuses a file that would pass the key's minutes for today (429 KEY_DAILY_LIMIT), and deletes it", async () => {
    const { secret, key } = await createKey(owner, { name: 'One minute a day', origins: [SITE], minutesPerDay: 1 });
    const long = await widget('/api/transcriptions/upload', {
      key: secret,
      method: 'POST',
      body: fileForm(overOneMinute, 'long.wav', 'audio/wav'),
    });
    expect(long.status).toBe(429);
    expect(long.json.error?.code).toBe('KEY_DAILY_LIMIT');
    expect(Number(long.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(long.headers.get('access-control-allow-origin')).toBe(SITE);
    expect((await storedUploads(server, ownerId)).filter((stored) => stored.startsWith(`uploads/${ownerId}/k${key.id}-`))).toEqual([]);

    const first = await widget('/api/transcriptions/upload', {
      key: secret,
      method: 'POST',
      body: fileForm(speech, 'short.wav', 'audio/wav'),
    });
    expect(first.status).toBe(201);
    expect((await widget('/api/widget/config', { key: secret })).json.minutesLeftToday).toBe(0);
    // Used up: refused before any byte is taken, on either path.
    const second = await widget('/api/transcriptions/upload', {
      key: secret,
      method: 'POST',
      body: fileForm(speech, 'again.wav', 'audio/wav'),
    });
    expect(second.status).toBe(429);
    expect(second.json.error?.code).toBe('KEY_DAILY_LIMIT');
    const tus = await widget('/api/uploads/tus', {
      key: secret,
      method: 'POST',
      headers: { ...TUS, 'Upload-Length': String(speech.length), 'Upload-Metadata': tusMetadata('again.wav', 'audio/wav') },
    });
    expect(tus.status).toBe(429);
    expect(tus.json.error?.code).toBe('KEY_DAILY_LIMIT');
    const row: { id: string } = await server.deps.db('publishable_keys').where({ keyId: key.id }).first('id');
    const made: Array<{ n: string | number }> = await server.deps.db('transcriptions').where({ publishableKeyId: row.id }).count('* as n');
    expect(Number(made[0]?.n)).toBe(1);
  });
});

describe('widget upload limits per key and per visitor address', () => {
  let server: TestServer;
  let owner: HttpSession;
  beforeAll(async () => {
    server = await startTestServer({
      env: { RUN_WORKER: 'false', TRUST_PROXY: 'true', WIDGET_UPLOAD_MAX_PER_ADDRESS: '2', WIDGET_UPLOAD_MAX_PER_KEY: '3' },
    });
    owner = (await signedUpSession(server, 'limited')).http;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const start = (key: string, address: string) =>
    widgetJson(server.url, '/api/uploads/tus', {
      key,
      method: 'POST',
      headers: { ...TUS, 'X-Forwarded-For': address, 'Upload-Length': '100', 'Upload-Metadata': tusMetadata('x.wav', 'audio/wav') },
    });

  it('answers 429 with Retry-After once a visitor, or the key as a whole, has started too many uploads', async () => {
    const { secret } = await createKey(owner, { name: 'Popular', origins: [SITE] });
    expect((await start(secret, '203.0.113.1')).status).toBe(201);
    expect((await start(secret, '203.0.113.1')).status).toBe(201);
    const visitor = await start(secret, '203.0.113.1');
    expect(visitor.status).toBe(429);
    expect(visitor.json.error?.code).toBe('RATE_LIMITED');
    expect(Number(visitor.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(visitor.headers.get('access-control-allow-origin')).toBe(SITE);
    // Another visitor may still start one: then the key's own limit (3) is reached for everyone.
    expect((await start(secret, '203.0.113.2')).status).toBe(201);
    const key = await start(secret, '203.0.113.3');
    expect(key.status).toBe(429);
    expect(key.json.error?.code).toBe('RATE_LIMITED');
    // Another key of the same owner, and the owner in the app, are not held up.
    const { secret: other } = await createKey(owner, { name: 'Quiet', origins: [SITE] });
    expect((await start(other, '203.0.113.1')).status).toBe(201);
    expect((await createTusUpload(owner, server.url, { name: 'mine.wav', type: 'audio/wav', length: 100 })).status).toBe(201);
  });
});

describe('the widget script', () => {
  let scriptDir: string;
  let server: TestServer;
  const script = '(function(){window.Verbatim={version:"test"};})();\n';
  beforeAll(async () => {
    scriptDir = mkdtempSync(join(tmpdir(), 'verbatim-widget-script-'));
    writeFileSync(join(scriptDir, 'verbatim.global.js'), script);
    server = await startTestServer({ env: { RUN_WORKER: 'false', WIDGET_SCRIPT_PATH: join(scriptDir, 'verbatim.global.js') } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(scriptDir, { recursive: true, force: true });
  });

  it('is served for <script> tags on any site, cached briefly, with an ETag', async () => {
    const res = await fetch(`${server.url}/api/widget/v1/verbatim.js`, { headers: { Origin: OTHER_SITE } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    expect(res.headers.get('etag')).toMatch(/^".+"$/);
    expect(await res.text()).toBe(script);
  });

  it('answers 503 SERVICE_UNAVAILABLE, saying why, when the bundle has not been built', async () => {
    rmSync(join(scriptDir, 'verbatim.global.js'));
    const res = await fetch(`${server.url}/api/widget/v1/verbatim.js`);
    expect(res.status).toBe(503);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(body.error.message).toContain('not been built');
  });
});

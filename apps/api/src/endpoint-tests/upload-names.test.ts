import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpSession } from '../test-support/cookie-fetch';
import { makeToneWav } from '../test-support/media/make-tone-wav';
import { signedUpSession } from '../test-support/signed-up-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { createTusUpload, patchTus } from '../test-support/tus-requests';
import { uploadPresigned } from '../test-support/upload-presigned';

/** Accents, a CJK name with an emoji, and characters that need escaping in a header. */
const NAMES = ['Café déjà vu.wav', '会议记录 🎙️ 第二部分.wav', 'Ünïcödé "quoted" 100%.wav'];

let dir: string;
let wav: Buffer;
let server: TestServer;

const signedUp = async () => (await signedUpSession(server, 'names')).http;

/** The name a browser saves a download under: RFC 5987 `filename*` first, as RFC 6266 says. */
function savedName(disposition: string | null): { exact: string; fallback: string } {
  const exact = /filename\*=UTF-8''([^;]+)/.exec(disposition ?? '')?.[1] ?? '';
  const fallback = /filename="([^"]*)"/.exec(disposition ?? '')?.[1] ?? '';
  return { exact: decodeURIComponent(exact), fallback };
}

/** The name everywhere a person sees it: the list, the viewer and the download. */
async function expectNameEverywhere(http: HttpSession, id: string, name: string) {
  const page = (await http.get('/api/transcriptions')).json as unknown as { items: Array<{ id: string; fileName: string }> };
  expect(page.items.find((t) => t.id === id)?.fileName).toBe(name);
  expect((await http.get(`/api/transcriptions/${id}`)).json.fileName).toBe(name);
  const audio = await http.fetch(`${server.url}/api/transcriptions/${id}/audio`);
  expect(audio.status).toBe(200);
  await audio.arrayBuffer();
  const disposition = audio.headers.get('Content-Disposition');
  expect(disposition).toMatch(/^attachment; /);
  const saved = savedName(disposition);
  expect(saved.exact).toBe(name);
  // Old clients read only `filename`: plain printable ASCII, nothing that could end the quoted string.
  expect(saved.fallback).toMatch(/^[\x20-\x7e]+$/);
  expect(saved.fallback).not.toMatch(/["\\]/);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'verbatim-names-'));
  wav = makeToneWav(join(dir, 'tone.wav'), 2);
  server = await startTestServer({ env: { RUN_WORKER: 'false' } });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('non-ASCII file names are kept exactly as sent', () => {
  it.each(NAMES)('direct multipart upload: %s', async (name) => {
    const http = await signedUp();
    const form = new FormData();
    form.append('file', new Blob([wav], { type: 'audio/wav' }), name);
    const res = await http.fetch(`${server.url}/api/transcriptions/upload`, { method: 'POST', body: form });
    expect(res.status).toBe(201);
    const { transcriptionId } = (await res.json()) as { transcriptionId: string };
    await expectNameEverywhere(http, transcriptionId, name);
  });

  it('direct upload from a client that sends the RFC 5987 form (filename*)', async () => {
    const http = await signedUp();
    const name = NAMES[1] ?? '';
    const boundary = 'verbatimnames';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="fallback.wav"; filename*=UTF-8''${encodeURIComponent(name)}\r\nContent-Type: audio/wav\r\n\r\n`,
    );
    const body = Buffer.concat([head, wav, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const res = await http.fetch(`${server.url}/api/transcriptions/upload`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.status).toBe(201);
    const { transcriptionId } = (await res.json()) as { transcriptionId: string };
    await expectNameEverywhere(http, transcriptionId, name);
  });

  it('streamed large upload answers with the exact name', async () => {
    const http = await signedUp();
    const form = new FormData();
    form.append('file', new Blob([wav], { type: 'audio/wav' }), NAMES[1]);
    const res = await http.fetch(`${server.url}/api/upload-large`, { method: 'POST', body: form });
    const body = (await res.json()) as { file: { name: string; path: string } };
    expect(body.file.name).toBe(NAMES[1]);
    const processed = await http.post('/api/transcriptions/process-large', {
      filePath: body.file.path,
      fileName: body.file.name,
      fileSize: wav.length,
    });
    expect(processed.status).toBe(201);
    await expectNameEverywhere(http, String(processed.json.transcriptionId), NAMES[1] ?? '');
  });

  it('presigned path', async () => {
    const http = await signedUp();
    const name = NAMES[0] ?? '';
    await expectNameEverywhere(http, await uploadPresigned(http, wav, name, 'audio/wav'), name);
  });

  it('resumable (tus) upload: the metadata keeps the name', async () => {
    const http = await signedUp();
    const name = NAMES[1] ?? '';
    const created = await createTusUpload(http, server.url, { name, type: 'audio/wav', length: wav.length });
    const location = created.headers.get('Location') ?? '';
    expect((await patchTus(http, location, 0, wav)).status).toBe(204);
    const head = await http.fetch(location, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0' } });
    const metadata = Object.fromEntries(
      (head.headers.get('Upload-Metadata') ?? '').split(',').map((pair) => {
        const [key = '', value = ''] = pair.trim().split(' ');
        return [key, Buffer.from(value, 'base64').toString('utf8')];
      }),
    );
    expect(metadata.filename).toBe(name);
    const processed = await http.post('/api/transcriptions/process-large', { filePath: location, fileName: name, fileSize: wav.length });
    expect(processed.status).toBe(201);
    await expectNameEverywhere(http, String(processed.json.transcriptionId), name);
  });
});

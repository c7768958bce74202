// The SDK as a site's backend holds it: plain Node, a secret key, no cookies and no browser globals, against the real API.
import { createReadStream, readFileSync } from 'node:fs';
import { ApiError, createClient, type VerbatimClient } from '@verbatim/core-sdk';
import { uploadFrom } from '@verbatim/core-sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpSdk, waitUntilSettled } from '../test-support/core-sdk-session';
import { makeTestMedia, type TestMedia } from '../test-support/media/make-test-media';
import { wordErrorRate } from '../test-support/media/word-error-rate';
import { startTestServer, type TestServer } from '../test-support/start-test-server';

// PocketSphinx's small US-English model on synthetic speech: the engine's own tests justify this bound.
const MAX_WORD_ERROR_RATE = 0.5;

let server: TestServer;
let media: TestMedia;

beforeAll(async () => {
  [server, media] = await Promise.all([startTestServer(), makeTestMedia()]);
}, 180_000);

afterAll(async () => {
  await server?.close();
});

describe('the SDK with a secret key, in plain Node', () => {
  let owner: Awaited<ReturnType<typeof signedUpSdk>>;
  let backend: VerbatimClient;
  let keyId: string;

  beforeAll(async () => {
    owner = await signedUpSdk(server, 'backend');
    const created = await owner.client.apiKeys.create({ name: 'Our backend', scopes: ['transcriptions:read', 'transcriptions:write'] });
    keyId = created.id;
    backend = createClient({ baseUrl: server.url, apiKey: created.key });
  });

  it('runs where there is no window, document, XMLHttpRequest or cookie store', () => {
    const browserGlobals = globalThis as { window?: unknown; document?: unknown; XMLHttpRequest?: unknown };
    expect([browserGlobals.window, browserGlobals.document, browserGlobals.XMLHttpRequest]).toEqual([undefined, undefined, undefined]);
  });

  it('uploads from a path, a Buffer and a stream into the owner’s account, and reads the transcript', async () => {
    const fromPath = await uploadFrom(backend, media.wav);
    const fromBuffer = await uploadFrom(backend, readFileSync(media.mp3), { fileName: 'call.mp3' });
    const fromStream = await uploadFrom(backend, createReadStream(media.flac), { fileName: 'call.flac' });

    const ids = [fromPath, fromBuffer, fromStream].map((answer) => answer.transcriptionId);
    const ownerList = await owner.client.transcriptions.list();
    expect(ownerList.items.map((item) => item.id)).toEqual(expect.arrayContaining(ids));
    expect(
      ownerList.items
        .filter((item) => ids.includes(item.id))
        .map((item) => item.fileName)
        .sort(),
    ).toEqual(['call.flac', 'call.mp3', 'speech.wav']);

    const settled = await waitUntilSettled(backend, fromPath.transcriptionId);
    expect(settled.status).toBe('completed');
    expect(wordErrorRate(media.text, settled.transcriptText ?? '').rate).toBeLessThanOrEqual(MAX_WORD_ERROR_RATE);
  }, 120_000);

  it('is refused the owner’s account and key endpoints with a typed error', async () => {
    const error = await backend.user.get().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'API_KEY_REFUSED' });
    await expect(backend.apiKeys.list()).rejects.toMatchObject({ status: 403, code: 'API_KEY_REFUSED' });
  });

  it('stops working once the owner revokes the key', async () => {
    await expect(backend.transcriptions.list()).resolves.toMatchObject({ items: expect.any(Array) });
    await owner.client.apiKeys.revoke(keyId);
    await expect(backend.transcriptions.list()).rejects.toMatchObject({ status: 401, code: 'API_KEY_INVALID' });
  });

  it('refuses a malformed key before sending anything, and a key with cookies or a publishable key', () => {
    expect(() => createClient({ baseUrl: server.url, apiKey: 'vbsk_nope' })).toThrow(/whole secret key/);
    const key = `vbsk_${'a'.repeat(16)}_${'b'.repeat(32)}`;
    expect(() => createClient({ baseUrl: server.url, apiKey: key, keepCookies: true })).toThrow(/no cookies/);
    const publishableKey = `vbpk_${'a'.repeat(16)}_${'b'.repeat(32)}`;
    expect(() => createClient({ baseUrl: server.url, apiKey: key, publishableKey })).toThrow(/not both/);
  });
});

import { mkdtempSync } from 'node:fs';
import { mkdir, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { describeStorageContract, readAll } from '../../test-support/storage-driver-suite';
import { createLocalStorage, LOCAL_STORAGE_ROUTE, type LocalSignatureInput, verifyLocalSignature } from './local-storage';
import { ObjectKeyConflictError, type ObjectStorage, type PresignedRequest } from './object-storage';

const SECRET = 'a-test-signing-secret-of-enough-length-0123456789';
const PUBLIC_URL = 'https://verbatim.test';
const roots: string[] = [];

function newRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'verbatim-local-storage-'));
  roots.push(root);
  return root;
}

afterAll(async () => {
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

/** What the API route will read from a signed URL: the key from the path, the rest from the query. */
function parseSignedUrl(url: string): LocalSignatureInput {
  const parsed = new URL(url);
  expect(parsed.origin).toBe(PUBLIC_URL);
  expect(parsed.pathname.startsWith(`${LOCAL_STORAGE_ROUTE}/`)).toBe(true);
  const key = parsed.pathname
    .slice(LOCAL_STORAGE_ROUTE.length + 1)
    .split('/')
    .map(decodeURIComponent)
    .join('/');
  const q = (name: string) => parsed.searchParams.get(name) ?? undefined;
  return { method: q('method'), key, expires: q('expires'), max: q('max'), len: q('len'), type: q('type'), sig: q('sig') };
}

/** Does what the upload route will: check the signature, then stream the body in under the signed limits. */
async function putLikeTheRoute(storage: ObjectStorage, request: PresignedRequest, body: Buffer, sentType: string): Promise<void> {
  const signed = parseSignedUrl(request.url);
  expect(verifyLocalSignature(SECRET, signed)).toBe('ok');
  expect(signed.method).toBe('PUT');
  expect(sentType).toBe(signed.type);
  await storage.write(signed.key, Readable.from([body]), {
    contentType: signed.type,
    maxBytes: signed.max === undefined ? undefined : Number(signed.max),
    contentLength: signed.len === undefined ? undefined : Number(signed.len),
  });
}

describeStorageContract('local driver', async () => {
  const root = newRoot();
  const storage = createLocalStorage({ root, publicUrl: PUBLIC_URL, signingSecret: SECRET });
  return {
    storage,
    leftovers: async () => readdir(join(root, 'tmp')),
    putPresigned: (request, body) => putLikeTheRoute(storage, request, body, request.headers['Content-Type'] ?? ''),
    close: () => storage.close(),
  };
});

describe('local driver: files on disk', () => {
  it('leaves no temporary file behind when a body is refused before the file has been written', async () => {
    const root = newRoot();
    const storage = createLocalStorage({ root, publicUrl: PUBLIC_URL, signingSecret: SECRET });
    // Refused on the first chunk, so the clean-up races the file's creation; many at once make the race show.
    const refusals = Array.from({ length: 200 }, (_, index) =>
      storage
        .write(`refused/${index}`, Readable.from([Buffer.from('12345')]), index % 2 ? { contentLength: 6 } : { maxBytes: 4 })
        .catch((error: unknown) => error),
    );
    expect((await Promise.all(refusals)).every((error) => error instanceof Error)).toBe(true);
    expect(await readdir(join(root, 'tmp'))).toEqual([]);
    await storage.close();
  });

  it('keeps objects as plain files under root/objects and removes emptied folders on delete', async () => {
    const root = newRoot();
    const storage = createLocalStorage({ root, publicUrl: PUBLIC_URL, signingSecret: SECRET });
    await storage.write('media/user-1/upload-9/original.mp3', Readable.from([Buffer.from('abc')]), { contentType: 'audio/mpeg' });
    expect((await stat(join(root, 'objects', 'media', 'user-1', 'upload-9', 'original.mp3'))).size).toBe(3);
    const local = await storage.localPath('media/user-1/upload-9/original.mp3');
    expect(local.path).toBe(join(root, 'objects', 'media', 'user-1', 'upload-9', 'original.mp3'));
    await local.release();
    expect((await stat(local.path)).size).toBe(3);

    await storage.write('media/user-1/keep', Readable.from([Buffer.from('k')]));
    await storage.delete('media/user-1/upload-9/original.mp3');
    expect(await readdir(join(root, 'objects', 'media', 'user-1'))).toEqual(['keep']);
    expect(await readdir(join(root, 'meta', 'media', 'user-1'))).toEqual(['keep']);
    await storage.delete('media/user-1/keep');
    expect(await readdir(join(root, 'objects'))).toEqual([]);
    expect(await readdir(join(root, 'meta'))).toEqual([]);
  });

  it('refuses a key that a file or folder of another key is in the way of', async () => {
    const storage = createLocalStorage({ root: newRoot(), publicUrl: PUBLIC_URL, signingSecret: SECRET });
    await storage.write('conflict/file', Readable.from([Buffer.from('f')]));
    await expect(storage.write('conflict/file/child', Readable.from([Buffer.from('c')]))).rejects.toBeInstanceOf(ObjectKeyConflictError);
    await storage.write('conflict/folder/child', Readable.from([Buffer.from('c')]));
    const error = await storage.write('conflict/folder', Readable.from([Buffer.from('f')])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ObjectKeyConflictError);
    expect(error).toMatchObject({ status: 409 });
    // A folder is not an object: it cannot be read, stat'ed or deleted as one.
    expect(await storage.stat('conflict/folder')).toBeNull();
    await expect(storage.read('conflict/folder')).rejects.toMatchObject({ status: 404 });
    await storage.delete('conflict/folder');
    expect((await readAll(await storage.read('conflict/folder/child'))).toString()).toBe('c');
  });

  it('sweeps temp files left by a crash more than a day ago, and only those', async () => {
    const root = newRoot();
    await mkdir(join(root, 'tmp'), { recursive: true });
    await writeFile(join(root, 'tmp', 'stale.data'), 'x');
    await writeFile(join(root, 'tmp', 'recent.data'), 'x');
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await utimes(join(root, 'tmp', 'stale.data'), twoDaysAgo, twoDaysAgo);
    const storage = createLocalStorage({ root, publicUrl: PUBLIC_URL, signingSecret: SECRET });
    await storage.write('x', Readable.from([Buffer.from('x')]));
    expect(await readdir(join(root, 'tmp'))).toEqual(['recent.data']);
  });
});

describe('local driver: signed URLs', () => {
  const now = new Date('2030-01-01T00:00:00Z');
  const storage = createLocalStorage({ root: newRoot(), publicUrl: `${PUBLIC_URL}/`, signingSecret: SECRET, now: () => now });
  const atSeconds = (offset: number) => new Date(now.getTime() + offset * 1000);

  it('signs a PUT with its expiry, size limits and content type in the URL', async () => {
    const request = await storage.presignPut('uploads/u1/a b#?.mp4', {
      contentType: 'video/mp4',
      expiresInSeconds: 600,
      maxBytes: 2_000_000,
      contentLength: 1_500_000,
    });
    expect(request).toMatchObject({ method: 'PUT', headers: { 'Content-Type': 'video/mp4' }, expiresAt: atSeconds(600) });
    expect(request.url.startsWith(`${PUBLIC_URL}${LOCAL_STORAGE_ROUTE}/uploads/u1/a%20b%23%3F.mp4?`)).toBe(true);
    const signed = parseSignedUrl(request.url);
    expect(signed).toMatchObject({
      method: 'PUT',
      key: 'uploads/u1/a b#?.mp4',
      expires: String(now.getTime() / 1000 + 600),
      max: '2000000',
      len: '1500000',
      type: 'video/mp4',
    });
    expect(verifyLocalSignature(SECRET, signed, atSeconds(600))).toBe('ok');
    expect(verifyLocalSignature(SECRET, signed, atSeconds(601))).toBe('expired');
  });

  it('refuses a URL with any signed field changed, a wrong secret or a malformed signature', async () => {
    const signed = parseSignedUrl(
      (await storage.presignPut('uploads/u1/file.mp3', { contentType: 'audio/mpeg', expiresInSeconds: 60, maxBytes: 1000 })).url,
    );
    expect(verifyLocalSignature(SECRET, signed, now)).toBe('ok');
    const tampered: Array<Partial<LocalSignatureInput>> = [
      { method: 'GET' },
      { method: 'DELETE' },
      { key: 'uploads/u2/file.mp3' },
      { expires: String(Number(signed.expires) + 3600) },
      { expires: 'soon' },
      { max: '1000000' },
      { max: undefined },
      { max: '-1' },
      { len: '10' },
      { type: 'text/html' },
      { sig: signed.sig?.replace(/^./, (c) => (c === '0' ? '1' : '0')) },
      { sig: signed.sig?.toUpperCase() },
      { sig: 'abc' },
      { sig: undefined },
    ];
    for (const change of tampered) {
      expect(verifyLocalSignature(SECRET, { ...signed, ...change }, now), JSON.stringify(change)).toBe('bad-signature');
    }
    expect(verifyLocalSignature('another-secret-of-enough-length-000000000', signed, now)).toBe('bad-signature');
    // An expired URL with a bad signature says bad-signature: an unsigned expiry is never trusted.
    expect(verifyLocalSignature(SECRET, { ...signed, sig: '0'.repeat(64) }, atSeconds(3600))).toBe('bad-signature');
    expect(verifyLocalSignature(SECRET, signed, atSeconds(61))).toBe('expired');
  });

  it('refuses expiries outside 1 second to 7 days', async () => {
    for (const expiresInSeconds of [0, -5, 1.5, 604_801]) {
      await expect(storage.presignPut('a', { contentType: 'text/plain', expiresInSeconds })).rejects.toBeInstanceOf(RangeError);
    }
  });
});

import { stat } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3rver, type TestS3Server } from '../../test-support/start-s3rver';
import { describeStorageContract, digestOf, generatedStream } from '../../test-support/storage-driver-suite';
import { ObjectNotFoundError } from './object-storage';
import { createS3Storage, type S3ObjectStorage, type S3StorageOptions } from './s3-storage';

const MiB = 1024 * 1024;

function storageFor(server: TestS3Server, extra: Partial<S3StorageOptions> = {}): S3ObjectStorage {
  return createS3Storage({
    bucket: server.bucket,
    region: server.region,
    endpoint: server.endpoint,
    forcePathStyle: true,
    accessKeyId: server.accessKeyId,
    secretAccessKey: server.secretAccessKey,
    // The smallest part S3 allows, so that the contract's bodies take several parts.
    partSize: 5 * MiB,
    // Small pages, so that the contract's listings follow continuation tokens.
    listPageSize: 2,
    ...extra,
  });
}

/** A presigned request sent the way a browser would send it. */
function send(request: { url: string; method: string; headers: Record<string, string> }, body?: Buffer, headers = request.headers) {
  return fetch(request.url, { method: request.method, headers, ...(body ? { body } : {}) });
}

describeStorageContract('S3 driver (s3rver)', async () => {
  const server = await startS3rver();
  const storage = storageFor(server);
  return {
    storage,
    leftovers: () => server.openUploads(),
    async putPresigned(request, body) {
      const response = await send(request, body);
      expect(response.status, await response.clone().text()).toBe(200);
    },
    async close() {
      await storage.close();
      await server.close();
    },
  };
});

describe('S3 driver (s3rver): presigned uploads and local paths', () => {
  let server: TestS3Server;
  let storage: S3ObjectStorage;
  beforeAll(async () => {
    server = await startS3rver({ bucket: 'verbatim-presign' });
    storage = storageFor(server);
  });
  afterAll(async () => {
    await storage?.close();
    await server?.close();
  });

  it('refuses a presigned PUT with another content type, a changed URL or after expiry', async () => {
    const request = await storage.presignPut('presign/strict.mp3', { contentType: 'audio/mpeg', expiresInSeconds: 60 });
    expect(new URL(request.url).searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    const body = Buffer.from('not really audio');

    const wrongType = await send(request, body, { 'Content-Type': 'text/html' });
    expect(wrongType.status).toBe(403);
    expect(await wrongType.text()).toContain('SignatureDoesNotMatch');

    const otherKey = { ...request, url: request.url.replace('/presign/strict.mp3', '/presign/other.mp3') };
    expect((await send(otherKey, body)).status).toBe(403);

    const past = storageFor(server, { now: () => new Date(Date.now() - 120_000) });
    const expired = await send(await past.presignPut('presign/strict.mp3', { contentType: 'audio/mpeg', expiresInSeconds: 60 }), body);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');
    await past.close();

    expect(await storage.stat('presign/strict.mp3')).toBeNull();
    expect((await send(request, body)).status).toBe(200);
    expect(await storage.stat('presign/strict.mp3')).toMatchObject({ size: body.length, contentType: 'audio/mpeg' });
  });

  it('signs the exact length when contentLength is given', async () => {
    const request = await storage.presignPut('presign/sized.bin', {
      contentType: 'application/octet-stream',
      expiresInSeconds: 60,
      contentLength: 10,
    });
    expect(new URL(request.url).searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect((await send(request, Buffer.alloc(11))).status).toBe(403);
    expect((await send(request, Buffer.alloc(10))).status).toBe(200);
    expect(await storage.stat('presign/sized.bin')).toMatchObject({ size: 10 });
  });

  it('presigns URLs against the public endpoint when one is set', async () => {
    const publicStorage = storageFor(server, { publicEndpoint: 'https://files.verbatim.test' });
    const put = await publicStorage.presignPut('presign/public.mp3', { contentType: 'audio/mpeg', expiresInSeconds: 60 });
    expect(put.url.startsWith('https://files.verbatim.test/verbatim-presign/presign/public.mp3?')).toBe(true);
    await publicStorage.close();
  });

  it('downloads to a temp file for localPath and removes it on release', async () => {
    const source = generatedStream(6 * MiB);
    await storage.write('local-path/video.mp4', source.stream);
    const local = await storage.localPath('local-path/video.mp4');
    expect(local.path.endsWith('/video.mp4')).toBe(true);
    expect((await stat(local.path)).size).toBe(6 * MiB);
    await local.release();
    await expect(stat(local.path)).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await digestOf(await storage.read('local-path/video.mp4'))).digest).toBe(source.digest());
  });

  it('surfaces a missing bucket as an error of its own, not as a missing object', async () => {
    const wrong = storageFor(server, { bucket: 'no-such-bucket' });
    const error = await wrong.read('anything').catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ObjectNotFoundError);
    expect(error).toMatchObject({ name: 'NoSuchBucket' });
    await wrong.close();
  });
});

import { randomFillSync } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3rver, type TestS3Server } from '../../test-support/start-s3rver';
import { ObjectNotFoundError } from './object-storage';
import { createS3Storage, type S3ObjectStorage, type S3StorageOptions } from './s3-storage';
import { describeStorageContract, digestOf, generatedStream, readAll } from './storage-contract';

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

describe('S3 driver (s3rver): presigned requests and multipart uploads', () => {
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

  it('presigns a GET that downloads the object under the given file name', async () => {
    const body = randomFillSync(Buffer.alloc(2 * MiB + 3));
    await storage.write('presign/download.bin', Readable.from([body]), { contentType: 'audio/wav' });
    const request = await storage.presignGet('presign/download.bin', { expiresInSeconds: 60, fileName: 'Interview – 1.wav' });
    expect(request).toMatchObject({ method: 'GET', headers: {} });
    const response = await send(request);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Interview _ 1.wav"; filename*=UTF-8''Interview%20%E2%80%93%201.wav`,
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(body)).toBe(true);

    const tampered = new URL(request.url);
    tampered.searchParams.set('response-content-disposition', 'inline');
    expect((await fetch(tampered)).status).toBe(403);
  });

  it('presigns URLs against the public endpoint when one is set', async () => {
    const publicStorage = storageFor(server, { publicEndpoint: 'https://files.verbatim.test' });
    const put = await publicStorage.presignPut('presign/public.mp3', { contentType: 'audio/mpeg', expiresInSeconds: 60 });
    const get = await publicStorage.presignGet('presign/public.mp3', { expiresInSeconds: 60 });
    expect(put.url.startsWith('https://files.verbatim.test/verbatim-presign/presign/public.mp3?')).toBe(true);
    expect(get.url.startsWith('https://files.verbatim.test/verbatim-presign/presign/public.mp3?')).toBe(true);
    await publicStorage.close();
  });

  it('runs a resumable multipart upload: presigned parts, list to resume, complete', async () => {
    const { multipart } = storage;
    const key = 'multipart/recording.webm';
    const { uploadId } = await multipart.createMultipartUpload(key, 'video/webm');
    const first = randomFillSync(Buffer.alloc(5 * MiB));
    const second = randomFillSync(Buffer.alloc(5 * MiB));
    const last = randomFillSync(Buffer.alloc(123_457));

    const part1 = await multipart.presignUploadPart(key, uploadId, 1, { expiresInSeconds: 300 });
    expect(part1.method).toBe('PUT');
    const sent1 = await send(part1, first);
    expect(sent1.status).toBe(200);
    // The part's URL is for that part only.
    const wrongPart = { ...part1, url: part1.url.replace('partNumber=1', 'partNumber=2') };
    expect((await send(wrongPart, second)).status).toBe(403);

    const sized = await multipart.presignUploadPart(key, uploadId, 2, { expiresInSeconds: 300, contentLength: second.length });
    expect((await send(sized, second.subarray(1))).status).toBe(403);
    expect((await send(sized, second)).status).toBe(200);

    // After a page reload the client asks what already arrived.
    const resumed = await multipart.listParts(key, uploadId);
    expect(resumed.map(({ partNumber, size }) => ({ partNumber, size }))).toEqual([
      { partNumber: 1, size: first.length },
      { partNumber: 2, size: second.length },
    ]);
    expect(resumed[0]?.etag).toBe(sent1.headers.get('etag'));

    // The last part comes through the API instead.
    const { etag: etag3 } = await multipart.uploadPart(key, uploadId, 3, last);
    const parts = [...resumed.map(({ partNumber, etag }) => ({ partNumber, etag })), { partNumber: 3, etag: etag3 }].reverse();
    const info = await multipart.completeMultipartUpload(key, uploadId, parts);
    expect(info).toMatchObject({ key, size: first.length + second.length + last.length, contentType: 'video/webm' });
    const whole = await readAll(await storage.read(key));
    expect(whole.equals(Buffer.concat([first, second, last]))).toBe(true);
    expect(await server.openUploads()).toEqual([]);
  });

  it('aborts a multipart upload, dropping its parts', async () => {
    const { multipart } = storage;
    const { uploadId } = await multipart.createMultipartUpload('multipart/dropped.webm', 'video/webm');
    await multipart.uploadPart('multipart/dropped.webm', uploadId, 1, Buffer.alloc(1000));
    expect(await server.openUploads()).toEqual([uploadId]);
    await multipart.abortMultipartUpload('multipart/dropped.webm', uploadId);
    expect(await server.openUploads()).toEqual([]);
    await multipart.abortMultipartUpload('multipart/dropped.webm', uploadId);
    await expect(multipart.listParts('multipart/dropped.webm', uploadId)).rejects.toMatchObject({ name: 'NoSuchUpload' });
    expect(await storage.stat('multipart/dropped.webm')).toBeNull();
    await expect(multipart.presignUploadPart('multipart/x', uploadId, 0, { expiresInSeconds: 60 })).rejects.toBeInstanceOf(RangeError);
    await expect(multipart.presignUploadPart('multipart/x', uploadId, 10_001, { expiresInSeconds: 60 })).rejects.toBeInstanceOf(RangeError);
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

import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  type CompletedPart,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { makeOwnedTempDir } from '../../lib/owned-temp-dirs';
import {
  type ByteRange,
  checkExpiry,
  checkRange,
  checkWriteOptions,
  DEFAULT_CONTENT_TYPE,
  type ListedObject,
  limitedChunks,
  ObjectNotFoundError,
  type ObjectStorage,
  type PresignedRequest,
  RangeNotSatisfiableError,
  type StoredObjectInfo,
  validateObjectKey,
  validateObjectPrefix,
  type WriteOptions,
} from './object-storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For S3-compatible stores (MinIO, R2, s3rver...); AWS itself needs none. */
  endpoint?: string;
  /** `endpoint/bucket/key` URLs instead of `bucket.endpoint/key`; most self-hosted stores need it. */
  forcePathStyle?: boolean;
  /** Both or neither; with neither the SDK's default chain (environment, profile, instance role) is used. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** The endpoint browsers reach, when it differs from the one the API uses (e.g. an internal MinIO host). */
  publicEndpoint?: string;
  /** Bytes per part while streaming a write (default 8 MiB, at least S3's minimum of 5 MiB; 10,000 parts at most). */
  partSize?: number;
  /** Parts uploaded at once (default 2); a write holds at most (queueSize + 1) x partSize bytes. */
  queueSize?: number;
  /** Keys asked per ListObjectsV2 call (1-1000). */
  listPageSize?: number;
  /** Where `localPath` downloads to; the OS temp folder by default. */
  tempDir?: string;
  now?: () => Date;
}

export type S3ObjectStorage = ObjectStorage & { readonly driver: 's3' };

interface PresignArguments {
  expiresIn: number;
  signingDate: Date;
  signableHeaders: Set<string>;
}

const MIN_PART_SIZE = 5 * 1024 * 1024;
const DEFAULT_PART_SIZE = 8 * 1024 * 1024;
const FIRST_BUFFER_SIZE = 64 * 1024;
const MAX_PARTS = 10_000;

/** A missing object, not a missing bucket (which is a configuration error and must surface as one). */
function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  if (error.name === 'NoSuchBucket') return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}

const isMissingUpload = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchUpload' || error.$metadata.httpStatusCode === 404);

/**
 * Objects in an S3 bucket (or any S3-compatible store). Checksums are left to the protocol's own
 * requirements (WHEN_REQUIRED): S3-compatible stores and s3rver do not all understand the SDK's default
 * CRC trailers. Writes stream as a multipart upload of `partSize` parts, so memory stays bounded whatever
 * the length; a body that fits one part is sent as one PutObject.
 */
export function createS3Storage(options: S3StorageOptions): S3ObjectStorage {
  const { bucket } = options;
  if (!bucket) throw new TypeError('createS3Storage needs a bucket');
  if (Boolean(options.accessKeyId) !== Boolean(options.secretAccessKey)) {
    throw new TypeError('createS3Storage needs accessKeyId and secretAccessKey together (or neither)');
  }
  const partSize = options.partSize ?? DEFAULT_PART_SIZE;
  if (!Number.isSafeInteger(partSize) || partSize < MIN_PART_SIZE) throw new RangeError(`partSize must be at least ${MIN_PART_SIZE} bytes`);
  const queueSize = options.queueSize ?? 2;
  if (!Number.isSafeInteger(queueSize) || queueSize < 1) throw new RangeError('queueSize must be at least 1');
  const listPageSize = Math.min(Math.max(options.listPageSize ?? 1000, 1), 1000);
  const now = options.now ?? (() => new Date());

  const config = (endpoint: string | undefined): S3ClientConfig => ({
    region: options.region,
    endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const client = new S3Client(config(options.endpoint));
  const presignClient = options.publicEndpoint ? new S3Client(config(options.publicEndpoint)) : client;

  async function stat(key: string): Promise<StoredObjectInfo | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return {
        key,
        size: head.ContentLength ?? 0,
        contentType: head.ContentType ?? null,
        modifiedAt: head.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  async function presign(
    sign: (args: PresignArguments) => Promise<string>,
    expiresInSeconds: number,
    signableHeaders: string[],
  ): Promise<{ url: string; expiresAt: Date }> {
    checkExpiry(expiresInSeconds);
    const signingDate = now();
    const url = await sign({
      expiresIn: expiresInSeconds,
      signingDate,
      // The presigner leaves Content-Type unsigned unless told otherwise; signing it pins the type.
      signableHeaders: new Set(signableHeaders),
    });
    return { url, expiresAt: new Date(signingDate.getTime() + expiresInSeconds * 1000) };
  }

  /** Drops an unfinished write's parts. No error when the upload is already gone. */
  async function abortMultipartUpload(key: string, uploadId: string): Promise<void> {
    try {
      await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }));
    } catch (error) {
      if (!isMissingUpload(error)) throw error;
    }
  }

  const storage: S3ObjectStorage = {
    driver: 's3',

    async write(key: string, body: NodeJS.ReadableStream, writeOptions: WriteOptions = {}) {
      validateObjectKey(key);
      checkWriteOptions(writeOptions);
      const { signal } = writeOptions;
      signal?.throwIfAborted();
      const contentType = writeOptions.contentType ?? DEFAULT_CONTENT_TYPE;
      // Cancels the requests in flight when the write fails or the caller aborts.
      const cancel = new AbortController();
      const onAbort = () => cancel.abort(signal?.reason);
      signal?.addEventListener('abort', onAbort, { once: true });

      const counter = { bytes: 0 };
      let uploadId: string | undefined;
      let partNumber = 0;
      const completed: CompletedPart[] = [];
      const inFlight = new Set<Promise<void>>();
      let failure: { error: unknown } | undefined;
      // Part buffers are recycled: a write holds at most (queueSize + 1) of them, however long the body,
      // and makes no garbage per part. The first one starts small and grows, so small bodies stay cheap.
      const spare: Buffer[] = [];
      let current: Buffer | undefined;
      let filled = 0;

      /** Waits until fewer than `slots` parts are in flight (1: until all are done). */
      const waitForSlot = async (slots: number) => {
        while (inFlight.size >= slots) await Promise.race(inFlight);
        if (failure) throw failure.error;
      };
      const startPart = (buffer: Buffer, length: number, id: string) => {
        const number = ++partNumber;
        if (number > MAX_PARTS) throw new Error(`The file needs more than ${MAX_PARTS} parts of ${partSize} bytes`);
        const part = buffer.subarray(0, length);
        const task: Promise<void> = client
          .send(new UploadPartCommand({ Bucket: bucket, Key: key, UploadId: id, PartNumber: number, Body: part, ContentLength: length }), {
            abortSignal: cancel.signal,
          })
          .then((result) => {
            if (!result.ETag) throw new Error(`S3 answered UploadPart ${number} without an ETag`);
            completed.push({ PartNumber: number, ETag: result.ETag });
          })
          .catch((error: unknown) => {
            failure ??= { error };
            cancel.abort();
          })
          .finally(() => {
            inFlight.delete(task);
            if (buffer.length === partSize) spare.push(buffer);
          });
        inFlight.add(task);
      };

      try {
        for await (const chunk of limitedChunks(body, writeOptions, counter)) {
          if (failure) throw failure.error;
          let offset = 0;
          while (offset < chunk.length) {
            if (!current) {
              current = spare.pop() ?? Buffer.allocUnsafe(partNumber === 0 ? FIRST_BUFFER_SIZE : partSize);
            } else if (filled === current.length) {
              const bigger = Buffer.allocUnsafe(Math.min(current.length * 4, partSize));
              current.copy(bigger, 0, 0, filled);
              current = bigger;
            }
            const copied = chunk.copy(current, filled, offset);
            filled += copied;
            offset += copied;
            if (filled === partSize) {
              uploadId ??= (
                await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: contentType }), {
                  abortSignal: cancel.signal,
                })
              ).UploadId;
              if (!uploadId) throw new Error('S3 answered CreateMultipartUpload without an UploadId');
              await waitForSlot(queueSize);
              startPart(current, filled, uploadId);
              current = undefined;
              filled = 0;
            }
          }
        }
        if (uploadId === undefined) {
          const data = current ? current.subarray(0, filled) : Buffer.alloc(0);
          signal?.throwIfAborted();
          await client.send(
            new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentLength: data.length, ContentType: contentType }),
            { abortSignal: cancel.signal },
          );
          return { size: counter.bytes };
        }
        if (current && filled > 0) {
          await waitForSlot(queueSize);
          startPart(current, filled, uploadId);
        }
        await waitForSlot(1);
        // The last moment an abort can still cancel the write: completing it stores the object.
        signal?.throwIfAborted();
        completed.sort((a, b) => (a.PartNumber ?? 0) - (b.PartNumber ?? 0));
        await client.send(
          new CompleteMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId, MultipartUpload: { Parts: completed } }),
        );
        return { size: counter.bytes };
      } catch (error) {
        cancel.abort();
        while (inFlight.size > 0) await Promise.race(inFlight);
        if (uploadId) {
          // Best effort: a bucket lifecycle rule (AbortIncompleteMultipartUpload) sweeps up any that remain.
          await abortMultipartUpload(key, uploadId).catch(() => undefined);
        }
        throw signal?.aborted ? signal.reason : error;
      } finally {
        signal?.removeEventListener('abort', onAbort);
      }
    },

    async read(key: string, range?: ByteRange) {
      validateObjectKey(key);
      checkRange(range);
      try {
        const result = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined }),
        );
        if (!(result.Body instanceof Readable)) throw new Error('S3 answered GetObject without a Node stream body');
        return result.Body;
      } catch (error) {
        if (isMissingObject(error)) throw new ObjectNotFoundError(key);
        if (error instanceof S3ServiceException && (error.name === 'InvalidRange' || error.$metadata.httpStatusCode === 416)) {
          const info = await stat(key);
          if (!info) throw new ObjectNotFoundError(key);
          throw new RangeNotSatisfiableError(info.size);
        }
        throw error;
      }
    },

    async stat(key: string) {
      validateObjectKey(key);
      return stat(key);
    },

    async delete(key: string) {
      validateObjectKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if (!isMissingObject(error)) throw error;
      }
    },

    list(prefix: string): AsyncIterable<ListedObject> {
      validateObjectPrefix(prefix);
      return (async function* () {
        let token: string | undefined;
        do {
          const page = await client.send(
            new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken: token, MaxKeys: listPageSize }),
          );
          for (const item of page.Contents ?? []) {
            if (item.Key === undefined) continue;
            yield { key: item.Key, size: item.Size ?? 0, modifiedAt: item.LastModified ?? new Date(0) };
          }
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
      })();
    },

    async presignPut(key, { contentType, expiresInSeconds, contentLength }): Promise<PresignedRequest> {
      validateObjectKey(key);
      const command = new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType, ContentLength: contentLength });
      const signed = ['content-type', ...(contentLength === undefined ? [] : ['content-length'])];
      const { url, expiresAt } = await presign((args) => getSignedUrl(presignClient, command, args), expiresInSeconds, signed);
      return { url, method: 'PUT', headers: { 'Content-Type': contentType }, expiresAt };
    },

    async localPath(key: string) {
      validateObjectKey(key);
      const body = await storage.read(key);
      const dir = await makeOwnedTempDir('object', options.tempDir ?? tmpdir());
      // Named as the key's last segment (at most 255 bytes), keeping the extension tools such as ffmpeg read.
      const path = join(dir, key.slice(key.lastIndexOf('/') + 1));
      const release = () => rm(dir, { recursive: true, force: true });
      try {
        await pipeline(body, createWriteStream(path, { flags: 'wx' }));
      } catch (error) {
        await release();
        throw error;
      }
      return { path, release };
    },

    async close() {
      client.destroy();
      if (presignClient !== client) presignClient.destroy();
    },
  };
  return storage;
}

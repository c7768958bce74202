import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { type MetadataValue, S3Store } from '@tus/s3-store';
import { Server } from '@tus/server';
import { type DataStore, ERRORS, type KvStore, type Upload } from '@tus/utils';
import { isSingleLineText, printableText } from '@verbatim/core-sdk/contracts';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import { BadRequestError, NotFoundError } from '../../errors/app-error';
import { localObjectsDirectory } from '../storage/local-storage';
import type { ObjectStorage } from '../storage/object-storage';
import { BufferedFileStore } from './buffered-file-store';
import { sweepExpiredUploads } from './sweep-expired-uploads';
import { tusRefusalFor, withJsonErrorBody } from './tus-error-bodies';
import { handleWithNodeBodies } from './tus-node-bodies';
import { EmptyFileError, InvalidFileTypeError, MAX_UPLOAD_BYTES } from './upload-errors';
import {
  idToUrlSegment,
  keyFromTusUrl,
  keyMadeUploadKey,
  TUS_PATH,
  uploadKeyFor,
  userOwnsUploadKey,
  widgetUploadKeyFor,
} from './upload-keys';

/** Set by our own middleware after authentication; any value a client sends is overwritten. */
export const TUS_USER_HEADER = 'x-verbatim-user-id';
/** The public id of the publishable key a widget's request carries; absent (any client copy removed) otherwise. */
export const TUS_KEY_HEADER = 'x-verbatim-publishable-key-id';
/** The largest upload the request's publishable key takes; absent for the app's own requests (2 GB). */
export const TUS_MAX_BYTES_HEADER = 'x-verbatim-max-upload-bytes';
/** See `ResumableUploads.state`. */
export type ResumableUploadState = 'complete' | 'partial' | 'open';

/**
 * tus answers every request with CORS headers of its own (`Access-Control-Allow-Origin: *` unless told otherwise),
 * which would replace ours. The API's CORS is decided once, for every endpoint, before tus is reached: the headers
 * the publishable key's check set on the response (exactly the key's origin, for a widget's request) stand, and an
 * app's same-origin request gets none.
 */
function withoutTusCors(response: Response): Response {
  const names = [...response.headers.keys()].filter((name) => name.toLowerCase().startsWith('access-control-'));
  if (names.length === 0) return response;
  const headers = new Headers(response.headers);
  for (const name of names) headers.delete(name);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** An upload nobody resumes within a day is removed, bytes and all. */
const EXPIRE_AFTER_MS = 24 * 3_600_000;

/**
 * The S3 store's cache of upload info, held here so that a processed upload's entry can be dropped: the
 * store itself never evicts one it read back (every `state` reads one).
 */
class UploadInfoCache<T> implements KvStore<T> {
  readonly #entries = new Map<string, T>();
  async get(key: string) {
    return this.#entries.get(key);
  }
  async set(key: string, value: T) {
    this.#entries.set(key, value);
  }
  async delete(key: string) {
    this.#entries.delete(key);
  }
  async list() {
    return [...this.#entries.keys()];
  }
}

type S3InfoCache = UploadInfoCache<MetadataValue>;

function dataStoreFor(config: Config, cache: S3InfoCache): DataStore {
  const s = config.storage;
  if (s.STORAGE_DRIVER === 's3') {
    // Parts go from this server to the bucket (the browser never gets S3 credentials or part URLs);
    // a PATCH shorter than the 5 MiB minimum part is kept as a `<key>.part` object until the next one.
    return new S3Store({
      partSize: 8 * 1024 * 1024,
      cache,
      expirationPeriodInMilliseconds: EXPIRE_AFTER_MS,
      s3ClientConfig: {
        bucket: s.S3_BUCKET ?? '',
        region: s.S3_REGION,
        ...(s.S3_ENDPOINT ? { endpoint: s.S3_ENDPOINT } : {}),
        forcePathStyle: s.S3_FORCE_PATH_STYLE,
        ...(s.S3_ACCESS_KEY_ID && s.S3_SECRET_ACCESS_KEY
          ? { credentials: { accessKeyId: s.S3_ACCESS_KEY_ID, secretAccessKey: s.S3_SECRET_ACCESS_KEY } }
          : {}),
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    });
  }
  // The same folder as the local storage driver, so a finished upload is already an object under its key.
  return new BufferedFileStore({
    directory: localObjectsDirectory(join(config.dataDir, 'storage')),
    expirationPeriodInMilliseconds: EXPIRE_AFTER_MS,
  });
}

/**
 * Resumable uploads with @tus/server: a dropped connection or a reloaded page continues
 * from the last byte stored. Upload ids are the storage keys themselves, under the
 * owner's prefix, carried base64url-encoded in the URL.
 *
 * Both stores have tus's `creation-defer-length` extension: a POST with `Upload-Defer-Length: 1` opens an upload whose
 * length nobody knows yet (a screen recording, sent second by second as it is made), PATCHes append to it, and the one
 * that carries `Upload-Length` fixes its length and, once every byte is in, completes it. Such an upload still cannot
 * pass `maxSize`: tus refuses a PATCH whose declared body would take it past 2 GB, cuts off a streamed one at the limit,
 * and refuses an `Upload-Length` over it. Until its length is declared it is unfinished, so process-large refuses it
 * and the daily sweep removes it a day after it began.
 */
export function createResumableUploads(config: Config, storage: ObjectStorage, logger: Logger, now: () => Date = () => new Date()) {
  const cache: S3InfoCache = new UploadInfoCache();
  const datastore = dataStoreFor(config, cache);
  const s3 = config.storage.STORAGE_DRIVER === 's3';
  const tus = new Server({
    path: TUS_PATH,
    datastore,
    // A widget's publishable key may take less than every upload does: tus refuses a larger Upload-Length and cuts
    // off a body (a deferred upload's too) at the limit.
    maxSize: (req) => Math.min(Number(req.headers.get(TUS_MAX_BYTES_HEADER)) || MAX_UPLOAD_BYTES, MAX_UPLOAD_BYTES),
    respectForwardedHeaders: config.trustProxy,
    namingFunction: (req) => {
      const userId = req.headers.get(TUS_USER_HEADER) ?? 'nobody';
      const keyId = req.headers.get(TUS_KEY_HEADER);
      return keyId ? widgetUploadKeyFor(userId, keyId, randomUUID()) : uploadKeyFor(userId, randomUUID());
    },
    // Absolute, on the host the request reached (the API's): a widget on another origin sends its PATCHes there.
    generateUrl: (_req, { proto, host, path, id }) => `${proto}://${host}${path}/${idToUrlSegment(id)}`,
    getFileIdFromRequest: (req) => {
      const key = keyFromTusUrl(new URL(req.url).pathname);
      return key ?? undefined;
    },
    onIncomingRequest: async (req, uploadId) => {
      const userId = req.headers.get(TUS_USER_HEADER) ?? '';
      const keyId = req.headers.get(TUS_KEY_HEADER);
      if (!uploadId) return;
      const reachable = keyId ? keyMadeUploadKey(userId, keyId, uploadId) : userOwnsUploadKey(userId, uploadId);
      if (!reachable) throw new NotFoundError('No such upload.');
    },
    onUploadCreate: async (_req, upload) => {
      const name = upload.metadata?.filename ?? 'The file';
      // The name becomes the transcription's file name; the database must never see a control character.
      if (!isSingleLineText(name)) throw new BadRequestError(`${printableText(name)}: The file name must not contain control characters.`);
      const type = (upload.metadata?.filetype ?? '').toLowerCase();
      if (!isSingleLineText(type)) throw new InvalidFileTypeError(name);
      if (!type.startsWith('audio/') && !type.startsWith('video/')) throw new InvalidFileTypeError(name);
      // A deferred upload has no size yet (undefined); one that ends up empty is refused when it is to become a
      // transcription (checkStoredMedia), as every stored upload is.
      if (upload.size === 0) throw new EmptyFileError(name);
      // The S3 store gives the finished object this type (the file store ignores it); without it S3 says binary/octet-stream.
      return { metadata: { ...upload.metadata, contentType: type } };
    },
    // Refusals answer with the API's one error body, like every other endpoint.
    onResponseError: (_req, error) => tusRefusalFor(error, (err) => logger.error({ err }, 'resumable upload request failed')),
  });
  return {
    handle: handleWithNodeBodies(tus, async (response) => withoutTusCors(await withJsonErrorBody(response))),
    /**
     * Where a tus upload stands: `complete` when every byte has arrived; `partial` while bytes of a known length are
     * missing; `open` while its length is still unknown (a recording uploaded as it is made, whose last PATCH declares
     * `Upload-Length`); null when the key is no tus upload.
     */
    async state(key: string): Promise<ResumableUploadState | null> {
      let upload: Upload;
      try {
        upload = await datastore.getUpload(key);
      } catch {
        return null;
      }
      if (upload.size === undefined) return 'open';
      return upload.offset === upload.size ? 'complete' : 'partial';
    },
    /**
     * Drops the bookkeeping of a finished upload once it has become a transcription: the info object
     * (S3: `<key>.info`; file store: `<key>.json`) would otherwise outlive the media, file name and all.
     * The media object itself stays; it belongs to the transcription now.
     */
    async forget(key: string): Promise<void> {
      if (config.storage.STORAGE_DRIVER === 's3') {
        await Promise.all([storage.delete(`${key}.info`), storage.delete(`${key}.part`)]);
        await cache.delete(key);
      } else {
        await storage.delete(`${key}.json`);
      }
    },
    /** Removes uploads nobody finished within a day, on either store; resolves with how many. */
    cleanUpExpired: () =>
      sweepExpiredUploads({
        storage,
        datastore,
        infoSuffix: s3 ? '.info' : '.json',
        expireAfterMs: EXPIRE_AFTER_MS,
        now: now(),
        async remove(id) {
          if (s3) {
            // The store aborts the open multipart upload (whose parts S3 keeps, and bills, until then).
            await datastore.remove(id).catch((error: unknown) => {
              if (error !== ERRORS.FILE_NOT_FOUND) throw error;
            });
            await Promise.all([storage.delete(`${id}.info`), storage.delete(`${id}.part`), cache.delete(id)]);
          } else {
            // Through the storage driver rather than the store, so that the emptied user folder goes too.
            await storage.delete(id);
            await storage.delete(`${id}.json`);
          }
        },
      }),
  };
}
export type ResumableUploads = ReturnType<typeof createResumableUploads>;

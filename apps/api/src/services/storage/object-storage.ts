import { addAbortSignal, Readable } from 'node:stream';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../errors/app-error';

/** What `list` yields: the listing APIs of S3 give no content type, so neither does this. */
export interface ListedObject {
  key: string;
  size: number;
  modifiedAt: Date;
}

export interface StoredObjectInfo extends ListedObject {
  /** The type given when the object was written; null when it was stored without one. */
  contentType: string | null;
}

/** A request a browser (or any HTTP client) can make without our credentials. */
export interface PresignedRequest {
  url: string;
  method: 'PUT';
  /** Headers the request must carry exactly as given (they are part of the signature). */
  headers: Record<string, string>;
  expiresAt: Date;
}

export interface WriteOptions {
  /** Stored with the object and returned by `stat`; `application/octet-stream` when absent. */
  contentType?: string;
  /** When given, the write fails (and stores nothing) unless exactly this many bytes arrive. */
  contentLength?: number;
  /** When given, the write fails with ObjectTooLargeError (and stores nothing) as soon as more bytes arrive. */
  maxBytes?: number;
  /** Aborting fails the write with the signal's AbortError and stores nothing, unless the object was already committed. */
  signal?: AbortSignal;
}

interface PresignPutOptions {
  /** Signed: the upload must send exactly this Content-Type header. */
  contentType: string;
  expiresInSeconds: number;
  /**
   * The largest body the upload may send. The local driver enforces it (it is signed into the URL and the
   * route passes it to `write`). S3 cannot enforce a size range on a presigned PUT: there, check the size
   * with `stat` after the upload, or pass `contentLength`, which both drivers enforce exactly.
   */
  maxBytes?: number;
  /** Signed: the upload must be exactly this many bytes (S3 signs the Content-Length header). */
  contentLength?: number;
}

export interface ByteRange {
  start: number;
  /** Inclusive; past the end of the object it is clamped to the last byte, as HTTP and S3 do. */
  end?: number;
}

export interface ObjectStorage {
  readonly driver: 'local' | 's3';
  /** Streams body to key; never buffers the whole body. Resolves with the stored size. Stores nothing if the write fails. */
  write(key: string, body: NodeJS.ReadableStream, options?: WriteOptions): Promise<{ size: number }>;
  /** A readable stream of the whole object, or of bytes start..end inclusive. Throws ObjectNotFoundError when absent. */
  read(key: string, range?: ByteRange): Promise<NodeJS.ReadableStream>;
  stat(key: string): Promise<StoredObjectInfo | null>;
  /** No error when absent. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with prefix, in key order (by UTF-8 bytes). */
  list(prefix: string): AsyncIterable<ListedObject>;
  presignPut(key: string, options: PresignPutOptions): Promise<PresignedRequest>;
  /** A path on local disk for tools like ffmpeg: the file itself (local) or a temp download (s3); call release() when done. */
  localPath(key: string): Promise<{ path: string; release(): Promise<void> }>;
  /** Frees connections; the storage must not be used afterwards. */
  close(): Promise<void>;
}

export class ObjectNotFoundError extends NotFoundError {
  override readonly name = 'ObjectNotFoundError';
  constructor(readonly key: string) {
    super('The file is no longer stored.');
  }
}

export class InvalidObjectKeyError extends BadRequestError {
  override readonly name = 'InvalidObjectKeyError';
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`Invalid storage key: ${reason}.`);
  }
}

export class ObjectTooLargeError extends AppError {
  override readonly name = 'ObjectTooLargeError';
  constructor(readonly maxBytes: number) {
    super(413, 'PAYLOAD_TOO_LARGE', `The file is larger than the ${maxBytes} bytes allowed.`, { maxBytes });
  }
}

/** The body ended with a different number of bytes than was announced (a cut-off or dishonest upload). */
export class ObjectSizeMismatchError extends BadRequestError {
  override readonly name = 'ObjectSizeMismatchError';
  constructor(
    readonly expected: number,
    readonly received: number,
  ) {
    super(`The upload sent ${received} bytes where ${expected} were announced.`);
  }
}

export class RangeNotSatisfiableError extends AppError {
  override readonly name = 'RangeNotSatisfiableError';
  constructor(readonly size: number) {
    super(416, 'BAD_REQUEST', 'The requested byte range is outside the file.', { size });
  }
}

/** The local driver keeps objects as files, so `a` and `a/b` cannot both exist there (S3 allows it). */
export class ObjectKeyConflictError extends ConflictError {
  override readonly name = 'ObjectKeyConflictError';
  constructor(readonly key: string) {
    super('Another stored file is in the way of this storage key.');
  }
}

const MAX_KEY_LENGTH = 512;

/**
 * Keys are portable between both drivers: at most 512 characters (and 1024 bytes), '/'-separated
 * segments of at most 255 bytes, none empty, '.' or '..', no backslash and no control character.
 * This is also what keeps a local key inside the storage folder.
 */
export function validateObjectKey(key: string): string {
  const reason = keyProblem(key, false);
  if (reason) throw new InvalidObjectKeyError(key, reason);
  return key;
}

/** A list prefix follows the key rules, but may be empty or end in '/' (or mid-segment). */
export function validateObjectPrefix(prefix: string): string {
  if (prefix === '') return prefix;
  const reason = keyProblem(prefix, true);
  if (reason) throw new InvalidObjectKeyError(prefix, reason);
  return prefix;
}

function keyProblem(key: string, isPrefix: boolean): string | undefined {
  if (typeof key !== 'string' || key.length === 0) return 'it is empty';
  if (key.length > MAX_KEY_LENGTH) return `it is longer than ${MAX_KEY_LENGTH} characters`;
  // S3's own limit on a key, which multi-byte characters can reach before the character limit.
  if (Buffer.byteLength(key) > 1024) return 'it is longer than 1024 bytes';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f]/.test(key)) return 'it contains a control character';
  if (key.includes('\\')) return 'it contains a backslash';
  if (key.startsWith('/')) return 'it starts with /';
  const segments = key.split('/');
  // A prefix may end in '/', which leaves one empty last segment.
  if (isPrefix && segments.at(-1) === '') segments.pop();
  for (const segment of segments) {
    if (segment === '') return 'it contains an empty path segment';
    if (segment === '.' || segment === '..') return 'it contains a . or .. path segment';
    // A segment is a file or folder name on local disks, where 255 bytes is the usual maximum.
    if (Buffer.byteLength(segment) > 255) return 'a path segment is longer than 255 bytes';
  }
  return undefined;
}

export interface BodyLimits {
  signal?: AbortSignal | undefined;
  maxBytes?: number | undefined;
  contentLength?: number | undefined;
}

/**
 * The body as Buffers, with the limits applied while it streams: more than maxBytes or contentLength
 * fails at once, fewer than contentLength fails at the end, and aborting the signal destroys the source
 * so that even a stalled body stops. Stopping early (an error, or the caller leaving the loop) destroys
 * the source too, which for an HTTP request cuts the upload off.
 */
export async function* limitedChunks(body: NodeJS.ReadableStream, limits: BodyLimits, counter: { bytes: number }): AsyncGenerator<Buffer> {
  const readable = body instanceof Readable ? body : new Readable().wrap(body);
  if (limits.signal) addAbortSignal(limits.signal, readable);
  const limit = Math.min(limits.maxBytes ?? Number.POSITIVE_INFINITY, limits.contentLength ?? Number.POSITIVE_INFINITY);
  for await (const chunk of readable) {
    const buffer: Buffer =
      typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    counter.bytes += buffer.length;
    if (counter.bytes > limit) {
      if (limits.maxBytes !== undefined && counter.bytes > limits.maxBytes) throw new ObjectTooLargeError(limits.maxBytes);
      throw new ObjectSizeMismatchError(limits.contentLength ?? 0, counter.bytes);
    }
    yield buffer;
  }
  if (limits.contentLength !== undefined && counter.bytes !== limits.contentLength) {
    throw new ObjectSizeMismatchError(limits.contentLength, counter.bytes);
  }
}

export function checkWriteOptions(options: WriteOptions): void {
  for (const name of ['contentLength', 'maxBytes'] as const) {
    const value = options[name];
    if (value !== undefined && (!Number.isSafeInteger(value) || value < 0)) {
      throw new TypeError(`${name} must be a whole number of bytes, not ${value}`);
    }
  }
}

export function checkRange(range: ByteRange | undefined): void {
  if (!range) return;
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || start < 0) throw new RangeError(`range start must be a whole number >= 0, not ${start}`);
  if (end !== undefined && (!Number.isSafeInteger(end) || end < start)) {
    throw new RangeError(`range end must be a whole number >= start, not ${end}`);
  }
}

export function checkExpiry(expiresInSeconds: number): void {
  // S3 refuses presigned URLs valid for more than 7 days; the same bound keeps local URLs short-lived.
  if (!Number.isSafeInteger(expiresInSeconds) || expiresInSeconds < 1 || expiresInSeconds > 604_800) {
    throw new RangeError(`expiresInSeconds must be a whole number from 1 to 604800, not ${expiresInSeconds}`);
  }
}

/** `attachment; filename="..."` with an ASCII fallback and the exact name in RFC 5987 form. */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

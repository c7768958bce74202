import type { Readable } from 'node:stream';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { SNIFF_BYTES, sniffMedia } from '../media/sniff-media';
import { ObjectTooLargeError } from '../storage/object-storage';
import { peekStream } from './peek-stream';
import { assertDeclaredMediaType, EmptyFileError, FileTooLargeError, InvalidFileTypeError, MAX_UPLOAD_BYTES } from './upload-errors';

export interface IncomingMedia {
  source: Readable;
  fileName: string;
  contentType: string | null;
  key: string;
  declaredSize?: number | undefined;
  signal?: AbortSignal | undefined;
  /** A limit below the 2 GB every upload has (a publishable key's), with the refusal it answers. */
  sizeLimit?: SizeLimit | undefined;
}

export interface SizeLimit {
  bytes: number;
  refuse: (fileName: string) => Error;
}

/**
 * Streams an upload into storage after checking it really is audio or video: the declared
 * type must say so and the first bytes must be a media container (names and headers lie).
 * Nothing is kept of a refused, oversized or interrupted upload.
 */
export async function storeUploadedMedia(deps: AppDeps, media: IncomingMedia): Promise<{ size: number; mimeType: string }> {
  // Already aborted (the client left while the request was still being authenticated): nothing to read.
  media.signal?.throwIfAborted();
  try {
    return await checkAndStore(deps, media);
  } catch (error) {
    // Whichever step noticed first (the sniff, the parser, the storage write), the abort's reason is the cause: a
    // client that went away, or a server that is stopping.
    const reason: unknown = media.signal?.aborted ? media.signal.reason : undefined;
    throw reason instanceof AppError ? reason : error;
  }
}

async function checkAndStore(deps: AppDeps, media: IncomingMedia): Promise<{ size: number; mimeType: string }> {
  assertDeclaredMediaType(media.fileName, media.contentType);
  const limit = media.sizeLimit ?? { bytes: MAX_UPLOAD_BYTES, refuse: (name: string) => new FileTooLargeError(name) };
  if (media.declaredSize !== undefined && media.declaredSize > limit.bytes) throw limit.refuse(media.fileName);
  // The signal also ends a sniff that waits for bytes that may never come; the storage write watches it itself.
  const { head, stream } = await peekStream(media.source, SNIFF_BYTES, media.signal);
  if (head.length === 0) throw new EmptyFileError(media.fileName);
  if (!(await sniffMedia(head))) throw new InvalidFileTypeError(media.fileName);
  const mimeType = (media.contentType ?? 'application/octet-stream').toLowerCase();
  try {
    const { size } = await deps.storage.write(media.key, stream, {
      contentType: mimeType,
      maxBytes: limit.bytes,
      ...(media.signal ? { signal: media.signal } : {}),
    });
    return { size, mimeType };
  } catch (error) {
    if (error instanceof ObjectTooLargeError) throw limit.refuse(media.fileName);
    throw error;
  }
}

/** Checks an object that a client stored directly (presigned or resumable upload) before it is processed. */
export async function checkStoredMedia(deps: AppDeps, key: string, fileName: string) {
  const info = await deps.storage.stat(key);
  if (!info) return null;
  if (info.size === 0) throw new EmptyFileError(fileName);
  if (info.size > MAX_UPLOAD_BYTES) throw new FileTooLargeError(fileName);
  const stream = await deps.storage.read(key, { start: 0, end: Math.min(info.size, SNIFF_BYTES) - 1 });
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  if (!(await sniffMedia(Buffer.concat(chunks)))) throw new InvalidFileTypeError(fileName);
  return info;
}

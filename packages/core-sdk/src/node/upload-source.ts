import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { mediaTypeOf } from './media-type';

/** What a backend can upload from: a file's path, its bytes, or a stream of them (Node's or the web's). */
export type UploadSource = string | Uint8Array | ArrayBuffer | Readable | ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;

export interface UploadSourceOptions {
  /** The name the transcription gets; a path's own name by default, required for bytes and streams. */
  fileName?: string;
  /** The media type (`audio/mpeg`…); by default the one the file name's extension says. */
  type?: string;
}

/** A source as a Blob the SDK can send, and what to tidy once it is sent. */
export interface OpenedUploadSource {
  file: Blob;
  fileName: string;
  /** Deletes the temporary copy of a stream; nothing to do for a path or bytes. Safe to call more than once. */
  close(): Promise<void>;
}

const isAsyncIterable = (value: unknown): value is AsyncIterable<Uint8Array> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/** A stream written to a file of its own in a new temporary folder: its length is known, and it is never all in memory. */
async function spool(stream: Readable | ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>, fileName: string) {
  const dir = await mkdtemp(join(tmpdir(), 'verbatim-upload-'));
  const path = join(dir, basename(fileName) || 'upload');
  try {
    const readable = stream instanceof Readable ? stream : Readable.from(stream as AsyncIterable<Uint8Array>);
    await pipeline(readable, createWriteStream(path));
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { path, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Turns a path, bytes (a Buffer is bytes) or a stream into a Blob the SDK's uploads send. A path is read lazily from
 * disk (`fs.openAsBlob`), so a 2 GB file is never held in memory; a stream is first written to a temporary file, so that
 * its size is known before sending (the upload path depends on it) and a retried request can send it again.
 */
export async function openUploadSource(source: UploadSource, options: UploadSourceOptions = {}): Promise<OpenedUploadSource> {
  const fileName = options.fileName ?? (typeof source === 'string' ? basename(source) : undefined);
  if (!fileName) throw new TypeError('uploadFrom: pass fileName for bytes or a stream (it names the transcription and its type).');
  const type = options.type ?? mediaTypeOf(fileName) ?? '';
  const none = async () => undefined;
  if (typeof source === 'string') return { file: await openAsBlob(source, { type }), fileName, close: none };
  if (source instanceof Uint8Array || source instanceof ArrayBuffer) {
    // Copied once into the Blob: the caller may reuse its buffer as soon as this returns.
    return { file: new Blob([source as Uint8Array<ArrayBuffer> | ArrayBuffer], { type }), fileName, close: none };
  }
  if (source instanceof Readable || source instanceof ReadableStream || isAsyncIterable(source)) {
    const spooled = await spool(source, fileName);
    let closed: Promise<void> | undefined;
    return { file: await openAsBlob(spooled.path, { type }), fileName, close: () => (closed ??= spooled.remove()) };
  }
  throw new TypeError('uploadFrom: the source must be a file path, a Buffer or bytes, or a stream.');
}

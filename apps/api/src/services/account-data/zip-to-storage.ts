import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';
import type { ObjectStorage } from '../storage/object-storage';

interface ZipWriter {
  /** Adds one whole file; waits while storage is behind, so memory holds about one file at a time. */
  add(name: string, data: Uint8Array, modifiedAt?: Date): Promise<void>;
  /** Finishes the archive and resolves with its stored size. */
  finish(): Promise<{ size: number }>;
  /** Stops: nothing is stored. */
  abort(reason: Error): Promise<void>;
}

/**
 * A ZIP streamed into storage as its files are added (fflate's streaming Zip), never held whole in memory. The
 * storage write stores nothing unless the archive is finished.
 */
export function zipToStorage(storage: ObjectStorage, key: string): ZipWriter {
  const out = new PassThrough();
  // The storage write reads this stream and reports its failures; this keeps a destroyed stream from also throwing.
  out.on('error', () => undefined);
  const written = storage.write(key, out, { contentType: 'application/zip' });
  // Observed at once, so that a failed write is never an unhandled rejection while files are still being added.
  written.catch(() => undefined);
  let failure: Error | undefined;
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failure = error;
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });

  return {
    async add(name, data, modifiedAt) {
      if (failure) throw failure;
      const entry = new ZipDeflate(name, { level: 6 });
      if (modifiedAt) entry.mtime = modifiedAt;
      zip.add(entry);
      entry.push(data, true);
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), written]);
    },
    async finish() {
      zip.end();
      return written;
    },
    async abort(reason) {
      zip.terminate();
      out.destroy(reason);
      await written.catch(() => undefined);
    },
  };
}

import type { DataStore, Upload } from '@tus/utils';
import type { ObjectStorage } from '../storage/object-storage';

export interface SweepOptions {
  storage: ObjectStorage;
  datastore: DataStore;
  /** The suffix of tus's record of an upload, beside its bytes: `.json` (file store) or `.info` (S3 store). */
  infoSuffix: string;
  /** Removes every trace of one upload: its bytes, its record, and on S3 the open multipart upload and `.part`. */
  remove(id: string): Promise<void>;
  expireAfterMs: number;
  now: Date;
}

const isUnfinished = (upload: Upload) => upload.size === undefined || upload.offset < upload.size;

/**
 * Removes every resumable upload that is still unfinished `expireAfterMs` after it began. It walks the whole `uploads/`
 * tree, where each user's uploads sit in their own folder: tus's own sweep of the file store reads only the top folder,
 * so it never found one and each abandoned upload kept its bytes (up to 2 GB) for ever. A finished upload waits for
 * its transcription, which removes its record; one still in progress is younger than the limit. Resolves with the
 * number removed.
 */
export async function sweepExpiredUploads(options: SweepOptions): Promise<number> {
  const expired: string[] = [];
  for await (const item of options.storage.list('uploads/')) {
    if (!item.key.endsWith(options.infoSuffix)) continue;
    const id = item.key.slice(0, -options.infoSuffix.length);
    let upload: Upload;
    try {
      upload = await options.datastore.getUpload(id);
    } catch {
      continue; // removed meanwhile (processed, cancelled), or a record the store cannot read: nothing to sweep
    }
    const began = upload.creation_date ? Date.parse(upload.creation_date) : item.modifiedAt.getTime();
    if (isUnfinished(upload) && options.now.getTime() - began > options.expireAfterMs) expired.push(id);
  }
  // One by one, after the listing: deleting while the listing walks the same folders could skip entries. One that
  // cannot be removed now does not keep the others; the next sweep tries it again, and the caller hears of it.
  let firstFailure: { error: unknown } | undefined;
  let removed = 0;
  for (const id of expired) {
    try {
      await options.remove(id);
      removed++;
    } catch (error) {
      firstFailure ??= { error };
    }
  }
  if (firstFailure) throw firstFailure.error;
  return removed;
}

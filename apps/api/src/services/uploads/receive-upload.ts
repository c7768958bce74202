import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AppDeps } from '../../deps';
import type { UserModel } from '../../models/user';
import { admitUploadStart } from './admit-upload-start';
import { storeUploadedMedia } from './store-uploaded-media';
import type { StoredUpload } from './stored-upload';
import { uploadKeyFor } from './upload-keys';

/** A file arriving in a request body. */
export interface IncomingFile {
  stream: Readable;
  fileName: string;
  contentType: string | null;
  /** Aborts when the client goes away or the server stops; its reason is the error the caller gets. */
  signal: AbortSignal;
}

/**
 * Streams a file into storage under a new key of its owner's. `receive` starts reading the request only once the
 * caller may upload, so that a refused caller costs no parsing. A storage write that fails keeps nothing.
 */
export async function receiveUpload(deps: AppDeps, user: UserModel, receive: () => Promise<IncomingFile>): Promise<StoredUpload> {
  await admitUploadStart(deps, user);
  const file = await receive();
  const key = uploadKeyFor(user.id, randomUUID());
  try {
    const stored = await storeUploadedMedia(deps, {
      source: file.stream,
      fileName: file.fileName,
      contentType: file.contentType,
      key,
      signal: file.signal,
    });
    return { key, fileName: file.fileName, size: stored.size, mimeType: stored.mimeType, resumable: false };
  } catch (error) {
    // The refused file's remaining bytes are let through to nowhere, so that nothing waits on a paused stream.
    file.stream.resume();
    throw error;
  }
}

import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AppDeps } from '../../deps';
import type { UserModel } from '../../models/user';
import { keyMaxFileBytes } from '../publishable-keys/key-limits';
import { KeyFileTooLargeError } from '../publishable-keys/publishable-key-errors';
import type { WidgetCaller } from '../publishable-keys/widget-caller';
import { admitUploadStart } from './admit-upload-start';
import { type SizeLimit, storeUploadedMedia } from './store-uploaded-media';
import type { StoredUpload } from './stored-upload';
import { uploadKeyFor, widgetUploadKeyFor } from './upload-keys';

/** A file arriving in a request body. */
export interface IncomingFile {
  stream: Readable;
  fileName: string;
  contentType: string | null;
  /** Aborts when the client goes away or the server stops; its reason is the error the caller gets. */
  signal: AbortSignal;
}

/** A publishable key's file size limit, as the storage write enforces it while the bytes stream in. */
export function widgetSizeLimit(widget: WidgetCaller): SizeLimit {
  const bytes = keyMaxFileBytes(widget.key);
  return { bytes, refuse: (fileName) => new KeyFileTooLargeError(fileName, bytes) };
}

/** Where a new upload is stored: under its owner's prefix, and named for the key when a widget sent it. */
export function newUploadKey(user: UserModel, widget: WidgetCaller | null | undefined): string {
  return widget ? widgetUploadKeyFor(user.id, widget.key.keyId, randomUUID()) : uploadKeyFor(user.id, randomUUID());
}

/**
 * Streams a file into storage under a new key of its owner's. `receive` starts reading the request only once the
 * caller may upload, so that a refused caller costs no parsing. A storage write that fails keeps nothing. Through a
 * widget, the key's file size limit holds while the bytes stream in.
 */
export async function receiveUpload(
  deps: AppDeps,
  user: UserModel,
  receive: () => Promise<IncomingFile>,
  widget?: WidgetCaller | null,
): Promise<StoredUpload> {
  await admitUploadStart(deps, user, widget);
  const file = await receive();
  const key = newUploadKey(user, widget);
  try {
    const stored = await storeUploadedMedia(deps, {
      source: file.stream,
      fileName: file.fileName,
      contentType: file.contentType,
      key,
      signal: file.signal,
      sizeLimit: widget ? widgetSizeLimit(widget) : undefined,
    });
    return { key, fileName: file.fileName, size: stored.size, mimeType: stored.mimeType, resumable: false };
  } catch (error) {
    // The refused file's remaining bytes are let through to nowhere, so that nothing waits on a paused stream.
    file.stream.resume();
    throw error;
  }
}

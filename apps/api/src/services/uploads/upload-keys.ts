import { LOCAL_STORAGE_ROUTE } from '../storage/local-storage';

/** The tus endpoint for resumable large uploads (https://tus.io, protocol 1.0). */
export const TUS_PATH = '/api/uploads/tus';

/** tus ids are storage keys, which hold slashes; in URLs they travel base64url-encoded. */
export const idToUrlSegment = (id: string) => Buffer.from(id).toString('base64url');
export const urlSegmentToId = (segment: string) => Buffer.from(segment, 'base64url').toString('utf8');

/** A tus upload's URL (as the server gave it in Location) back to its storage key. */
export function keyFromTusUrl(path: string): string | null {
  const segment = path.slice(TUS_PATH.length + 1).split('/')[0];
  return segment ? urlSegmentToId(segment) : null;
}

/** Every upload lives under its owner's prefix, so ownership can be checked from the key alone. */
export const uploadKeyFor = (userId: string, id: string) => `uploads/${userId}/${id}`;

export const userOwnsUploadKey = (userId: string, key: string) => key.startsWith(`uploads/${userId}/`) && !key.includes('..');

/**
 * An upload made through a publishable key lives under its owner's prefix too, with the key's public id in its name:
 * a request with that key may touch only its own key's uploads, never the rest of the owner's (UUIDs hold no `k`).
 */
export const widgetUploadKeyFor = (userId: string, keyId: string, id: string) => uploadKeyFor(userId, `k${keyId}-${id}`);

export const keyMadeUploadKey = (userId: string, keyId: string, key: string) =>
  userOwnsUploadKey(userId, key) && key.startsWith(`uploads/${userId}/k${keyId}-`);

/**
 * The storage key behind what a client hands back: a key itself, a local signed URL,
 * an S3 URL (path-style or virtual-hosted), or a resumable (tus) upload's URL.
 */
export function keyFromUploadReference(reference: string, bucket: string | undefined): string | null {
  if (reference.startsWith('uploads/')) return reference;
  let url: URL;
  try {
    url = new URL(reference, 'http://localhost');
  } catch {
    return null;
  }
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    // A stray '%' that is no escape: no key of ours looks like that.
    return null;
  }
  if (path.startsWith(`${TUS_PATH}/`)) return keyFromTusUrl(path);
  const candidates = [`${LOCAL_STORAGE_ROUTE}/`, ...(bucket ? [`/${bucket}/`] : []), '/'];
  const prefix = candidates.find((p) => path.startsWith(p)) ?? '/';
  const key = path.slice(prefix.length);
  return key.startsWith('uploads/') ? key : null;
}

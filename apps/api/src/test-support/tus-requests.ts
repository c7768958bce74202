import type { HttpSession } from './cookie-fetch';
import { cookieHeader, sendCutOff } from './send-cut-off';

/** The tus protocol version header every tus request carries. */
export const TUS = { 'Tus-Resumable': '1.0.0' };
const PATCH_TYPE = { 'Content-Type': 'application/offset+octet-stream' };

const base64 = (text: string) => Buffer.from(text).toString('base64');

/** POST /api/uploads/tus: announces an upload of `length` bytes; the answer's `Location` is where to send them. */
export function createTusUpload(http: HttpSession, serverUrl: string, file: { name: string; type: string; length: number }) {
  return http.fetch(`${serverUrl}/api/uploads/tus`, {
    method: 'POST',
    headers: {
      ...TUS,
      'Upload-Length': String(file.length),
      'Upload-Metadata': `filename ${base64(file.name)},filetype ${base64(file.type)}`,
    },
  });
}

/**
 * POST /api/uploads/tus with `Upload-Defer-Length: 1`: an upload whose length nobody knows yet (a recording sent as it
 * is made); the PATCH that carries `Upload-Length` fixes it.
 */
export function createDeferredTusUpload(http: HttpSession, serverUrl: string, file: { name: string; type: string }) {
  return http.fetch(`${serverUrl}/api/uploads/tus`, {
    method: 'POST',
    headers: {
      ...TUS,
      'Upload-Defer-Length': '1',
      'Upload-Metadata': `filename ${base64(file.name)},filetype ${base64(file.type)}`,
    },
  });
}

/** A PATCH of `body` at `offset` that also declares the upload's whole `length` (the last PATCH of a deferred upload). */
export function patchTusDeclaringLength(http: HttpSession, location: string, offset: number, body: RequestInit['body'], length: number) {
  return http.fetch(location, {
    method: 'PATCH',
    headers: { ...TUS, ...PATCH_TYPE, 'Upload-Offset': String(offset), 'Upload-Length': String(length) },
    body,
  });
}

/** A PATCH of `body` at `offset`. */
export function patchTus(http: HttpSession, location: string, offset: number, body: RequestInit['body'], init: RequestInit = {}) {
  return http.fetch(location, {
    ...init,
    method: 'PATCH',
    headers: { ...TUS, ...PATCH_TYPE, 'Upload-Offset': String(offset) },
    body,
  });
}

/** A PATCH at `offset` that announces `announced` bytes but drops the connection after sending `sent`. */
export function patchTusCutOff(http: HttpSession, location: string, offset: number, sent: Buffer, announced: number) {
  return sendCutOff(
    location,
    'PATCH',
    { ...TUS, ...PATCH_TYPE, 'Upload-Offset': String(offset), Cookie: cookieHeader(http) },
    [sent],
    announced,
  );
}

/** The upload's storage key, from its URL (base64url of the key, in the last segment). */
export const keyOfTusLocation = (location: string) =>
  Buffer.from(location.slice(location.lastIndexOf('/') + 1), 'base64url').toString('utf8');

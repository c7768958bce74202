import { request } from 'node:http';
import type { HttpSession } from './cookie-fetch';

/** The session's cookies as a `Cookie` header, for requests made without its fetch. */
export const cookieHeader = (http: HttpSession) => [...http.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/**
 * Sends the head of a body announced longer than it is, then drops the connection, as a closed laptop
 * or a lost network does; resolves once the connection is gone.
 */
export function sendCutOff(url: string, method: string, headers: Record<string, string>, parts: Buffer[], announced: number) {
  return new Promise<void>((resolve) => {
    const req = request(url, { method, headers: { ...headers, 'Content-Length': String(announced) } });
    req.on('error', () => resolve());
    req.on('response', (res) => {
      res.resume();
      resolve();
    });
    for (const part of parts) req.write(part);
    setTimeout(() => {
      req.destroy();
      resolve();
    }, 400);
  });
}

/**
 * A multipart upload of a WAV named cut.wav to `url` that announces the whole `file` but drops the connection
 * after its first `sentBytes` bytes.
 */
export function sendMultipartCutOff(url: string, http: HttpSession, file: Buffer, sentBytes = 20_000) {
  const boundary = 'verbatimboundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
  );
  return sendCutOff(
    url,
    'POST',
    { Cookie: cookieHeader(http), 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    [head, file.subarray(0, sentBytes)],
    head.length + file.length + 100,
  );
}

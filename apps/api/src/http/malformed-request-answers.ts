import { type Server, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/** How Node's HTTP parser names what it could not read, and what to answer for it. */
const ANSWERS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
  ERR_HTTP_HEADERS_TIMEOUT: { status: 408, message: 'The request headers took too long to arrive.' },
};
const MALFORMED = { status: 400, message: 'The request is not valid HTTP.' };

/**
 * Requests Node's HTTP parser refuses (a URL or headers over its 16 KB limit, a broken request line, a
 * request that never finishes arriving) never reach Koa, and Node's own answer has no body. This gives
 * them the one JSON error body every other answer has, then closes the connection as Node would.
 */
export function answerMalformedRequests(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, message } = (error.code && ANSWERS[error.code]) || MALFORMED;
    const body = JSON.stringify({ error: { code: 'BAD_REQUEST', message } });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
}

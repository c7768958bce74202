import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSession, type HttpSession } from '../test-support/cookie-fetch';
import { cookieHeader } from '../test-support/send-cut-off';
import { startTestServer, type TestServer } from '../test-support/start-test-server';

interface RawAnswer {
  status: number;
  head: string;
  body: string;
  /** True when the server closed the connection by itself after answering. */
  closedByServer: boolean;
}

/**
 * Sends only a request head (with a few body bytes at most) over a raw socket and waits up to `waitMs`
 * for the server to answer and close: a server that waits for the announced body answers nothing.
 */
function sendHeadOnly(url: string, head: string, waitMs = 8000): Promise<RawAnswer | 'no answer'> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve('no answer');
    }, waitMs);
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const [rawHead = '', body = ''] = received.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(rawHead)?.[1] ?? 0);
      resolve(received ? { status, head: rawHead, body, closedByServer: true } : 'no answer');
    });
    socket.write(`${head}\r\n\r\n{"email":`);
  });
}

const jsonPost = (path: string, length: string, extra = '') =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}${extra}`;

describe('declared body sizes', () => {
  let server: TestServer;
  let http: HttpSession;

  beforeAll(async () => {
    server = await startTestServer();
    http = createHttpSession(server.url);
    const res = await http.post('/api/auth/register', { email: `size.${Date.now()}@example.com`, password: 'password123', firstName: 'S' });
    expect(res.status).toBe(201);
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each([
    ['just over 1 MB', String(1024 * 1024 + 1)],
    ['2^31 bytes', String(2 ** 31)],
    ['2^32 + 10 bytes (10 once cut to 32 bits)', String(2 ** 32 + 10)],
    ['2^63 bytes', '9223372036854775808'],
  ])('a JSON request declaring %s is refused at once with 413, and the connection closes', async (_label, length) => {
    const answer = await sendHeadOnly(server.url, jsonPost('/api/auth/login', length));
    expect(answer).not.toBe('no answer');
    if (answer === 'no answer') return;
    expect(answer.status).toBe(413);
    expect(answer.head).toMatch(/\r\nConnection: close/i);
    expect(answer.head).toMatch(/\r\nCache-Control: no-store/i);
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body must be at most 1048576 bytes.' },
    });
  });

  it('a JSON body of 1 MB or less is still read', async () => {
    const res = await http.post('/api/auth/login', { email: 'x@example.com', password: 'p'.repeat(900_000) });
    expect(res.status).toBe(400); // the password is too long for the contract, which means the body was parsed
    expect(res.json.error?.code).toBe('VALIDATION_FAILED');
  });

  it('a chunked JSON body that grows past the limit is refused with 413', async () => {
    const big = JSON.stringify({ email: 'x@example.com', password: 'p'.repeat(1_200_000) });
    const res = await http.fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it.each([
    ['/api/transcriptions/upload', String(2 ** 31 + 2 ** 20)],
    ['/api/upload-large', '9223372036854775808'],
  ])('the upload endpoint %s refuses a declared size over 2 GB at once', async (path, length) => {
    const head = `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookieHeader(http)}\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: ${length}`;
    const answer = await sendHeadOnly(server.url, head);
    expect(answer).not.toBe('no answer');
    if (answer === 'no answer') return;
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/start-test-server';

/** Writes `raw` on a fresh connection and resolves with everything the server sent until it closed. */
function sendRaw(url: string, raw: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer to ${raw.slice(0, 40)}`));
    }, 5000);
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
    socket.write(raw);
  });
}

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
    head,
    json: JSON.parse(body) as { error: { code: string; message: string } },
  };
}

describe('requests Node’s HTTP parser refuses', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a URL over the header limit answers 431 with the JSON error body', async () => {
    const answer = parse(await sendRaw(server.url, `GET /api/transcriptions?q=${'y'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`));
    expect(answer.status).toBe(431);
    expect(answer.head).toMatch(/\r\nContent-Type: application\/json/i);
    expect(answer.head).toMatch(/\r\nConnection: close/i);
    expect(answer.json).toEqual({ error: { code: 'BAD_REQUEST', message: 'The request headers are too large.' } });
  });

  it.each([
    ['a broken request line', 'NOT HTTP AT ALL\r\n\r\n'],
    ['a header with a NUL', 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n'],
    ['two different lengths', 'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n{}'],
  ])('%s answers 400 with the JSON error body', async (_label, raw) => {
    const answer = parse(await sendRaw(server.url, raw));
    expect(answer.status).toBe(400);
    expect(answer.json.error.code).toBe('BAD_REQUEST');
  });

  it('the server still answers afterwards', async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});

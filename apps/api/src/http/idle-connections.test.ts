import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/start-test-server';

/** Sends one keep-alive GET on `socket` and resolves with the answer's head once its body has arrived. */
function get(socket: Socket, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    if (socket.readyState !== 'open') {
      reject(new Error(`the server had closed the connection before ${path} was sent`));
      return;
    }
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('utf8');
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? Number.NaN);
      if (body.length >= length) finish(() => resolve(head));
    };
    const onClose = () => finish(() => reject(new Error(`the server closed the connection before answering ${path}`)));
    const finish = (then: () => void) => {
      socket.off('data', onData);
      socket.off('close', onClose);
      then();
    };
    socket.on('data', onData);
    socket.on('close', onClose);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`);
  });
}

describe('idle kept-alive connections', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('stay open past Node’s 5-s default, so a client reusing one after a pause gets an answer, not a reset', async () => {
    const { hostname, port } = new URL(server.url);
    const socket = connect(Number(port), hostname);
    socket.on('error', () => undefined);
    await once(socket, 'connect');
    try {
      const first = await get(socket, '/api/health');
      expect(first).toMatch(/^HTTP\/1\.1 200/);
      // The limit is announced, so a client can close first.
      expect(first).toMatch(/\r\nKeep-Alive: timeout=65(?:\r\n|$)/i);
      await sleep(6_000);
      expect(await get(socket, '/api/health')).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      socket.destroy();
    }
  });
});

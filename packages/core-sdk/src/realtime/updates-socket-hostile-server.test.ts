import { createHash } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { TranscriptionUpdateMessage } from '../contracts';
import type { WebSocketConstructor } from './socket';
import type { Timers } from './timers';
import { connectUpdates } from './updates-socket';

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

/** A server frame (unmasked) with any first byte, so that it can break the protocol on purpose. */
const frame = (firstByte: number, payload: Buffer) => Buffer.concat([Buffer.from([firstByte, payload.length]), payload]);

/**
 * A TCP server that completes real WebSocket upgrades and then sends whatever the test says: the first
 * connection gets a frame with a reserved opcode, the later ones a well-formed update.
 */
async function startHostileServer() {
  const sockets: Socket[] = [];
  let connections = 0;
  const server: Server = createServer((socket) => {
    sockets.push(socket);
    socket.on('error', () => undefined);
    socket.once('data', (data: Buffer) => {
      const key = /sec-websocket-key: *(\S+)/i.exec(data.toString())?.[1] ?? '';
      const accept = createHash('sha1')
        .update(key + GUID)
        .digest('base64');
      socket.write(
        `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
      );
      const update = JSON.stringify({ type: 'transcription_update', id: 't1', status: 'completed', progress: 100, errorMessage: null });
      socket.write(++connections === 1 ? frame(0x83, Buffer.from('x')) : frame(0x81, Buffer.from(update)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `ws://127.0.0.1:${port}/api/ws/updates`,
    connections: () => connections,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// The spec's 5 s reconnection, a hundred times faster.
const quickTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms / 100),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
});

describe('the updates socket against a server that breaks the protocol', () => {
  it('treats the broken connection as lost and reconnects, with nothing thrown', async () => {
    const server = await startHostileServer();
    stop = server.close;
    const polls: string[] = [];
    const updates = connectUpdates(server.url, {
      WebSocket: WebSocket as unknown as WebSocketConstructor,
      timers: quickTimers,
      poll: (reason) => polls.push(reason),
    });
    const received: TranscriptionUpdateMessage[] = [];
    updates.subscribe((message) => received.push(message));
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
    expect(server.connections()).toBe(2);
    expect(polls).toContain('reconnected');
    updates.close();
  });
});

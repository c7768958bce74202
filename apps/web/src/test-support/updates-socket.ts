import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import type { createClient } from '@verbatim/core-sdk';
import type * as Ws from 'ws';

type RealtimeOptions = NonNullable<Parameters<typeof createClient>[0]['realtime']>;
type WebSocketConstructor = NonNullable<RealtimeOptions['WebSocket']>;

// Tests resolve packages with the browser condition, which maps `ws` to a stub (jsdom's own WebSocket is built on it
// and fails the same way): load the Node build by path.
const require = createRequire(import.meta.url);
const ws = require(join(dirname(require.resolve('ws/package.json')), 'index.js')) as typeof Ws;

export interface UpdatesSocket {
  /** What to give createClient: a real WebSocket whose connections reach this server, whatever host they name. */
  realtime: RealtimeOptions;
  /** Sends a message to every open connection. */
  broadcast(message: unknown): void;
  /** Resolves once a connection is open. */
  connected(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A loopback server for the updates socket (/api/ws/updates), next to startFakeApi's HTTP server, which has no
 * sockets. The client's WebSocket is Node's `ws` with the address moved to this server: a real connection, only the
 * port differs.
 */
export async function startUpdatesSocket(): Promise<UpdatesSocket> {
  const server = new ws.WebSocketServer({ host: '127.0.0.1', port: 0, path: '/api/ws/updates' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const opened: Array<() => void> = [];
  server.on('connection', (socket) => {
    // A client that breaks the protocol is closed by ws; without a listener its error would end the test run.
    socket.on('error', () => undefined);
    socket.send(JSON.stringify({ type: 'connected' }));
    for (const resolve of opened.splice(0)) resolve();
  });
  class ToThisServer extends ws.WebSocket {
    constructor(url: string) {
      super(`ws://127.0.0.1:${port}${new URL(url).pathname}`);
    }
  }
  return {
    realtime: { WebSocket: ToThisServer as unknown as WebSocketConstructor },
    broadcast: (message) => {
      for (const client of server.clients) client.send(JSON.stringify(message));
    },
    connected: () =>
      [...server.clients].some((client) => client.readyState === ws.WebSocket.OPEN)
        ? Promise.resolve()
        : new Promise<void>((resolve) => opened.push(resolve)),
    close: async () => {
      for (const client of server.clients) client.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A real WebSocket for tests that do not follow live updates (its connections are refused like any unknown path). */
export const NodeWebSocket = ws.WebSocket as unknown as WebSocketConstructor;

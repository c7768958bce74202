import { createServer, type IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import type { createClient } from '@verbatim/core-sdk';
import type * as Ws from 'ws';

type WebSocket = Ws.WebSocket;
// Tests here resolve with the browser condition, which maps `ws` to a stub without a server: load its Node build by path.
const require = createRequire(import.meta.url);
const ws = require(join(dirname(require.resolve('ws/package.json')), 'index.js')) as typeof Ws;
const { WebSocketServer } = ws;

/**
 * A WebSocket for the SDK client in tests. jsdom's own is built on `ws` and meets the same stub, so the client gets the
 * Node build through `createClient({ realtime: { WebSocket } })`: still a real socket over loopback.
 */
export const NodeWebSocket = ws.WebSocket as unknown as NonNullable<
  NonNullable<Parameters<typeof createClient>[0]['realtime']>['WebSocket']
>;

export interface UpdatesServer {
  url: string;
  /** Paths of the HTTP requests received, oldest first (e.g. "GET /api/transcriptions"). */
  requests: string[];
  /** Sockets open on /api/ws/updates now. */
  readonly sockets: ReadonlySet<WebSocket>;
  /** Sets what GET {path} answers (JSON, 200). */
  answer(path: string, body: unknown): void;
  /** Sends a message to every open socket. */
  broadcast(message: unknown): void;
  /** Closes every open socket from the server's side with this close code. */
  closeSockets(code: number, reason?: string): void;
  /** Resolves once `count` sockets have connected since the start. */
  connected(count?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A loopback server that answers JSON GETs and speaks the API's updates socket, so that useLiveUpdates runs through
 * the real SDK, the browser's WebSocket and a real connection. (startFakeApi has no sockets.)
 */
export async function startUpdatesServer(): Promise<UpdatesServer> {
  const bodies = new Map<string, unknown>();
  const requests: string[] = [];
  const sockets = new Set<WebSocket>();
  let connections = 0;
  const waiting: Array<{ count: number; resolve: () => void }> = [];

  const server = createServer((request: IncomingMessage, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    requests.push(`${request.method} ${path}`);
    response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
    response.setHeader('access-control-allow-credentials', 'true');
    if (request.method === 'GET' && bodies.has(path)) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(bodies.get(path)));
      return;
    }
    response
      .writeHead(404, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found' } }));
  });
  const socketServer = new WebSocketServer({ server, path: '/api/ws/updates' });
  socketServer.on('connection', (socket) => {
    sockets.add(socket);
    connections++;
    // A client that breaks the protocol is closed by ws; without a listener its error would end the test run.
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    socket.send(JSON.stringify({ type: 'connected' }));
    for (const wait of [...waiting]) {
      if (connections >= wait.count) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve();
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sockets,
    answer: (path, body) => {
      bodies.set(path, body);
    },
    broadcast: (message) => {
      for (const socket of sockets) socket.send(JSON.stringify(message));
    },
    closeSockets: (code, reason) => {
      for (const socket of sockets) socket.close(code, reason);
    },
    connected: (count = 1) => (connections >= count ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ count, resolve }))),
    close: async () => {
      for (const socket of sockets) socket.terminate();
      await new Promise<void>((resolve) => socketServer.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

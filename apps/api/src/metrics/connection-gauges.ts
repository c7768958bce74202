import type { Server } from 'node:http';
import { Gauge, type Registry } from 'prom-client';
import type { MountedSocket } from '../http/socket-upgrades';

/** Open HTTP connections of the server, and WebSocket connections by socket path. */
export function registerConnectionGauges(registry: Registry, server: Server, sockets: readonly MountedSocket[]) {
  new Gauge({
    name: 'verbatim_http_open_connections',
    help: 'TCP connections open to the API’s HTTP server (WebSocket connections included).',
    registers: [registry],
    async collect() {
      const count = await new Promise<number>((resolve) => server.getConnections((error, n) => resolve(error ? 0 : n)));
      this.set(count);
    },
  });
  new Gauge({
    name: 'verbatim_websocket_connections',
    help: 'Open WebSocket connections, by socket path.',
    labelNames: ['socket'] as const,
    registers: [registry],
    collect() {
      for (const socket of sockets) this.set({ socket: socket.path }, socket.connectionCount());
    },
  });
}

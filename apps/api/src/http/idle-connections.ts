import type { Server } from 'node:http';

/**
 * How long a kept-alive connection may sit idle before the server closes it. Node's default is 5 s, and a client that
 * sends its next request on an idle connection just as the server closes it gets a reset instead of an answer (a
 * reverse proxy's pooled connections, an SDK's keep-alive agent, a browser test's request context on a busy machine).
 * The close must come from the client's side of the connection: proxies and load balancers drop idle upstream
 * connections after 60 s by default (nginx's keepalive_timeout, AWS ALB's idle timeout), so the server waits longer.
 */
export const IDLE_CONNECTION_MS = 65_000;

/** Keeps idle connections open past the clients' own idle limits, and the headers limit above that (Node's advice). */
export function keepIdleConnectionsOpen(server: Server): void {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
}

import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { AppDeps } from '../deps';
import { resolveSession } from '../services/sessions/resolve-session';
import { SESSION_COOKIE } from './session-cookie';
import type { SocketOwner } from './session-sockets';
import { readUpgradeRequest, refuseUpgrade, upgradeFailureStatus } from './upgrade-request';

/** A WebSocket the server answers at one path, for signed-in callers. */
export interface SocketEndpoint {
  path: string;
  /**
   * Completes the upgrade of a request that passed the checks. `owner` is null when the cookie names no live
   * session: the endpoint then opens the socket and closes it with 4401, since a browser cannot read the status of a
   * refused upgrade and would retry for ever.
   */
  accept(request: IncomingMessage, socket: Duplex, head: Buffer, owner: SocketOwner | null): void;
}

/** A socket endpoint as the server holds it: it counts its connections and closes them all at shutdown. */
export interface MountedSocket extends SocketEndpoint {
  connectionCount(): number;
  close(): void;
}

/** Whether an upgrade comes from a page of another site (the page's Origin is neither ours nor an allowed one). */
function isForeignOrigin(request: IncomingMessage, origin: string | undefined, allowedOrigins: readonly string[]): boolean {
  if (!origin) return false;
  const ownOrigin = `http://${request.headers.host}`;
  return origin !== ownOrigin && origin !== ownOrigin.replace('http:', 'https:') && !allowedOrigins.includes(origin);
}

/**
 * The server's one `upgrade` listener: it finds the socket by path (404 for any other), refuses a page on another
 * site (403: cross-site WebSocket hijacking with our user's cookie) and a request without a session cookie (401), looks
 * the session up, and hands the request to its endpoint. Each socket thus has the same checks.
 */
export function routeSocketUpgrades(server: Server, deps: AppDeps, endpoints: readonly SocketEndpoint[]) {
  const byPath = new Map(endpoints.map((endpoint) => [endpoint.path, endpoint]));

  const onUpgrade = async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const { pathname, origin, cookie: token } = readUpgradeRequest(request, SESSION_COOKIE);
    const endpoint = byPath.get(pathname);
    if (!endpoint) return refuseUpgrade(socket, 404);
    if (isForeignOrigin(request, origin, deps.config.allowedOrigins)) return refuseUpgrade(socket, 403);
    if (!token) return refuseUpgrade(socket, 401);
    const session = await resolveSession(deps, token);
    endpoint.accept(request, socket, head, session ? { userId: session.user.id, sessionId: session.session.id } : null);
  };

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node takes its own error listener off an upgraded socket: a client that resets the connection while the
    // session is looked up would otherwise end the process.
    socket.on('error', (error) => deps.logger.debug({ err: error }, 'socket connection failed before the upgrade'));
    onUpgrade(request, socket, head).catch((error: unknown) => {
      const status = upgradeFailureStatus(error);
      if (status >= 500) deps.logger.error({ err: error }, 'socket upgrade failed');
      else deps.logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'refused a malformed socket upgrade');
      refuseUpgrade(socket, status);
    });
  });
}

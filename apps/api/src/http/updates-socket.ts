import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { SESSION_ENDED_CLOSE_CODE, UPDATES_SOCKET_PATH } from '@verbatim/core-sdk/contracts';
import { WebSocket, WebSocketServer } from 'ws';
import type { AppDeps } from '../deps';
import type { AppEvent } from '../services/events/event-bus';
import { findLiveSessions } from '../services/sessions/find-live-sessions';
import { resolveSession } from '../services/sessions/resolve-session';
import { SESSION_COOKIE } from './session-cookie';
import { handleSocketErrors } from './socket-protocol-errors';
import { readUpgradeRequest, refuseUpgrade, upgradeFailureStatus } from './upgrade-request';

/** Who a socket belongs to: the user, and the session (its id, the token's hash) it was opened with. */
interface SocketOwner {
  userId: string;
  sessionId: string;
}

/**
 * `/api/ws/updates`: a WebSocket per signed-in browser tab, authenticated by the session cookie, that receives
 * `transcription_update` for the caller's own transcriptions only. Events arrive through Postgres NOTIFY, so work
 * done by a worker anywhere reaches it. A socket lives no longer than its session: it closes with 4401 when the
 * session is ended (on any API process) or lapses.
 */
export function attachUpdatesSocket(server: Server, deps: AppDeps) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  const owners = new Map<WebSocket, SocketOwner>();
  const socketsByUser = new Map<string, Set<WebSocket>>();
  const alive = new WeakSet<WebSocket>();

  const endSocket = (ws: WebSocket) => ws.close(SESSION_ENDED_CLOSE_CODE, 'session ended');

  const sendToOpen = (sockets: Iterable<WebSocket>, message: string) => {
    for (const socket of sockets) if (socket.readyState === WebSocket.OPEN) socket.send(message);
  };

  const onEvent = (event: AppEvent) => {
    const sockets = socketsByUser.get(event.userId);
    if (!sockets) return;
    if (event.type === 'sessions_ended') {
      for (const ws of [...sockets]) {
        const owner = owners.get(ws);
        if (!event.sessionIds || (owner && event.sessionIds.includes(owner.sessionId))) endSocket(ws);
      }
      return;
    }
    const { type, id, status, progress } = event;
    sendToOpen(sockets, JSON.stringify({ type, id, status, progress, errorMessage: event.errorMessage ?? null }));
  };
  const unsubscribe = deps.events.subscribe(onEvent);
  // Events published while the server's event connection was down never arrive: clients read afresh.
  const stopResync = deps.events.subscribeResync(() => sendToOpen(wss.clients, JSON.stringify({ type: 'resync' })));

  const accept = (request: IncomingMessage, socket: Duplex, head: Buffer, owner: SocketOwner | null) => {
    wss.handleUpgrade(request, socket, head, (ws) => {
      handleSocketErrors(ws, deps.logger, { socket: UPDATES_SOCKET_PATH, userId: owner?.userId });
      ws.on('message', () => undefined); // the channel is one-way; anything sent is ignored
      // A cookie that names no live session: the client is signed out, and the close code tells it so
      // (a browser cannot read the status of a refused upgrade, and would retry for ever).
      if (!owner) return endSocket(ws);
      owners.set(ws, owner);
      alive.add(ws);
      const set = socketsByUser.get(owner.userId) ?? new Set<WebSocket>();
      set.add(ws);
      socketsByUser.set(owner.userId, set);
      ws.on('pong', () => alive.add(ws));
      ws.on('close', () => {
        owners.delete(ws);
        set.delete(ws);
        if (set.size === 0) socketsByUser.delete(owner.userId);
      });
      ws.send(JSON.stringify({ type: 'connected' }));
    });
  };

  const onUpgrade = async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const { pathname, origin, cookie: token } = readUpgradeRequest(request, SESSION_COOKIE);
    if (pathname !== UPDATES_SOCKET_PATH) return refuseUpgrade(socket, 404);
    // A page on another site must not open a socket with our user's cookie (cross-site WebSocket hijacking).
    const ownOrigin = `http://${request.headers.host}`;
    if (origin && origin !== ownOrigin && origin !== ownOrigin.replace('http:', 'https:') && !deps.config.allowedOrigins.includes(origin)) {
      return refuseUpgrade(socket, 403);
    }
    if (!token) return refuseUpgrade(socket, 401);
    const session = await resolveSession(deps, token);
    accept(request, socket, head, session ? { userId: session.user.id, sessionId: session.session.id } : null);
  };
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node takes its own error listener off an upgraded socket: a client that resets the connection while the
    // session is looked up would otherwise end the process.
    socket.on('error', (error) => deps.logger.debug({ err: error }, 'updates socket connection failed before the upgrade'));
    onUpgrade(request, socket, head).catch((error: unknown) => {
      const status = upgradeFailureStatus(error);
      if (status >= 500) deps.logger.error({ err: error }, 'updates socket upgrade failed');
      else deps.logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'refused a malformed socket upgrade');
      refuseUpgrade(socket, status);
    });
  });

  // Closes the sockets whose session is gone or has lapsed (idle or absolute timeout), including those whose
  // end was announced while this process could not hear it.
  let checking = false;
  const closeLapsedSessions = async () => {
    if (checking || owners.size === 0) return;
    checking = true;
    try {
      const live = await findLiveSessions(deps, [...new Set([...owners.values()].map((owner) => owner.sessionId))]);
      for (const [ws, owner] of owners) if (!live.has(owner.sessionId)) endSocket(ws);
    } catch (error) {
      deps.logger.warn({ err: error }, 'could not check the sessions of open sockets');
    } finally {
      checking = false;
    }
  };

  // Idle connections die quietly behind proxies; a ping keeps them open and finds the dead ones.
  const pinger = setInterval(() => {
    for (const ws of wss.clients) {
      if (!owners.has(ws)) continue;
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
    void closeLapsedSessions();
  }, deps.config.socketPingIntervalMs);
  pinger.unref();

  return {
    connectionCount: () => wss.clients.size,
    close() {
      clearInterval(pinger);
      unsubscribe();
      stopResync();
      for (const ws of wss.clients) ws.close(1001, 'server shutting down');
      wss.close();
    },
  };
}

import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import type { AppContext } from '../context';
import type { AppEvent } from '../services/events/event-bus';
import { resolveSession } from '../services/sessions/resolve-session';
import { SESSION_COOKIE } from './session-cookie';

export const UPDATES_PATH = '/api/ws/updates';
const PING_INTERVAL_MS = 30_000;

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

function refuse(socket: Duplex, status: number, reason: string) {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * `/api/ws/updates`: a WebSocket per signed-in browser tab, authenticated by the session
 * cookie, that receives `transcription_update` for the caller's own transcriptions only.
 * Events arrive through Postgres NOTIFY, so work done by a worker anywhere reaches it.
 */
export function attachUpdatesSocket(server: Server, deps: AppContext) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  const socketsByUser = new Map<string, Set<WebSocket>>();
  const alive = new WeakSet<WebSocket>();

  const unsubscribe = deps.events.subscribe((event: AppEvent) => {
    const sockets = socketsByUser.get(event.userId);
    if (!sockets) return;
    const message = JSON.stringify({
      type: event.type,
      id: event.id,
      status: event.status,
      progress: event.progress,
      errorMessage: event.errorMessage ?? null,
    });
    for (const socket of sockets) if (socket.readyState === WebSocket.OPEN) socket.send(message);
  });

  const onUpgrade = async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname !== UPDATES_PATH) return refuse(socket, 404, 'Not Found');
    // A page on another site must not open a socket with our user's cookie (cross-site WebSocket hijacking).
    const origin = request.headers.origin;
    const ownOrigin = `http://${request.headers.host}`;
    if (origin && origin !== ownOrigin && origin !== ownOrigin.replace('http:', 'https:') && !deps.config.allowedOrigins.includes(origin)) {
      return refuse(socket, 403, 'Forbidden');
    }
    const token = readCookie(request.headers.cookie, SESSION_COOKIE);
    const session = token ? await resolveSession(deps, token).catch(() => null) : null;
    if (!session) return refuse(socket, 401, 'Unauthorized');
    const userId = session.user.id;
    wss.handleUpgrade(request, socket, head, (ws) => {
      alive.add(ws);
      const set = socketsByUser.get(userId) ?? new Set<WebSocket>();
      set.add(ws);
      socketsByUser.set(userId, set);
      ws.on('pong', () => alive.add(ws));
      ws.on('message', () => undefined); // the channel is one-way; anything sent is ignored
      ws.on('close', () => {
        set.delete(ws);
        if (set.size === 0) socketsByUser.delete(userId);
      });
      ws.send(JSON.stringify({ type: 'connected' }));
    });
  };
  server.on('upgrade', (request, socket, head) => {
    onUpgrade(request, socket, head).catch((error: unknown) => {
      deps.logger.error({ err: error }, 'updates socket upgrade failed');
      refuse(socket, 500, 'Internal Server Error');
    });
  });

  // Idle connections die quietly behind proxies; a ping keeps them open and finds the dead ones.
  const pinger = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, PING_INTERVAL_MS);
  pinger.unref();

  return {
    connectionCount: () => wss.clients.size,
    close() {
      clearInterval(pinger);
      unsubscribe();
      for (const ws of wss.clients) ws.close(1001, 'server shutting down');
      wss.close();
    },
  };
}

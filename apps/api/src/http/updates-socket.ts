import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { UPDATES_SOCKET_PATH } from '@verbatim/core-sdk/contracts';
import { WebSocket, WebSocketServer } from 'ws';
import type { AppDeps } from '../deps';
import type { AppEvent } from '../services/events/event-bus';
import { createSessionSockets, type SocketOwner } from './session-sockets';
import { handleSocketErrors } from './socket-protocol-errors';
import type { MountedSocket } from './socket-upgrades';

/**
 * `/api/ws/updates`: a WebSocket per signed-in browser tab, authenticated by the session cookie, that receives
 * `transcription_update` for the caller's own transcriptions only. Events arrive through Postgres NOTIFY, so work
 * done by a worker anywhere reaches it. A socket lives no longer than its session: it closes with 4401 when the
 * session is ended (on any API process) or lapses. Mounted by `routeSocketUpgrades`.
 */
export function createUpdatesSocket(deps: AppDeps): MountedSocket {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  const sessions = createSessionSockets(deps);

  const sendToOpen = (sockets: Iterable<WebSocket>, message: string) => {
    for (const socket of sockets) if (socket.readyState === WebSocket.OPEN) socket.send(message);
  };

  const onEvent = (event: AppEvent) => {
    if (event.type !== 'transcription_update') return; // sessions_ended: the session sockets close themselves
    const sockets = sessions.ofUser(event.userId);
    if (!sockets) return;
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
      if (!owner) return sessions.end(ws);
      sessions.add(ws, owner);
      ws.send(JSON.stringify({ type: 'connected' }));
    });
  };

  return {
    path: UPDATES_SOCKET_PATH,
    accept,
    connectionCount: () => wss.clients.size,
    close() {
      sessions.close();
      unsubscribe();
      stopResync();
      for (const ws of wss.clients) ws.close(1001, 'server shutting down');
      wss.close();
    },
  };
}

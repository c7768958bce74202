import { SESSION_ENDED_CLOSE_CODE } from '@verbatim/core-sdk/contracts';
import type { WebSocket } from 'ws';
import type { AppDeps } from '../deps';
import type { AppEvent } from '../services/events/event-bus';
import { findLiveSessions } from '../services/sessions/find-live-sessions';

/** Who a socket belongs to: the user, and the session (its id, the token's hash) it was opened with. */
export interface SocketOwner {
  userId: string;
  sessionId: string;
}

/**
 * The sockets of one kind opened with a session cookie. A socket lives no longer than its session: it closes with
 * 4401 when the session is ended (on any API process, through the event bus) or lapses (checked at each ping). A
 * ping keeps idle connections open behind proxies and finds the dead ones.
 */
export function createSessionSockets(deps: AppDeps) {
  const owners = new Map<WebSocket, SocketOwner>();
  const socketsByUser = new Map<string, Set<WebSocket>>();
  const alive = new WeakSet<WebSocket>();

  const end = (ws: WebSocket) => ws.close(SESSION_ENDED_CLOSE_CODE, 'session ended');

  const onEvent = (event: AppEvent) => {
    if (event.type !== 'sessions_ended') return;
    const sockets = socketsByUser.get(event.userId);
    if (!sockets) return;
    for (const ws of [...sockets]) {
      const owner = owners.get(ws);
      if (!event.sessionIds || (owner && event.sessionIds.includes(owner.sessionId))) end(ws);
    }
  };
  const unsubscribe = deps.events.subscribe(onEvent);

  // Closes the sockets whose session is gone or has lapsed (idle or absolute timeout), including those whose
  // end was announced while this process could not hear it.
  let checking = false;
  const closeLapsedSessions = async () => {
    if (checking || owners.size === 0) return;
    checking = true;
    try {
      const live = await findLiveSessions(deps, [...new Set([...owners.values()].map((owner) => owner.sessionId))]);
      for (const [ws, owner] of owners) if (!live.has(owner.sessionId)) end(ws);
    } catch (error) {
      deps.logger.warn({ err: error }, 'could not check the sessions of open sockets');
    } finally {
      checking = false;
    }
  };

  const pinger = setInterval(() => {
    for (const ws of [...owners.keys()]) {
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
    /** Follows an accepted socket until it closes. */
    add(ws: WebSocket, owner: SocketOwner) {
      owners.set(ws, owner);
      alive.add(ws);
      const set = socketsByUser.get(owner.userId) ?? new Set<WebSocket>();
      set.add(ws);
      socketsByUser.set(owner.userId, set);
      ws.on('pong', () => alive.add(ws));
      ws.on('close', () => {
        owners.delete(ws);
        set.delete(ws);
        if (set.size === 0 && socketsByUser.get(owner.userId) === set) socketsByUser.delete(owner.userId);
      });
    },
    /** Closes a socket with 4401: its session has ended, and the client must not retry with the same cookie. */
    end,
    /** The open sockets of one user. */
    ofUser: (userId: string): ReadonlySet<WebSocket> | undefined => socketsByUser.get(userId),
    /** Stops pinging and listening for ended sessions (the sockets themselves are the caller's to close). */
    close() {
      clearInterval(pinger);
      unsubscribe();
    },
  };
}
export type SessionSockets = ReturnType<typeof createSessionSockets>;

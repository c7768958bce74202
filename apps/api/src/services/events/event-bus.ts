import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { Database } from '../../db/create-database';
import type { NotificationListener } from './notification-listener';

export const EVENTS_CHANNEL = 'verbatim_events';

/** A transcription moved: sent to its owner's sockets on every API process. */
export interface TranscriptionUpdateEvent {
  type: 'transcription_update';
  userId: string;
  id: string;
  status: 'pending' | 'processing' | 'completed' | 'failed';
  progress: number;
  errorMessage?: string | null;
}

/**
 * Sessions were ended (sign-out, password reset): every API process closes the sockets they opened.
 * `sessionIds` are session ids (hashes of the cookie tokens, never the tokens); without them, every
 * session of the user ended.
 */
interface SessionsEndedEvent {
  type: 'sessions_ended';
  userId: string;
  sessionIds?: string[];
}

/**
 * A user's row was written or deleted (a plan, a role, a password, disabling): sent by a trigger on the table, so that
 * every path that writes it, the admin command line included, tells the processes that keep sessions with their user.
 */
interface UserChangedEvent {
  type: 'user_changed';
  userId: string;
}

export type AppEvent = TranscriptionUpdateEvent | SessionsEndedEvent | UserChangedEvent;

export interface EventBus {
  /** Sends through Postgres NOTIFY, inside `db` (pass a transaction to send only if it commits). */
  publish(event: AppEvent, db?: Database): Promise<void>;
  subscribe(listener: (event: AppEvent) => void): () => void;
  /**
   * Called when events may have been missed: the connection that receives them was lost and is back, and
   * whatever was published in between never arrived. Subscribers should have their clients read afresh.
   */
  subscribeResync(listener: () => void): () => void;
  /** How many `sessions_ended` events this process has published so far (committed or not). */
  endedSessionsPublished(): number;
  /**
   * Resolves once everything committed before the call has reached this process's listener (or after `timeoutMs`):
   * notifications arrive in commit order, so a marker sent now comes after them. Every other process was told of
   * them at the same moment, so a request that ended sessions answers only once the news is out.
   */
  settle(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** The marker `settle` sends; it never reaches subscribers. */
interface SettleMarker {
  type: 'settle_marker';
  id: string;
}

export async function createEventBus(db: Database, listener: NotificationListener, logger: Logger): Promise<EventBus> {
  const listeners = new Set<(event: AppEvent) => void>();
  const resyncListeners = new Set<() => void>();
  const settling = new Map<string, () => void>();
  let endedSessions = 0;
  const stopWatchingReconnects = listener.onReconnect(() => {
    for (const resync of resyncListeners) resync();
  });
  const stop = await listener.listen(EVENTS_CHANNEL, (payload) => {
    let event: AppEvent | SettleMarker;
    try {
      event = JSON.parse(payload) as AppEvent | SettleMarker;
    } catch {
      logger.warn({ payload }, 'ignored a malformed event');
      return;
    }
    // Another process's marker is nobody's business here.
    if (event.type === 'settle_marker') {
      settling.get(event.id)?.();
      return;
    }
    // A subscriber that throws must not stop the others, nor escape into the database client's event handler.
    for (const deliver of listeners) {
      try {
        deliver(event);
      } catch (error) {
        logger.warn({ err: error, type: event.type }, 'an event subscriber failed');
      }
    }
  });
  return {
    async publish(event, via = db) {
      if (event.type === 'sessions_ended') endedSessions++;
      await via.raw('select pg_notify(?, ?)', [EVENTS_CHANNEL, JSON.stringify(event)]);
    },
    subscribe(deliver) {
      listeners.add(deliver);
      return () => listeners.delete(deliver);
    },
    endedSessionsPublished: () => endedSessions,
    async settle(timeoutMs = 2000) {
      const id = randomUUID();
      const heard = new Promise<void>((resolve) => settling.set(id, resolve));
      const gaveUp = new AbortController();
      try {
        await db.raw('select pg_notify(?, ?)', [EVENTS_CHANNEL, JSON.stringify({ type: 'settle_marker', id } satisfies SettleMarker)]);
        await Promise.race([heard, sleep(timeoutMs, undefined, { signal: gaveUp.signal }).catch(() => undefined)]);
      } finally {
        gaveUp.abort();
        settling.delete(id);
      }
    },
    subscribeResync(resync) {
      resyncListeners.add(resync);
      return () => resyncListeners.delete(resync);
    },
    async close() {
      listeners.clear();
      resyncListeners.clear();
      stopWatchingReconnects();
      await stop();
    },
  };
}

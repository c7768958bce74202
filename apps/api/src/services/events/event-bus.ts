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

export type AppEvent = TranscriptionUpdateEvent | SessionsEndedEvent;

export interface EventBus {
  /** Sends through Postgres NOTIFY, inside `db` (pass a transaction to send only if it commits). */
  publish(event: AppEvent, db?: Database): Promise<void>;
  subscribe(listener: (event: AppEvent) => void): () => void;
  /**
   * Called when events may have been missed: the connection that receives them was lost and is back, and
   * whatever was published in between never arrived. Subscribers should have their clients read afresh.
   */
  subscribeResync(listener: () => void): () => void;
  close(): Promise<void>;
}

export async function createEventBus(db: Database, listener: NotificationListener, logger: Logger): Promise<EventBus> {
  const listeners = new Set<(event: AppEvent) => void>();
  const resyncListeners = new Set<() => void>();
  const stopWatchingReconnects = listener.onReconnect(() => {
    for (const resync of resyncListeners) resync();
  });
  const stop = await listener.listen(EVENTS_CHANNEL, (payload) => {
    let event: AppEvent;
    try {
      event = JSON.parse(payload) as AppEvent;
    } catch {
      logger.warn({ payload }, 'ignored a malformed event');
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
      await via.raw('select pg_notify(?, ?)', [EVENTS_CHANNEL, JSON.stringify(event)]);
    },
    subscribe(deliver) {
      listeners.add(deliver);
      return () => listeners.delete(deliver);
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

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

export type AppEvent = TranscriptionUpdateEvent;

export interface EventBus {
  /** Sends through Postgres NOTIFY, inside `db` (pass a transaction to send only if it commits). */
  publish(event: AppEvent, db?: Database): Promise<void>;
  subscribe(listener: (event: AppEvent) => void): () => void;
  close(): Promise<void>;
}

export async function createEventBus(db: Database, listener: NotificationListener, logger: Logger): Promise<EventBus> {
  const listeners = new Set<(event: AppEvent) => void>();
  const stop = await listener.listen(EVENTS_CHANNEL, (payload) => {
    let event: AppEvent;
    try {
      event = JSON.parse(payload) as AppEvent;
    } catch {
      logger.warn({ payload }, 'ignored a malformed event');
      return;
    }
    for (const deliver of listeners) deliver(event);
  });
  return {
    async publish(event, via = db) {
      await via.raw('select pg_notify(?, ?)', [EVENTS_CHANNEL, JSON.stringify(event)]);
    },
    subscribe(deliver) {
      listeners.add(deliver);
      return () => listeners.delete(deliver);
    },
    async close() {
      listeners.clear();
      await stop();
    },
  };
}

import type { PGliteInterface } from '@electric-sql/pglite';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../../db/create-database';

type Callback = (payload: string) => void;

/** Postgres LISTEN for any number of channels, over one connection per process. */
export interface NotificationListener {
  listen(channel: string, onPayload: Callback): Promise<() => Promise<void>>;
  /**
   * `callback` runs each time a lost connection is back and listening again: notifications sent while it was
   * down are gone. Returns the function that stops it.
   */
  onReconnect(callback: () => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]*$/;

export const NOTIFICATION_LISTENER_APPLICATION_NAME = 'verbatim-notification-listener';

/** PGlite runs in this process: its own listen() hears NOTIFY from every query on the instance. */
function pgliteListener(pglite: PGliteInterface): NotificationListener {
  const unsubscribers = new Set<() => Promise<void>>();
  return {
    async listen(channel, onPayload) {
      const stop = await pglite.listen(channel, onPayload);
      unsubscribers.add(stop);
      return async () => {
        unsubscribers.delete(stop);
        await stop();
      };
    },
    async close() {
      await Promise.all([...unsubscribers].map((stop) => stop().catch(() => undefined)));
      unsubscribers.clear();
    },
    // The instance lives in this process: there is no connection to lose.
    onReconnect: () => () => undefined,
  };
}

/** PostgreSQL: one dedicated client that reconnects and re-LISTENs after a dropped connection. */
function postgresListener(databaseUrl: string, logger: Logger): NotificationListener {
  const callbacks = new Map<string, Set<Callback>>();
  const reconnectCallbacks = new Set<() => void>();
  let hasConnected = false;
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch((error: unknown) => {
        logger.warn({ err: error }, 'notification connection failed; retrying');
        scheduleReconnect();
      });
    }, 1000);
    retryTimer.unref();
  }

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      // Named, so that an operator (or a test) can tell this connection apart in pg_stat_activity.
      const next = new pg.Client({ connectionString: databaseUrl, application_name: NOTIFICATION_LISTENER_APPLICATION_NAME });
      next.on('notification', (message) => {
        for (const callback of callbacks.get(message.channel) ?? []) callback(message.payload ?? '');
      });
      const lost = (error?: Error) => {
        if (client !== next) return;
        client = undefined;
        if (!closed) {
          logger.warn({ err: error }, 'notification connection lost; reconnecting');
          scheduleReconnect();
        }
      };
      next.on('error', lost);
      next.on('end', () => lost());
      await next.connect();
      for (const channel of callbacks.keys()) await next.query(`listen ${channel}`);
      client = next;
      if (hasConnected) {
        logger.info('notification connection is back; notifications sent meanwhile are lost');
        for (const callback of reconnectCallbacks) {
          try {
            callback();
          } catch (error) {
            logger.warn({ err: error }, 'a reconnect callback failed');
          }
        }
      }
      hasConnected = true;
      return next;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  return {
    async listen(channel, onPayload) {
      if (!CHANNEL.test(channel)) throw new Error(`invalid channel name ${channel}`);
      const set = callbacks.get(channel) ?? new Set<Callback>();
      const isNew = set.size === 0;
      set.add(onPayload);
      callbacks.set(channel, set);
      const connected = await connect();
      if (isNew && client === connected) await connected.query(`listen ${channel}`);
      return async () => {
        set.delete(onPayload);
        if (set.size === 0) {
          callbacks.delete(channel);
          await client?.query(`unlisten ${channel}`).catch(() => undefined);
        }
      };
    },
    onReconnect(callback) {
      reconnectCallbacks.add(callback);
      return () => reconnectCallbacks.delete(callback);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      callbacks.clear();
      reconnectCallbacks.clear();
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}

export function createNotificationListener(db: Database, databaseUrl: string | undefined, logger: Logger): NotificationListener {
  if (databaseUrl) return postgresListener(databaseUrl, logger);
  const pglite = (db.client as unknown as { pglite?: PGliteInterface }).pglite;
  if (!pglite) throw new Error('the embedded database exposes no PGlite instance to listen on');
  return pgliteListener(pglite);
}

import type { Logger } from 'pino';
import type { Database } from '../db/create-database';
import { createNotificationListener } from '../services/events/notification-listener';
import { jobsNotifyChannel } from './enqueue-job';
import type { WakeSource } from './worker';

/**
 * A wake-up source for a standalone worker on PostgreSQL: a LISTEN on the channel that enqueueJob NOTIFYs, over a
 * connection that reconnects and listens again after a database restart. While it is down the worker polls.
 */
export function listenForEnqueuedJobs(db: Database, databaseUrl: string, logger: Logger): WakeSource {
  return async (wake) => {
    const listener = createNotificationListener(db, databaseUrl, logger);
    // Jobs enqueued while the connection was down sent notifications nobody heard: look for them at once.
    listener.onReconnect(wake);
    try {
      await listener.listen(jobsNotifyChannel, () => wake());
    } catch (error) {
      await listener.close();
      throw error;
    }
    return () => listener.close();
  };
}

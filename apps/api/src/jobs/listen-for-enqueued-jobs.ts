import pg from 'pg';
import type { Logger } from 'pino';
import { jobsNotifyChannel } from './enqueue-job';
import type { WakeSource } from './worker';

/**
 * A wake-up source for a worker on PostgreSQL: one dedicated connection LISTENing on the channel that
 * enqueueJob NOTIFYs. If the connection drops the worker carries on by polling alone.
 */
export function listenForEnqueuedJobs(databaseUrl: string, logger: Logger): WakeSource {
  return async (wake) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('error', (error) => logger.warn({ err: error }, 'job notification connection failed; polling only'));
    client.on('notification', (message) => {
      if (message.channel === jobsNotifyChannel) wake();
    });
    await client.connect();
    await client.query(`listen ${jobsNotifyChannel}`);
    return () => client.end();
  };
}

// The standalone worker (as src/worker.ts runs it), except that it kills itself with SIGKILL inside the
// transaction that completes a transcription: after the transcript, the charge and the media clean-up
// job are written, when the "completed" event is sent, before the transaction commits. For the kill -9
// tests; production code has no hook for this: the test wraps the context's event bus.
import pino from 'pino';
import { loadConfig } from '../config';
import { createAppDeps } from '../create-app-deps';
import { runWorkerProcess } from '../jobs';

const config = loadConfig();
if (!config.databaseUrl) throw new Error('DATABASE_URL is required');
const logger = pino({ level: config.logLevel });
let close: (() => Promise<void>) | undefined;
await runWorkerProcess({
  databaseUrl: config.databaseUrl,
  logger,
  concurrency: config.worker.concurrency,
  leaseMs: config.worker.leaseMs,
  jobs: async (db) => {
    const opened = await createAppDeps(config, db, logger);
    close = opened.close;
    const { events } = opened.deps;
    const publish = events.publish.bind(events);
    opened.deps.events = {
      ...events,
      async publish(event, via) {
        if (event.type === 'transcription_update' && event.status === 'completed' && via?.isTransaction) {
          process.stdout.write(`dying inside the completion of ${event.id}\n`);
          process.kill(process.pid, 'SIGKILL');
          await new Promise((resolve) => setTimeout(resolve, 60_000));
        }
        return publish(event, via);
      },
    };
    return opened.deps.jobs.definitions;
  },
  onStopped: () => close?.() ?? Promise.resolve(),
});

import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { startServer } from './start-server';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nFix the variables above (see README.md, Configuration) and start again.\n`);
      process.exit(78);
    }
    throw error;
  }
  const logger = pino({ level: config.logLevel });
  const running = await startServer({ config, logger });
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  logger.info({ database }, `Verbatim is running at ${config.publicUrl}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    await running.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Verbatim could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

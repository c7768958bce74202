import type { ProductionEnvironment } from '@verbatim/core-sdk/contracts';
import type { Config } from '../../config';

/** Where this server runs, from its own configuration. */
export function getProductionEnvironment(config: Config): ProductionEnvironment {
  return {
    type: config.env,
    deployment: config.env === 'production',
    domain: new URL(config.publicUrl).host,
    database: config.databaseUrl ? 'postgresql' : 'pglite',
  };
}

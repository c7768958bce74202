import type { ProductionEnvironment } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';

/** Where this server runs and what it runs on, from its own configuration: database, speech engine, AI writer. */
export function getProductionEnvironment(deps: Pick<AppDeps, 'config' | 'speech' | 'ai'>): ProductionEnvironment {
  const { config } = deps;
  return {
    type: config.env,
    deployment: config.env === 'production',
    domain: new URL(config.publicUrl).host,
    database: config.databaseUrl ? 'postgresql' : 'pglite',
    speechEngine: deps.speech.id,
    aiWriter: deps.ai.writer.id,
    aiModel: deps.ai.writer.model,
  };
}

import type { Config } from '../../config';
import { createSpeechEngine } from './create-speech-engine';
import type { SpeechEngine } from './speech-engine';
import { type SpeechEnv, speechEnvSchema, speechOptionsFromEnv } from './speech-env';

/**
 * The engine the configuration asks for. config.ts keeps the checked speech variables as `config.speech`
 * (speechEnvShape + refineSpeechEnv, picked with pickSpeechEnv); without them this is the embedded default, the local
 * engine on all cores.
 */
export function createSpeechEngineFromConfig(config: Pick<Config, 'env'> & { speech?: SpeechEnv }): SpeechEngine {
  return createSpeechEngine(speechOptionsFromEnv(config.speech ?? speechEnvSchema.parse({})));
}

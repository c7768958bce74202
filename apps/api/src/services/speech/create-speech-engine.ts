import { type AssemblyAiEngineOptions, createAssemblyAiEngine } from './assemblyai/assemblyai-engine';
import { createLocalEngine, type LocalEngineOptions } from './local/local-engine';
import { createOpenAiEngine, type OpenAiEngineOptions } from './openai/openai-engine';
import type { SpeechEngine } from './speech-engine';

/** Which engine, with its settings: exactly one of the three shapes, checked by the compiler. */
export type SpeechEngineOptions =
  | ({ engine: 'local' } & LocalEngineOptions)
  | ({ engine: 'assemblyai' } & AssemblyAiEngineOptions)
  | ({ engine: 'openai' } & OpenAiEngineOptions);

export function createSpeechEngine(options: SpeechEngineOptions): SpeechEngine {
  switch (options.engine) {
    case 'local':
      return createLocalEngine(options);
    case 'assemblyai':
      return createAssemblyAiEngine(options);
    case 'openai':
      return createOpenAiEngine(options);
  }
}

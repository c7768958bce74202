import type { SpeechLanguages } from '@verbatim/core-sdk/contracts';
import type { SpeechEngine } from './speech-engine';

/**
 * What the settings offer: the configured engine's own languages, whether it detects the language (the local engine
 * has one language and detects nothing) and whether it tells speakers apart (AssemblyAI does; PocketSphinx and the
 * Whisper servers' transcription endpoint do not).
 */
export async function listSpeechLanguages(engine: SpeechEngine): Promise<SpeechLanguages> {
  return {
    engine: engine.id,
    detectsLanguage: engine.id !== 'local',
    labelsSpeakers: engine.id === 'assemblyai',
    languages: await engine.languages(),
  };
}

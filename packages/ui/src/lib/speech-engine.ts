import { type SpeechEngineId, speechEngineIds } from '@verbatim/core-sdk/contracts';

/** The speech engines as a person may know them, for every screen that names one. */
export const SPEECH_ENGINE_LABELS: Readonly<Record<SpeechEngineId, string>> = {
  local: 'the local engine (PocketSphinx)',
  assemblyai: 'AssemblyAI',
  openai: 'an OpenAI-compatible speech server',
};

/** What the local engine is beside the others: said wherever a transcript or the server's setup names it. */
export const LOCAL_ENGINE_CAVEAT = 'a fast offline fallback with lower accuracy';

const isSpeechEngine = (engine: string): engine is SpeechEngineId => (speechEngineIds as readonly string[]).includes(engine);

/**
 * "Transcribed by the local engine (PocketSphinx), a fast offline fallback with lower accuracy": which engine made
 * a transcript, as its `engine` says; null when it does not say (not yet transcribed, or an engine this app does not
 * know).
 */
export function transcribedByText(engine: string | null | undefined): string | null {
  if (!engine || !isSpeechEngine(engine)) return null;
  const name = SPEECH_ENGINE_LABELS[engine];
  return engine === 'local' ? `Transcribed by ${name}, ${LOCAL_ENGINE_CAVEAT}` : `Transcribed by ${name}`;
}

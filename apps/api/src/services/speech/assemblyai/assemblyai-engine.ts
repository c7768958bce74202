import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { setTimeout as sleep } from 'node:timers/promises';
import { AssemblyAI, type Transcript as AssemblyAiTranscript, type TranscriptParams } from 'assemblyai';
import { toLanguages } from '../language-names';
import { segmentWords } from '../segment-words';
import type { SpeechEngine, TranscribeInput, Transcript, TranscriptionMode, TranscriptSegment, TranscriptWord } from '../speech-engine';
import { ENGINE_UNAVAILABLE_MESSAGE, SpeechEngineError } from '../speech-engine-error';
import { ASSEMBLYAI_LANGUAGE_CODES, fromAssemblyAiLanguage, toAssemblyAiLanguage } from './assemblyai-languages';

export interface AssemblyAiEngineOptions {
  apiKey: string;
  /** Default https://api.assemblyai.com; tests point it at a loopback server. */
  baseUrl?: string;
  /** AssemblyAI takes roughly a fifth of the audio's length; polling every few seconds is what its SDK does too. */
  pollIntervalMs?: number;
  /** `speech_models` per mode, in priority order, instead of DEFAULT_SPEECH_MODELS; an empty list leaves it to AssemblyAI. */
  speechModels?: Partial<Record<TranscriptionMode, string[]>> | undefined;
}

/**
 * AssemblyAI's models in priority order for each mode (`speech_models`: the first that handles the audio's language
 * is used, the next ones are fallbacks). Universal-2 is its fast, low-cost model, with the widest language coverage;
 * its most accurate model handles fewer languages, so accurate falls back to Universal-2 for the others. Balanced
 * names none and gets AssemblyAI's own default routing, which today is the accurate pair: AssemblyAI has two tiers,
 * not three. Model names change over time; the ASSEMBLYAI_SPEECH_MODELS_* variables replace
 * these without a release.
 */
export const DEFAULT_SPEECH_MODELS: Record<TranscriptionMode, string[]> = {
  fast: ['universal-2'],
  balanced: [],
  accurate: ['universal-3-5-pro', 'universal-2'],
};

/**
 * The SDK turns every HTTP error into a plain Error carrying the server's `error` text, without the status. A rejected
 * key is recognised by that text (AssemblyAI answers 401 "Authentication error, API token missing/invalid") and is
 * not worth retrying; anything else (network, 5xx) may pass.
 */
function toEngineError(error: unknown): SpeechEngineError {
  const message = error instanceof Error ? error.message : String(error);
  const rejectedKey = /auth|api[ _-]?(key|token)|unauthori[sz]ed|forbidden/i.test(message);
  return new SpeechEngineError('assemblyai', `AssemblyAI request failed: ${message}`, ENGINE_UNAVAILABLE_MESSAGE, !rejectedKey, error);
}

const seconds = (ms: number) => Math.round(ms) / 1000;

function toTranscript(result: AssemblyAiTranscript, requestedLanguage: string | undefined): Transcript {
  const words: (TranscriptWord & { speaker?: string })[] = (result.words ?? []).map((word) => ({
    start: seconds(word.start),
    end: seconds(word.end),
    text: word.text,
    confidence: word.confidence,
    ...(word.speaker ? { speaker: word.speaker } : {}),
  }));
  // Utterances exist when speaker labels were asked for: they are the speaker turns, which is what a segment should be.
  const segments: TranscriptSegment[] = result.utterances?.length
    ? result.utterances.map((u) => ({ start: seconds(u.start), end: seconds(u.end), text: u.text, speaker: u.speaker }))
    : segmentWords(words);
  const language = result.language_code ? fromAssemblyAiLanguage(result.language_code) : (requestedLanguage ?? 'en');
  return {
    text: result.text ?? segments.map((s) => s.text).join(' '),
    language,
    engine: 'assemblyai',
    segments,
    words: words.map(({ speaker: _speaker, ...word }) => word),
  };
}

/** `speech_models` when the mode names any; `speech_model` (singular) is deprecated by AssemblyAI. */
const modelsFor = (models: string[]): Pick<TranscriptParams, 'speech_models'> => (models.length > 0 ? { speech_models: models } : {});

export function createAssemblyAiEngine(options: AssemblyAiEngineOptions): SpeechEngine {
  const client = new AssemblyAI({ apiKey: options.apiKey, ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}) });
  const pollIntervalMs = options.pollIntervalMs ?? 3000;
  const speechModels = { ...DEFAULT_SPEECH_MODELS, ...options.speechModels };

  return {
    id: 'assemblyai',
    languages: async () => toLanguages(ASSEMBLYAI_LANGUAGE_CODES.map(fromAssemblyAiLanguage)),
    async transcribe(input: TranscribeInput): Promise<Transcript> {
      const { signal } = input;
      signal.throwIfAborted();
      let uploadUrl: string;
      try {
        // The file is streamed from disk; aborting destroys the read stream, which ends the upload request.
        const body = Readable.toWeb(createReadStream(input.path, { signal })) as WebReadableStream<Uint8Array>;
        uploadUrl = await client.files.upload(body as ReadableStream<Uint8Array>);
      } catch (error) {
        signal.throwIfAborted();
        throw toEngineError(error);
      }
      input.onProgress(0.2);

      const params: TranscriptParams = {
        audio_url: uploadUrl,
        punctuate: true,
        format_text: true,
        ...(input.language ? { language_code: toAssemblyAiLanguage(input.language) } : { language_detection: true }),
        ...(input.speakerLabels ? { speaker_labels: true } : {}),
        ...modelsFor(speechModels[input.mode ?? 'balanced']),
      };
      let transcript: AssemblyAiTranscript;
      try {
        transcript = await client.transcripts.submit(params);
      } catch (error) {
        throw toEngineError(error);
      }

      for (;;) {
        if (transcript.status === 'completed') break;
        if (transcript.status === 'error') {
          const reason = transcript.error ?? 'unknown error';
          throw new SpeechEngineError(
            'assemblyai',
            `AssemblyAI transcript ${transcript.id} failed: ${reason}`,
            `The speech service could not transcribe this file: ${reason}`,
            false,
          );
        }
        if (transcript.status === 'processing') input.onProgress(0.5);
        try {
          await sleep(pollIntervalMs, undefined, { signal });
        } catch (error) {
          signal.throwIfAborted();
          throw error;
        }
        try {
          transcript = await client.transcripts.get(transcript.id);
        } catch (error) {
          signal.throwIfAborted();
          throw toEngineError(error);
        }
      }
      input.onProgress(1);
      return toTranscript(transcript, input.language);
    },
  };
}

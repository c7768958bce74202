import { availableParallelism } from 'node:os';
import { z } from 'zod';
import type { SpeechEngineOptions } from './create-speech-engine';
import type { EngineId, TranscriptionMode } from './speech-engine';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));
const optionalUrl = optionalString.pipe(z.url({ error: 'must be a URL such as http://127.0.0.1:8080' }).optional());
const positiveInt = (fallback: number) =>
  z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').positive('must be above 0').default(fallback);

/** 25 MB: OpenAI's own limit on /audio/transcriptions uploads. */
export const DEFAULT_OPENAI_MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/** Below this a part would hold under half a minute of audio: a mistake in the variable, not a real server's limit. */
const MIN_OPENAI_UPLOAD_BYTES = 1024 * 1024;

/**
 * The speech-to-text variables as a plain zod shape, so config.ts can spread it into its own `z.object` (zod refuses
 * to extend an object that has refinements); pair it with `refineSpeechEnv`, as with the storage variables.
 */
export const speechEnvShape = {
  TRANSCRIBE_ENGINE: z.enum(['local', 'assemblyai', 'openai'], { error: 'must be local, assemblyai or openai' }).default('local'),
  TRANSCRIBE_CONCURRENCY: positiveInt(availableParallelism()),
  ASSEMBLYAI_API_KEY: optionalString,
  ASSEMBLYAI_BASE_URL: optionalUrl,
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_TRANSCRIBE_MODEL: z.string().trim().min(1, 'must name a model, e.g. whisper-1').default('whisper-1'),
  OPENAI_MAX_UPLOAD_BYTES: positiveInt(DEFAULT_OPENAI_MAX_UPLOAD_BYTES),
  OPENAI_TRANSCRIBE_LANGUAGES: optionalString,
  OPENAI_TRANSCRIBE_MODEL_FAST: optionalString,
  OPENAI_TRANSCRIBE_MODEL_ACCURATE: optionalString,
  ASSEMBLYAI_SPEECH_MODELS_FAST: optionalString,
  ASSEMBLYAI_SPEECH_MODELS_BALANCED: optionalString,
  ASSEMBLYAI_SPEECH_MODELS_ACCURATE: optionalString,
};

export interface SpeechEnv {
  TRANSCRIBE_ENGINE: EngineId;
  TRANSCRIBE_CONCURRENCY: number;
  ASSEMBLYAI_API_KEY?: string | undefined;
  ASSEMBLYAI_BASE_URL?: string | undefined;
  OPENAI_API_KEY?: string | undefined;
  OPENAI_BASE_URL?: string | undefined;
  OPENAI_TRANSCRIBE_MODEL: string;
  OPENAI_MAX_UPLOAD_BYTES: number;
  /** Comma-separated codes, for a server running an English-only model ("en"). Default: all Whisper languages. */
  OPENAI_TRANSCRIBE_LANGUAGES?: string | undefined;
  /** The model asked for in the fast and the accurate mode; OPENAI_TRANSCRIBE_MODEL when unset (and in balanced). */
  OPENAI_TRANSCRIBE_MODEL_FAST?: string | undefined;
  OPENAI_TRANSCRIBE_MODEL_ACCURATE?: string | undefined;
  /** AssemblyAI's `speech_models` (comma-separated, in priority order) for each mode; unset: the engine's defaults. */
  ASSEMBLYAI_SPEECH_MODELS_FAST?: string | undefined;
  ASSEMBLYAI_SPEECH_MODELS_BALANCED?: string | undefined;
  ASSEMBLYAI_SPEECH_MODELS_ACCURATE?: string | undefined;
}

/** The checks across variables; issues carry the variable's name as their path, like the field checks. */
export function refineSpeechEnv(env: SpeechEnv, ctx: z.RefinementCtx): void {
  if (env.TRANSCRIBE_ENGINE === 'assemblyai' && !env.ASSEMBLYAI_API_KEY) {
    ctx.addIssue({ code: 'custom', path: ['ASSEMBLYAI_API_KEY'], message: 'is required when TRANSCRIBE_ENGINE=assemblyai' });
  }
  if (env.TRANSCRIBE_ENGINE === 'openai' && !env.OPENAI_API_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['OPENAI_API_KEY'],
      message: 'is required when TRANSCRIBE_ENGINE=openai (any non-empty value for a local server that checks no key)',
    });
  }
  if (env.OPENAI_MAX_UPLOAD_BYTES < MIN_OPENAI_UPLOAD_BYTES) {
    ctx.addIssue({ code: 'custom', path: ['OPENAI_MAX_UPLOAD_BYTES'], message: `must be at least ${MIN_OPENAI_UPLOAD_BYTES} (1 MB)` });
  }
}

/** The environment variables of speech to text, checked on their own (scripts, tests). */
export const speechEnvSchema = z.object(speechEnvShape).superRefine(refineSpeechEnv);

/** Picks the speech variables out of a larger parsed environment (config.ts keeps them as `config.speech`). */
export function pickSpeechEnv(env: SpeechEnv): SpeechEnv {
  return {
    TRANSCRIBE_ENGINE: env.TRANSCRIBE_ENGINE,
    TRANSCRIBE_CONCURRENCY: env.TRANSCRIBE_CONCURRENCY,
    ASSEMBLYAI_API_KEY: env.ASSEMBLYAI_API_KEY,
    ASSEMBLYAI_BASE_URL: env.ASSEMBLYAI_BASE_URL,
    OPENAI_API_KEY: env.OPENAI_API_KEY,
    OPENAI_BASE_URL: env.OPENAI_BASE_URL,
    OPENAI_TRANSCRIBE_MODEL: env.OPENAI_TRANSCRIBE_MODEL,
    OPENAI_MAX_UPLOAD_BYTES: env.OPENAI_MAX_UPLOAD_BYTES,
    OPENAI_TRANSCRIBE_LANGUAGES: env.OPENAI_TRANSCRIBE_LANGUAGES,
    OPENAI_TRANSCRIBE_MODEL_FAST: env.OPENAI_TRANSCRIBE_MODEL_FAST,
    OPENAI_TRANSCRIBE_MODEL_ACCURATE: env.OPENAI_TRANSCRIBE_MODEL_ACCURATE,
    ASSEMBLYAI_SPEECH_MODELS_FAST: env.ASSEMBLYAI_SPEECH_MODELS_FAST,
    ASSEMBLYAI_SPEECH_MODELS_BALANCED: env.ASSEMBLYAI_SPEECH_MODELS_BALANCED,
    ASSEMBLYAI_SPEECH_MODELS_ACCURATE: env.ASSEMBLYAI_SPEECH_MODELS_ACCURATE,
  };
}

const commaList = (value: string | undefined) =>
  value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Only the modes a variable sets: the engine keeps its defaults for the rest. */
function definedModes<T>(values: Record<TranscriptionMode, T | undefined>): Partial<Record<TranscriptionMode, T>> | undefined {
  const set = Object.entries(values).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0));
  return set.length > 0 ? (Object.fromEntries(set) as Partial<Record<TranscriptionMode, T>>) : undefined;
}

/** Turns checked environment variables into engine options. */
export function speechOptionsFromEnv(env: SpeechEnv): SpeechEngineOptions {
  switch (env.TRANSCRIBE_ENGINE) {
    case 'local':
      return { engine: 'local', concurrency: env.TRANSCRIBE_CONCURRENCY };
    case 'assemblyai':
      return {
        engine: 'assemblyai',
        apiKey: env.ASSEMBLYAI_API_KEY ?? '',
        baseUrl: env.ASSEMBLYAI_BASE_URL,
        speechModels: definedModes({
          fast: commaList(env.ASSEMBLYAI_SPEECH_MODELS_FAST),
          balanced: commaList(env.ASSEMBLYAI_SPEECH_MODELS_BALANCED),
          accurate: commaList(env.ASSEMBLYAI_SPEECH_MODELS_ACCURATE),
        }),
      };
    case 'openai':
      return {
        engine: 'openai',
        apiKey: env.OPENAI_API_KEY ?? '',
        baseUrl: env.OPENAI_BASE_URL,
        model: env.OPENAI_TRANSCRIBE_MODEL,
        maxUploadBytes: env.OPENAI_MAX_UPLOAD_BYTES,
        languages: commaList(env.OPENAI_TRANSCRIBE_LANGUAGES),
        modelByMode: definedModes({
          fast: env.OPENAI_TRANSCRIBE_MODEL_FAST,
          balanced: undefined,
          accurate: env.OPENAI_TRANSCRIBE_MODEL_ACCURATE,
        }),
      };
  }
}

/** For scripts and tests: checks the environment and names each bad variable, like loadConfig does. */
export function loadSpeechOptions(env: Record<string, string | undefined>): SpeechEngineOptions {
  const parsed = speechEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
    });
    throw new Error(`Invalid speech-to-text configuration:\n${lines.join('\n')}`);
  }
  return speechOptionsFromEnv(parsed.data);
}

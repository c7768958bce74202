import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import OpenAI, { APIError, APIUserAbortError } from 'openai';
import type { TranscriptionVerbose } from 'openai/resources/audio/transcriptions';
import { makeOwnedTempDir } from '../../../lib/owned-temp-dirs';
import { ffmpegInputArgs } from '../../media/decode-audio';
import { findSilences, planChunks, type Silence, type TimeRange } from '../../media/find-silences';
import { MediaError } from '../../media/media-error';
import { spawnTool, tailCollector } from '../../media/run-tool';
import { toLanguages } from '../language-names';
import { segmentWords } from '../segment-words';
import type { SpeechEngine, TranscribeInput, Transcript, TranscriptionMode, TranscriptSegment, TranscriptWord } from '../speech-engine';
import { ENGINE_UNAVAILABLE_MESSAGE, SpeechEngineError } from '../speech-engine-error';
import { WHISPER_LANGUAGES, whisperLanguageCode } from './whisper-languages';

export interface OpenAiEngineOptions {
  apiKey: string;
  /** Any OpenAI-compatible server, e.g. http://127.0.0.1:8080/v1 for whisper.cpp. Default: OpenAI. */
  baseUrl?: string;
  /** Must support response_format verbose_json (whisper-1, whisper.cpp, faster-whisper; not gpt-4o-transcribe). */
  model: string;
  /** The server's upload limit; larger files are re-encoded and split into parts below it. */
  maxUploadBytes: number;
  /**
   * Another model for the fast or the accurate mode (e.g. a small and a large Whisper on a faster-whisper server);
   * `model` serves the modes not named here. The OpenAI API itself has one model that gives word timings
   * (whisper-1), so there every mode uses it.
   */
  modelByMode?: Partial<Record<TranscriptionMode, string>> | undefined;
  /** Restricts languages() for servers running an English-only (".en") model. */
  languages?: string[] | undefined;
  ffmpegPath?: string;
}

/** What OpenAI's endpoint accepts as is; anything else (MKV, AVI, AMR…) is re-encoded first. */
const ACCEPTED_EXTENSIONS = new Set(['.flac', '.m4a', '.mp3', '.mp4', '.mpeg', '.mpga', '.oga', '.ogg', '.wav', '.webm']);

/**
 * Parts are MP3, mono, 16 kHz, 32 kbit/s: every Whisper server decodes MP3 (whisper.cpp's without --convert too),
 * speech loses nothing Whisper needs at that rate (it resamples to 16 kHz itself), and 25 MB then holds 1 h 49 min.
 */
const PART_BITRATE = 32_000;
const PART_BYTES_PER_SECOND = PART_BITRATE / 8;
/** Headroom for the MP3 frame overhead and the multipart envelope. */
const PART_FILL = 0.9;
/** A 413 from a server whose limit is lower than configured halves the part size, this many times at most. */
const MAX_SHRINKS = 4;

function toEngineError(error: unknown, signal: AbortSignal): unknown {
  // The SDK reports our own abort as APIUserAbortError; the job wants the abort reason it gave.
  if (signal.aborted) return signal.reason;
  if (error instanceof APIUserAbortError) return error;
  if (error instanceof APIError) {
    const status = error.status;
    // 401/403: a wrong key or model; 400/404/422: a request the server will never take. Retrying cannot help.
    const retryable = status === undefined || status === 408 || status === 409 || status === 429 || status >= 500;
    return new SpeechEngineError(
      'openai',
      `OpenAI-compatible server answered ${status ?? 'no response'}: ${error.message}`,
      ENGINE_UNAVAILABLE_MESSAGE,
      retryable,
      error,
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new SpeechEngineError('openai', `OpenAI-compatible request failed: ${message}`, ENGINE_UNAVAILABLE_MESSAGE, true, error);
}

export function createOpenAiEngine(options: OpenAiEngineOptions): SpeechEngine {
  const client = new OpenAI({
    apiKey: options.apiKey,
    ...(options.baseUrl ? { baseURL: options.baseUrl } : {}),
    // The job has its own retries with backoff; two quick ones here cover a dropped connection.
    maxRetries: 2,
    // Whisper on a CPU-only server can take minutes for an hour-long part.
    timeout: 30 * 60_000,
  });

  async function encodePart(input: TranscribeInput, range: TimeRange, path: string) {
    const args = [
      '-v',
      'error',
      '-y',
      ...ffmpegInputArgs(input.path, range.start, range.end - range.start),
      ...['-ac', '1', '-ar', '16000', '-c:a', 'libmp3lame', '-b:a', String(PART_BITRATE), '-f', 'mp3', path],
    ];
    const { child, finished } = spawnTool('ffmpeg', options.ffmpegPath ?? 'ffmpeg', args, { signal: input.signal, killSignal: 'SIGKILL' });
    const log = tailCollector();
    child.stderr?.on('data', (chunk: Buffer) => log.push(chunk));
    try {
      const { code } = await finished;
      if (code !== 0) throw new MediaError('decode-failed', log.text);
    } catch (error) {
      input.signal.throwIfAborted();
      throw error;
    }
  }

  function send(input: TranscribeInput, path: string): Promise<TranscriptionVerbose> {
    return client.audio.transcriptions.create(
      {
        file: createReadStream(path),
        model: options.modelByMode?.[input.mode ?? 'balanced'] ?? options.model,
        response_format: 'verbose_json',
        timestamp_granularities: ['word', 'segment'],
        // Whisper takes ISO 639-1 without a region.
        ...(input.language ? { language: input.language.split('-')[0] } : {}),
      },
      { signal: input.signal },
    );
  }

  return {
    id: 'openai',
    languages: async () => toLanguages(options.languages?.length ? options.languages : Object.keys(WHISPER_LANGUAGES)),
    async transcribe(input: TranscribeInput): Promise<Transcript> {
      input.signal.throwIfAborted();
      const duration = input.durationSeconds;
      let silences: Silence[] | null = null;

      /** Cuts `range` into pieces whose MP3 stays under maxBytes, at silences where there are any. */
      async function planParts(range: TimeRange, maxBytes: number): Promise<TimeRange[]> {
        const maxSeconds = Math.max(5, Math.floor((maxBytes * PART_FILL) / PART_BYTES_PER_SECOND));
        const length = range.end - range.start;
        if (length <= maxSeconds) return [range];
        silences ??= await findSilences(input.path, { signal: input.signal, ffmpegPath: options.ffmpegPath });
        const local = silences
          .map((s) => ({ start: s.start - range.start, end: s.end - range.start }))
          .filter((s) => s.start >= 0 && s.end <= length);
        return planChunks(length, local, { minSeconds: maxSeconds / 2, targetSeconds: maxSeconds, maxSeconds }).map((r) => ({
          start: r.start + range.start,
          end: r.end + range.start,
        }));
      }

      const dir = await makeOwnedTempDir('openai');
      try {
        let maxBytes = options.maxUploadBytes;
        let shrinks = 0;
        const results: { range: TimeRange; response: TranscriptionVerbose }[] = [];
        const whole = { start: 0, end: duration };
        const size = (await stat(input.path)).size;
        // A file the server takes as it is goes up unchanged: no re-encoding, no loss.
        let pending: TimeRange[] = [];
        if (size <= maxBytes && ACCEPTED_EXTENSIONS.has(extname(input.path).toLowerCase())) {
          try {
            results.push({ range: whole, response: await send(input, input.path) });
          } catch (error) {
            if (!isTooLarge(error)) throw toEngineError(error, input.signal);
            shrinks += 1;
            maxBytes = Math.floor(size / 2);
            pending = await planParts(whole, maxBytes);
          }
        } else {
          pending = await planParts(whole, maxBytes);
        }

        for (let index = 0; pending.length > 0; index += 1) {
          const range = pending[0] as TimeRange;
          // Parts are made one at a time, just before their upload, so a long file never fills the disk twice over.
          const path = join(dir, `part-${index}.mp3`);
          await encodePart(input, range, path);
          try {
            results.push({ range, response: await send(input, path) });
            pending.shift();
            input.onProgress(Math.min(1, range.end / Math.max(duration, 1e-9)));
          } catch (error) {
            if (!isTooLarge(error) || shrinks >= MAX_SHRINKS) throw toEngineError(error, input.signal);
            // The server's limit is below the configured one: re-plan what is left in smaller parts.
            shrinks += 1;
            maxBytes = Math.floor(Math.min(maxBytes, (await stat(path)).size) / 2);
            pending = await planParts({ start: range.start, end: duration }, maxBytes);
          } finally {
            await rm(path, { force: true });
          }
        }
        input.onProgress(1);
        return joinParts(results, input.language);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

function isTooLarge(error: unknown): boolean {
  return error instanceof APIError && error.status === 413;
}

function joinParts(results: { range: TimeRange; response: TranscriptionVerbose }[], requestedLanguage: string | undefined): Transcript {
  const words: TranscriptWord[] = [];
  const segments: TranscriptSegment[] = [];
  const texts: string[] = [];
  for (const { range, response } of results) {
    // The server's times start at 0 in each part; move them to the file and keep them inside the part.
    const clamp = (t: number) => Math.round(Math.min(range.end, range.start + Math.max(0, t)) * 1000) / 1000;
    for (const word of response.words ?? []) {
      words.push({ start: clamp(word.start), end: clamp(word.end), text: word.word.trim() });
    }
    for (const segment of response.segments ?? []) {
      segments.push({ start: clamp(segment.start), end: clamp(segment.end), text: segment.text.trim() });
    }
    // A server that answers text only (no segments, no words) still places that text in time: the part's span.
    if (!response.segments?.length && !response.words?.length && response.text.trim()) {
      segments.push({ start: range.start, end: range.end, text: response.text.trim() });
    }
    if (response.text.trim()) texts.push(response.text.trim());
  }
  const detected = results.find((r) => r.response.language)?.response.language;
  return {
    text: texts.join(' '),
    language: detected ? whisperLanguageCode(detected) : (requestedLanguage ?? 'en'),
    engine: 'openai',
    // A server that gave words but no segments (some give only one kind) still yields readable segments.
    segments: segments.length > 0 ? segments : segmentWords(words),
    words,
  };
}

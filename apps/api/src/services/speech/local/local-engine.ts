import { rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { makeOwnedTempDir } from '../../../lib/owned-temp-dirs';
import { findSilences, type PlanChunksOptions } from '../../media/find-silences';
import type { Language, PartDecoder, PartUtterances, PlannedPart, SpeechEngine, TranscribeInput, Transcript } from '../speech-engine';
import { SpeechEngineError } from '../speech-engine-error';
import { type DecoderTools, decodePart } from './decode-part';
import { partCount, partSizes, planParts } from './plan-parts';
import { createProcessSlots } from './process-slots';
import { stitchParts } from './stitch-parts';

export { lastWordEnd, MODE_ARGS } from './decode-part';
export { warmUpStart } from './plan-parts';

export interface LocalEngineOptions extends DecoderTools {
  /**
   * pocketsphinx processes at once, across every transcription this engine runs (one per core is right: each is
   * single-threaded and CPU-bound). Default: os.availableParallelism().
   */
  concurrency?: number;
  /** Fixed part sizes instead of those plan-parts.ts chooses; for measurements and tests. */
  chunking?: PlanChunksOptions;
  /** Seconds of lead-in before each part but the first (see WARM_UP_SECONDS); for measurements. */
  warmUpSeconds?: number;
}

/** The packaged model (pocketsphinx-en-us) is US English; it offers nothing else. */
const LANGUAGES: Language[] = [{ code: 'en', name: 'English' }];

function checkLanguage(language: string | undefined) {
  if (language && !/^en\b/i.test(language)) {
    throw new SpeechEngineError(
      'local',
      `local engine asked for language ${language}`,
      'The built-in speech engine only understands English. Choose English or ask the administrator for another engine.',
      false,
    );
  }
}

export function createLocalEngine(options: LocalEngineOptions = {}): SpeechEngine {
  const concurrency = Math.max(1, options.concurrency ?? availableParallelism());
  const slots = createProcessSlots(concurrency);

  const parts: PartDecoder = {
    async plan(input) {
      input.signal.throwIfAborted();
      checkLanguage(input.language);
      const duration = input.durationSeconds;
      const count = partCount(duration, input.freeSlots);
      const sizes = options.chunking
        ? { minSeconds: 20, targetSeconds: 30, maxSeconds: 60, ...options.chunking }
        : partSizes(duration, count, options.warmUpSeconds);
      // A file that stays whole goes straight to the decoder: a silence scan would only cost.
      const split = options.chunking ? duration >= 2 * sizes.minSeconds : count > 1;
      if (!split) return [{ range: { start: 0, end: duration }, warmStart: 0 }];
      const silences = await findSilences(input.path, { signal: input.signal, ffmpegPath: options.ffmpegPath });
      return planParts(duration, silences, sizes, options.warmUpSeconds);
    },

    async decode(input) {
      const release = await slots.acquire(input.signal);
      const dir = await makeOwnedTempDir('local');
      try {
        return await decodePart(options, { ...input, fifo: join(dir, 'part.s16le') });
      } finally {
        await rm(dir, { recursive: true, force: true });
        release();
      }
    },

    stitch: stitchParts,
  };

  return {
    id: 'local',
    languages: async () => LANGUAGES,
    parts,

    /** The whole file in this process: its parts on this engine's decoder slots, joined as the join job joins them. */
    async transcribe(input: TranscribeInput): Promise<Transcript> {
      const duration = input.durationSeconds;
      const planned = await parts.plan({ ...input, freeSlots: concurrency });

      // One failed part stops the others at once; their processes are killed through this signal.
      const stop = new AbortController();
      const signal = AbortSignal.any([input.signal, stop.signal]);
      const results: PartUtterances[] = new Array(planned.length);

      // Longest first, so the last parts to finish are short and no core idles long at the end.
      const queue = planned
        .map((part, index) => ({ part, index }))
        .sort((a, b) => b.part.range.end - b.part.range.start - (a.part.range.end - a.part.range.start));
      // Seconds decoded per part, finished or in flight: progress moves as words come out, not only per part.
      const decoded = new Map<number, number>();
      let reported = 0;
      const report = (index: number, seconds: number) => {
        decoded.set(index, Math.max(seconds, decoded.get(index) ?? 0));
        let total = 0;
        for (const value of decoded.values()) total += value;
        const fraction = Math.min(1, total / Math.max(duration, 1e-9));
        if (fraction <= reported) return;
        reported = fraction;
        input.onProgress(fraction);
      };
      let firstError: unknown = null;

      async function worker() {
        for (let next = queue.shift(); next && !signal.aborted; next = queue.shift()) {
          const { index, part } = next;
          try {
            const mode = input.mode ?? 'balanced';
            results[index] = await parts.decode({ path: input.path, part, mode, signal, onDecoded: (seconds) => report(index, seconds) });
            report(index, part.range.end - part.range.start);
          } catch (error) {
            firstError ??= error;
            stop.abort(error);
          }
        }
      }
      await Promise.all(Array.from({ length: Math.min(concurrency, planned.length) }, worker));
      input.signal.throwIfAborted();
      if (firstError) throw firstError;
      return stitchParts(planned.map((part: PlannedPart, index) => ({ range: part.range, utterances: results[index] ?? [] })));
    },
  };
}

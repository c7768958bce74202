import { AiUnavailableError } from '../ai-writer';
import type { Translator, TranslatorLanguage } from '../translator';
import { type ApertiumPair, englishName, pairMatches, pairOfMode } from './apertium-pairs';
import { runApertium } from './run-apertium';
import { type BatchLimits, joinSegments, oneLine, segmentBatches, splitSegments } from './segment-batches';

export interface ApertiumTranslatorOptions {
  /** The `apertium` command; "apertium" on PATH by default. */
  command?: string;
  /** Longest one run of Apertium may take; 60 s by default, far more than a batch needs. */
  timeoutMs?: number;
  /** How many segments, and characters, go into one run. */
  batch?: Partial<BatchLimits>;
  /** How long the list of installed pairs is trusted before it is read again (pairs installed while running). */
  pairsCacheMs?: number;
}

const DEFAULTS = {
  command: 'apertium',
  timeoutMs: 60_000,
  // About a second of Apertium's time each, on a laptop: progress stays visible on long transcripts.
  batch: { segments: 100, characters: 8000 },
  pairsCacheMs: 60_000,
  // Listing the modes starts no pipeline: a few seconds is plenty even on a busy machine.
  listTimeoutMs: 10_000,
} as const;

/** The pairs this Apertium has installed, from `apertium -l` (it lists the modes in its data folder). */
async function installedPairs(command: string, signal: AbortSignal): Promise<ApertiumPair[]> {
  const output = await runApertium({ command, args: ['-l'], timeoutMs: DEFAULTS.listTimeoutMs, signal });
  const pairs = output
    .split('\n')
    .map((line) => pairOfMode(line.trim()))
    .filter((pair): pair is ApertiumPair => pair !== null);
  // The same two languages may come under two names ("en-es" and "eng-spa"): the first in sorted order wins.
  const byLanguages = new Map<string, ApertiumPair>();
  for (const pair of pairs.sort((a, b) => a.mode.localeCompare(b.mode))) {
    const key = `${pair.source}>${pair.target}`;
    if (!byLanguages.has(key)) byLanguages.set(key, pair);
  }
  return [...byLanguages.values()];
}

/** Whether Apertium is installed with at least one language pair: for the checks at start-up. */
export async function apertiumAvailable(options: Pick<ApertiumTranslatorOptions, 'command'> = {}): Promise<boolean> {
  try {
    return (await installedPairs(options.command ?? DEFAULTS.command, AbortSignal.timeout(DEFAULTS.listTimeoutMs))).length > 0;
  } catch {
    return false;
  }
}

/**
 * Translation offline with Apertium (Debian's `apertium` and its pair packages), for the pairs installed. Segments
 * are translated in batches, one run of Apertium each, and each segment's translation is reported as soon as its
 * batch is done; a batch whose output cannot be matched back to its segments is translated again one segment at a
 * time, so a translation never lands on another segment's timing.
 */
export function createApertiumTranslator(options: ApertiumTranslatorOptions = {}): Translator {
  const command = options.command ?? DEFAULTS.command;
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  const limits: BatchLimits = { ...DEFAULTS.batch, ...options.batch };
  const pairsCacheMs = options.pairsCacheMs ?? DEFAULTS.pairsCacheMs;
  let cached: { pairs: Promise<ApertiumPair[]>; at: number } | undefined;

  function pairs(): Promise<ApertiumPair[]> {
    if (!cached || Date.now() - cached.at > pairsCacheMs) {
      const listing = installedPairs(command, AbortSignal.timeout(DEFAULTS.listTimeoutMs));
      cached = { pairs: listing, at: Date.now() };
      // A failed listing (Apertium missing) is not remembered: installing it should not need a restart.
      listing.catch(() => {
        if (cached?.pairs === listing) cached = undefined;
      });
    }
    return cached.pairs;
  }

  async function translateOne(mode: string, text: string, signal: AbortSignal): Promise<string> {
    return oneLine(await runApertium({ command, args: ['-u', mode], input: `${oneLine(text)}\n`, timeoutMs, signal }));
  }

  return {
    id: 'apertium',

    async languages(source: string): Promise<TranslatorLanguage[]> {
      let installed: ApertiumPair[];
      try {
        installed = await pairs();
      } catch {
        // Without Apertium there is nothing to offer here; the model's languages, if any, are still listed.
        return [];
      }
      return installed
        .filter((pair) => pairMatches(pair, source) && !pairMatches(pair, source, source))
        .map((pair) => ({ code: pair.target, name: englishName(pair.target) }));
    },

    async translate(texts, source, target, signal, onTranslated) {
      const pair = (await pairs()).find((candidate) => pairMatches(candidate, source, target));
      if (!pair) {
        throw new AiUnavailableError(
          `Apertium has no ${englishName(source)} to ${englishName(target)} pair installed (${source}-${target}).`,
        );
      }
      const translated = texts.map(() => '');
      const toTranslate: number[] = [];
      texts.forEach((text, index) => {
        if (oneLine(text) === '') onTranslated?.(index, '');
        else toTranslate.push(index);
      });
      for (const batch of segmentBatches(texts, toTranslate, limits)) {
        signal.throwIfAborted();
        const batchTexts = batch.map((index) => texts[index] ?? '');
        const output = await runApertium({ command, args: ['-u', pair.mode], input: joinSegments(batchTexts), timeoutMs, signal });
        let pieces = splitSegments(output);
        if (pieces.length !== batch.length) {
          pieces = [];
          for (const text of batchTexts) pieces.push(await translateOne(pair.mode, text, signal));
        }
        batch.forEach((index, position) => {
          const text = pieces[position] ?? '';
          translated[index] = text;
          onTranslated?.(index, text);
        });
      }
      return translated;
    },
  };
}

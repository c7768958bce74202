import { type PlanChunksOptions, planChunks, type Silence } from '../../media/find-silences';
import type { PlannedPart } from '../speech-engine';

/**
 * How the local engine cuts a file into parts that decode at once, on one worker's cores or as jobs on many workers.
 * This module is the one place that decides it (the reasons are in docs/decisions/transcription.md).
 *
 * - A part is at least MIN_PART_SECONDS long: each costs a decoder start (loading the model) and a warm-up, so a
 *   shorter one would spend more on starting than it saves by running beside the others.
 * - A part is at most MAX_PART_SECONDS long, however busy the workers are when the file is planned: a worker that
 *   frees up later can still take a part, and a worker killed mid-part loses at most that much decoding.
 * - Between the two, as many parts as there are free decoder slots, so that a file on an idle system keeps every idle
 *   core busy and a busy system does not pay for cuts nobody would decode at once.
 */
export const MIN_PART_SECONDS = 10;
export const MAX_PART_SECONDS = 300;

/**
 * pocketsphinx adapts to each recording as it listens: it normalises by a running cepstral mean over the last few
 * seconds ("live CMN"), which starts from the model's average. One process over the whole file pays for that cold start
 * once; a part starting cold decodes its first sentence noticeably worse (measured on espeak-ng speech: 27 % WER over
 * six chunks against 21 % for one process). So each part but the first starts decoding a few seconds early, at the
 * start of the utterance before its cut, and the words heard there are dropped: the decoder then enters the part in
 * the state one process would have had (22 % WER, for about 8 % more decoding).
 */
export const WARM_UP = { min: 2.5, max: 6, fallback: 3 };

export type WarmUp = typeof WARM_UP;

export function warmUpStart(chunkStart: number, silences: readonly Silence[], warmUp: WarmUp = WARM_UP): number {
  if (chunkStart <= 0) return 0;
  const earliest = chunkStart - warmUp.max;
  const latest = chunkStart - warmUp.min;
  let start: number | null = null;
  for (const silence of silences) {
    if (silence.end >= earliest && silence.end <= latest) start = silence.end;
  }
  return Math.max(0, start ?? chunkStart - warmUp.fallback);
}

/** How many parts a file of this length gets when `freeSlots` decoders are free to take them. */
export function partCount(durationSeconds: number, freeSlots: number): number {
  const most = Math.floor(durationSeconds / MIN_PART_SECONDS);
  const least = Math.ceil(durationSeconds / MAX_PART_SECONDS);
  return Math.max(1, least, Math.min(most, Math.floor(freeSlots)));
}

/**
 * The chunk sizes that give about `count` parts (planChunks cuts at silences, so the count may differ by one). Every
 * part but the first also decodes its warm-up, so the first is longer by about that much: the parts then take about
 * the same time, and the file is done when the slowest is.
 */
export function partSizes(durationSeconds: number, count: number, warmUp: WarmUp = WARM_UP): Required<PlanChunksOptions> {
  const parts = Math.max(1, count);
  const lead = parts > 1 ? warmUp.fallback : 0;
  // Each part decodes `perPart` seconds: the first its own range, the others a range `lead` shorter plus the lead.
  const perPart = (durationSeconds + (parts - 1) * lead) / parts;
  const target = Math.max(MIN_PART_SECONDS, perPart - lead);
  return {
    minSeconds: MIN_PART_SECONDS,
    targetSeconds: target,
    firstTargetSeconds: target + lead,
    maxSeconds: Math.max(target * 1.25, 2 * MIN_PART_SECONDS),
  };
}

/** The parts themselves, cut in silences, each with its warm-up start. */
export function planParts(
  durationSeconds: number,
  silences: readonly Silence[],
  sizes: PlanChunksOptions,
  warmUp: WarmUp = WARM_UP,
): PlannedPart[] {
  return planChunks(durationSeconds, [...silences], sizes).map((range) => ({
    range,
    warmStart: warmUpStart(range.start, silences, warmUp),
  }));
}

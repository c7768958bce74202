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
 * once; a part starting cold decodes its first sentence noticeably worse. So each part but the first starts decoding
 * WARM_UP_SECONDS early and the words heard there are dropped: the decoder then enters the part in about the state one
 * process would have had.
 *
 * A fixed lead, wherever it falls in the speech before the cut. Measured over the transcription benchmark's 289 s
 * (docs/performance.md): starting the warm-up at the end of a pause 2.5-6 s before the cut gave 22.9 % WER with 30-s
 * parts and 24.8 % with 18-s parts, a fixed 3 s 21.2 % and 22.3 %, a fixed 4 s 21.8 % and 22.9 %, against 21.0 % for
 * one process; 2 s cost 3 points more. Seeding the decoder's mean from the features before the cut instead of a
 * warm-up was worse (25.1 %), and seeding it as well as a warm-up changed nothing. 3 s and 4 s are a tie: over the
 * three runs (2,879 words) 413 errors against 417, less than where one cut falls moves. 4 s is the one that matches one
 * process on the 25-s end-to-end file the scale-out target is measured on (18.8 % against 27.5 % for 3 s); 3 s would
 * decode about 0.1 s less per part.
 */
export const WARM_UP_SECONDS = 4;

/** Where a part that starts at `chunkStart` starts decoding. */
export function warmUpStart(chunkStart: number, warmUpSeconds: number = WARM_UP_SECONDS): number {
  return Math.max(0, chunkStart - warmUpSeconds);
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
export function partSizes(durationSeconds: number, count: number, warmUpSeconds: number = WARM_UP_SECONDS): Required<PlanChunksOptions> {
  const parts = Math.max(1, count);
  const lead = parts > 1 ? warmUpSeconds : 0;
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
  warmUpSeconds: number = WARM_UP_SECONDS,
): PlannedPart[] {
  return planChunks(durationSeconds, [...silences], sizes).map((range) => ({
    range,
    warmStart: warmUpStart(range.start, warmUpSeconds),
  }));
}

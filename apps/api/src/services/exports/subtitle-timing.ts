import { SUBTITLE_RULES } from './subtitle-rules';

const { minDuration, maxDuration, frameGap, chainGap, maxCharsPerSecond, maxReadingHold } = SUBTITLE_RULES;

/** A cue's text and the span of its speech, before its display times are set. */
export interface SpokenCue {
  start: number;
  /** When its last word ends. */
  end: number;
  /** Characters to read, for the reading speed. */
  chars: number;
}

/** Display times of one cue, in seconds, to the millisecond. */
export interface CueTimes {
  start: number;
  end: number;
}

const toMillisecond = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * When each cue shows, given cues in order of start. A cue starts with its speech and is held past it only to be
 * read: to the reading speed (at most half a second more), to the shortest time a cue stays up, and across a gap
 * to the next cue short enough to close ("chaining"); never longer than the longest a cue stays up, never past the
 * media's end. It ends two frames before the next cue (cut short by as much when speech runs up to the next), so
 * the change is seen, and never runs into the next cue, even when the engine's word times overlap.
 */
export function displayTimes(cues: SpokenCue[], mediaEnd: number | null): CueTimes[] {
  // Work on the millisecond grid the files are written in, so that rounding cannot stretch a cue past a limit.
  const starts = cues.map((cue) => toMillisecond(cue.start));
  return cues.map((cue, index) => {
    const start = starts[index] ?? 0;
    const spoken = toMillisecond(cue.end);
    const next = starts[index + 1];
    let target = spoken;
    const readingTime = cue.chars / maxCharsPerSecond;
    if (target - start < readingTime) target = Math.min(start + readingTime, spoken + maxReadingHold);
    target = Math.max(target, start + minDuration);
    if (next !== undefined && next - target <= chainGap) target = Math.max(target, next - frameGap);
    target = Math.min(target, start + maxDuration);
    if (next !== undefined) target = Math.min(target, next - frameGap);
    else if (mediaEnd !== null && Number.isFinite(mediaEnd)) target = Math.min(target, mediaEnd);
    let end = Math.min(Math.max(spoken, target), start + maxDuration);
    // Two frames apart where the cue keeps some length; touching only when the next starts within two frames.
    if (next !== undefined) end = Math.min(end, next - frameGap > start ? next - frameGap : next);
    end = Math.max(end, start);
    // Rounding keeps the order of times, so cues that did not overlap still don't.
    return { start, end: toMillisecond(end) };
  });
}

/**
 * The numbers subtitle editors work to, after the Netflix Timed Text Style Guide (general requirements and subtitle
 * timing guidelines) and the BBC subtitle guidelines. One place, so the cue builder and its tests agree.
 */
export const SUBTITLE_RULES = {
  /** Characters on one line, spaces and punctuation included (Netflix: 42 for Latin scripts). */
  maxLineChars: 42,
  /** Lines in one cue; a third covers too much of the picture. */
  maxLines: 2,
  /** Seconds a cue stays up at least, where the next cue leaves room (Netflix: 5/6 s; a whole second reads easier). */
  minDuration: 1,
  /** Seconds a cue stays up at most; longer and viewers start re-reading it. */
  maxDuration: 7,
  /** A silence between two words at least this long (seconds) is a good place for a new cue. */
  pauseGap: 0.6,
  /** A silence this long (seconds) always ends the cue: BBC asks that text not hang on screen 1.5 s after speech. */
  longPause: 1.5,
  /** The least gap (seconds) left before the next cue when a cue is lengthened: two frames at 24 fps. */
  frameGap: 2 / 24,
  /** Gaps to the next cue up to this long (seconds) are closed to the frame gap ("chaining"), so cues don't flicker. */
  chainGap: 0.5,
  /** Adult reading speed (Netflix: 17 characters a second); a cue read faster than this is held a little longer. */
  maxCharsPerSecond: 17,
  /** How far (seconds) past the end of speech a cue may be held for reading speed (Netflix: 12 frames, half a second). */
  maxReadingHold: 0.5,
} as const;

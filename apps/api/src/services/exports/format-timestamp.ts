const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Whole milliseconds of a time in seconds; anything negative or not a number counts as zero. */
function milliseconds(seconds: number): number {
  return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : 0;
}

function clockParts(totalMs: number) {
  return {
    hours: Math.floor(totalMs / 3_600_000),
    minutes: Math.floor(totalMs / 60_000) % 60,
    seconds: Math.floor(totalMs / 1000) % 60,
    ms: totalMs % 1000,
  };
}

/** A subtitle time, HH:MM:SS plus milliseconds after `separator`: "," for SRT, "." for WebVTT. */
function subtitleTimestamp(seconds: number, separator: ',' | '.'): string {
  const { hours, minutes, seconds: secs, ms } = clockParts(milliseconds(seconds));
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}${separator}${pad(ms, 3)}`;
}

/** 62.5 → "00:01:02,500", as SRT writes times. */
export function formatSrtTimestamp(seconds: number): string {
  return subtitleTimestamp(seconds, ',');
}

/** 62.5 → "00:01:02.500", as WebVTT writes times. */
export function formatVttTimestamp(seconds: number): string {
  return subtitleTimestamp(seconds, '.');
}

/**
 * A time as a reader sees it: "m:ss" under an hour ("1:02"), "h:mm:ss" from one hour ("1:00:05"). Seconds are cut,
 * not rounded, so a paragraph marked [0:05] has begun by 0:05 when a player is sought there.
 */
export function formatClock(seconds: number): string {
  const { hours, minutes, seconds: secs } = clockParts(milliseconds(seconds));
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(secs)}` : `${minutes}:${pad(secs)}`;
}

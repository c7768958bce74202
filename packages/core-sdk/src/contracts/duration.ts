const pad2 = (value: number) => String(value).padStart(2, '0');

/**
 * A length of media in seconds, in the one format every screen, export and e-mail uses (the spec's): m:ss.s under
 * an hour ("1:05.3"), h:mm:ss from one hour ("1:02:05"), "N/A" when there is none (null, not a number, negative).
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds == null || !Number.isFinite(seconds) || seconds < 0) return 'N/A';
  // Round to tenths first so that 59.96 s reads "1:00.0", not "0:60.0".
  const tenths = Math.round(seconds * 10);
  if (tenths >= 36000) {
    const whole = Math.round(seconds);
    const hours = Math.floor(whole / 3600);
    const minutes = Math.floor((whole % 3600) / 60);
    return `${hours}:${pad2(minutes)}:${pad2(whole % 60)}`;
  }
  const minutes = Math.floor(tenths / 600);
  const rest = tenths % 600;
  const wholeSeconds = Math.floor(rest / 10);
  return `${minutes}:${pad2(wholeSeconds)}.${rest % 10}`;
}

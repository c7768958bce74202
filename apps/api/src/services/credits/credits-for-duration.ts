/** 1 credit = 1 minute of audio, rounded up per file; at least 1 for any audio at all. */
export function creditsForDuration(durationSeconds: number): number {
  return Math.max(1, Math.ceil(durationSeconds / 60));
}

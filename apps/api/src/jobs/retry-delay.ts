const firstDelayMs = 1000;
const maxDelayMs = 5 * 60 * 1000;

/**
 * How long to wait before the next run after `attempt` failed: 1 s, 2 s, 4 s … capped at 5 min, each
 * shortened by up to a quarter at random so that jobs that failed together do not all retry together.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const exponential = firstDelayMs * 2 ** Math.max(0, Math.min(attempt - 1, 30));
  const capped = Math.min(maxDelayMs, exponential);
  return Math.round(capped * (1 - 0.25 * random()));
}

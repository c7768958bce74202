/** Automatic attempts of one delivery in all: the first and its retries (about a day with the default base). */
export const WEBHOOK_MAX_ATTEMPTS = 13;
/** No wait between retries is longer than this many times the base (6 hours with the default base of a minute). */
const MAX_DELAY_FACTOR = 360;

/**
 * How long to wait after failed attempt number `attempt` (1 for the first): the base, then twice as long each time,
 * capped, each wait shifted by up to a fifth either way so that deliveries that failed together do not all retry
 * together. With a base of 60 s the waits add up to about 27 hours; null once the attempts are used up.
 */
export function webhookRetryDelayMs(attempt: number, baseMs: number, random: () => number = Math.random): number | null {
  if (attempt >= WEBHOOK_MAX_ATTEMPTS) return null;
  const exponential = baseMs * 2 ** Math.min(attempt - 1, 30);
  const capped = Math.min(exponential, baseMs * MAX_DELAY_FACTOR);
  return Math.round(capped * (0.8 + 0.4 * random()));
}

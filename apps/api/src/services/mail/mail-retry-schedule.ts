/** Delivery attempts of one e-mail in all: the first and its retries (about four hours with the default base). */
export const MAIL_MAX_ATTEMPTS = 9;

/**
 * How long to wait after failed attempt number `attempt` (1 for the first): the base, then twice as long each time,
 * each wait shifted by up to a fifth either way so that e-mails refused together do not all retry together. With a
 * base of 60 s the waits add up to about four and a quarter hours; null once the attempts are used up.
 */
export function mailRetryDelayMs(attempt: number, baseMs: number, random: () => number = Math.random): number | null {
  if (attempt >= MAIL_MAX_ATTEMPTS) return null;
  const exponential = baseMs * 2 ** Math.min(attempt - 1, 30);
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

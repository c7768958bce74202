import type { Logger } from 'pino';
import type { RateLimitRules } from '../../config';
import type { Database } from '../../db/create-database';
import { KnexRateLimiter, rateLimitsTable } from './knex-rate-limiter';
import { RateLimit } from './rate-limit';

const SIGN_IN_REFUSAL = 'Too many sign-in attempts. Please wait a few minutes and try again.';
const PASSWORD_RESET_REFUSAL = 'Too many password reset requests. Please wait a while and try again.';
const UPLOAD_REFUSAL = 'Too many uploads in a short time. Please wait a few minutes and try again.';

/** What each limit tells the person it refuses. */
const refusals: Record<keyof RateLimitRules, string> = {
  signUpPerAddress: 'Too many sign-ups from your network. Please try again later.',
  signInFailuresPerAccount: SIGN_IN_REFUSAL,
  signInFailuresPerAddress: SIGN_IN_REFUSAL,
  passwordResetPerEmail: PASSWORD_RESET_REFUSAL,
  passwordResetPerAddress: PASSWORD_RESET_REFUSAL,
  uploadsPerAccount: UPLOAD_REFUSAL,
  uploadsPerAddress: UPLOAD_REFUSAL,
  paymentsPerAccount: 'Too many payment attempts in a short time. Please wait a few minutes and try again.',
  sharedViewsPerAddress: 'Too many requests for shared transcripts from your network. Please wait a while and try again.',
  widgetUploadsPerKey: 'This site has sent too many uploads in a short time. Please wait a while and try again.',
  widgetUploadsPerAddress: UPLOAD_REFUSAL,
  apiKeyRequestsPerKey: 'Too many requests with this API key in a short time. Please wait and try again (Retry-After says when).',
  accountExportsPerAccount: 'You have started many exports today. Please download the last one, or try again tomorrow.',
  accountLinksPerAddress: 'Too many requests from your network. Please wait a while and try again.',
  contactMessagesPerAddress: 'Too many messages from your network. Please wait a while and try again, or email us directly.',
  newsletterPerAddress: 'Too many sign-ups from your network. Please wait a while and try again.',
  newsletterPerEmail: 'Too many requests for this email address. Please check your inbox, or wait a while and try again.',
  localAiAnswersPerAccount: 'Too many summaries and answers in a short time. Please wait a few minutes and try again.',
  emailVerificationsPerAccount: 'We have sent several verification links lately. Please check your inbox, or wait a while and try again.',
};

/** Counters are deleted this long after their window ended, so that processes whose clocks differ a little agree. */
const SWEEP_GRACE_MS = 60 * 60_000;
const SWEEP_EVERY_MS = 5 * 60_000;

export type RateLimits = { readonly [Name in keyof RateLimitRules]: RateLimit } & {
  /** Deletes counters whose window ended a while ago; they would be reset on their next use anyway. */
  sweep(): Promise<void>;
  close(): void;
};

/** Every limit, counted in the database so that it holds across API processes, and one sweep of lapsed counters. */
export function createRateLimits(db: Database, rules: RateLimitRules, logger: Logger): RateLimits {
  const limits = Object.fromEntries(
    (Object.keys(rules) as Array<keyof RateLimitRules>).map((name) => {
      const { max, windowMs } = rules[name];
      const limiter = new KnexRateLimiter(db, { keyPrefix: name, points: max, duration: Math.ceil(windowMs / 1000) });
      return [name, new RateLimit(limiter, refusals[name])];
    }),
  ) as { [Name in keyof RateLimitRules]: RateLimit };

  async function sweep() {
    await db(rateLimitsTable)
      .where('expire', '<', Date.now() - SWEEP_GRACE_MS)
      .delete();
  }
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => logger.warn({ err: error }, 'could not sweep lapsed rate-limit counters'));
  }, SWEEP_EVERY_MS);
  timer.unref();

  return {
    ...limits,
    sweep,
    close() {
      clearInterval(timer);
    },
  };
}

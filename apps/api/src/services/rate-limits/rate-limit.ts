import { RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from '../../errors/app-error';
import type { KnexRateLimiter } from './knex-rate-limiter';

/** Whole seconds to wait, never 0: a client told "retry after 0" would come straight back. */
const retryAfterSeconds = (msBeforeNext: number) => Math.max(1, Math.ceil(msBeforeNext / 1000));

/**
 * One limit (say, sign-ups per address) over a shared counter table. Each method takes the key the limit
 * is counted by (an address, an account, an e-mail) and refuses with a 429 that carries Retry-After.
 */
export class RateLimit {
  constructor(
    private readonly limiter: KnexRateLimiter,
    /** What the person is told when refused. */
    readonly refusal: string,
  ) {}

  get max(): number {
    return this.limiter.points;
  }

  /** Counts one action, and refuses it once the key has had its allowance this window. */
  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (rejection) {
      // The library rejects with a RateLimiterRes when the limit is reached, and with an Error when the store fails.
      if (rejection instanceof RateLimiterRes) throw this.refuse(rejection.msBeforeNext);
      throw rejection;
    }
  }

  /** Refuses when the key has already used its allowance, without counting (for limits on failures). */
  async assertAllowed(key: string): Promise<void> {
    const state = await this.limiter.get(key);
    if (state && state.consumedPoints >= this.limiter.points) throw this.refuse(state.msBeforeNext);
  }

  /** Counts one failure without refusing it; the next assertAllowed does. */
  async penalize(key: string): Promise<void> {
    await this.limiter.penalty(key);
  }

  /** Forgets the key's count. */
  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }

  private refuse(msBeforeNext: number): RateLimitedError {
    return new RateLimitedError(this.refusal, retryAfterSeconds(msBeforeNext));
  }
}

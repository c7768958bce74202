import type { AppContext } from '../../context';
import { addressKey } from '../rate-limits/address-key';

/** Refuses with 429 and Retry-After once an account or an address has failed too often lately. */
export async function assertLoginAllowed(ctx: AppContext, email: string, ip: string | null): Promise<void> {
  await ctx.rateLimits.signInFailuresPerAccount.assertAllowed(email);
  if (ip) await ctx.rateLimits.signInFailuresPerAddress.assertAllowed(addressKey(ip));
}

export async function recordLoginFailure(ctx: AppContext, email: string, ip: string | null): Promise<void> {
  await ctx.rateLimits.signInFailuresPerAccount.penalize(email);
  if (ip) await ctx.rateLimits.signInFailuresPerAddress.penalize(addressKey(ip));
}

/** A good password clears the account's failures (not the address's: that one guards many accounts). */
export async function clearAccountFailures(ctx: AppContext, email: string): Promise<void> {
  await ctx.rateLimits.signInFailuresPerAccount.reset(email);
}

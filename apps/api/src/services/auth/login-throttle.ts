import type { AppDeps } from '../../deps';
import { addressKey } from '../rate-limits/address-key';

/** Refuses with 429 and Retry-After once an account or an address has failed too often lately. */
export async function assertLoginAllowed(deps: AppDeps, email: string, ip: string | null): Promise<void> {
  await deps.rateLimits.signInFailuresPerAccount.assertAllowed(email);
  if (ip) await deps.rateLimits.signInFailuresPerAddress.assertAllowed(addressKey(ip));
}

export async function recordLoginFailure(deps: AppDeps, email: string, ip: string | null): Promise<void> {
  await deps.rateLimits.signInFailuresPerAccount.penalize(email);
  if (ip) await deps.rateLimits.signInFailuresPerAddress.penalize(addressKey(ip));
}

/** A good password clears the account's failures (not the address's: that one guards many accounts). */
export async function clearAccountFailures(deps: AppDeps, email: string): Promise<void> {
  await deps.rateLimits.signInFailuresPerAccount.reset(email);
}

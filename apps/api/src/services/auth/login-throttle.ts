import type { AppContext } from '../../context';
import { RateLimitedError } from '../../errors/app-error';

const accountKey = (email: string) => `account:${email}`;
const addressKey = (ip: string) => `address:${ip}`;

async function failuresSince(ctx: AppContext, key: string, since: Date) {
  const row = await ctx
    .db('login_failures')
    .where({ key })
    .andWhere('createdAt', '>', since)
    .min('createdAt as oldest')
    .count<{ count: string | number; oldest: Date | string | null }[]>('* as count')
    .first();
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** Refuses with 429 and Retry-After once an account or an address has failed too often lately. */
export async function assertLoginAllowed(ctx: AppContext, email: string, ip: string | null): Promise<void> {
  const { maxPerAccount, maxPerAddress, windowMs } = ctx.config.loginThrottle;
  const now = ctx.now();
  const since = new Date(now.getTime() - windowMs);
  const checks: Array<[string, number]> = [[accountKey(email), maxPerAccount]];
  if (ip) checks.push([addressKey(ip), maxPerAddress]);
  for (const [key, max] of checks) {
    const { count, oldest } = await failuresSince(ctx, key, since);
    if (count >= max && oldest) {
      const retryAfter = Math.max(1, Math.ceil((oldest.getTime() + windowMs - now.getTime()) / 1000));
      throw new RateLimitedError('Too many sign-in attempts. Please wait a few minutes and try again.', retryAfter);
    }
  }
}

export async function recordLoginFailure(ctx: AppContext, email: string, ip: string | null): Promise<void> {
  const createdAt = ctx.now();
  const rows = [{ key: accountKey(email), createdAt }];
  if (ip) rows.push({ key: addressKey(ip), createdAt });
  await ctx.db('login_failures').insert(rows);
  // Old rows say nothing any more; trimming here keeps the table small without a cron.
  await ctx
    .db('login_failures')
    .where('createdAt', '<', new Date(createdAt.getTime() - ctx.config.loginThrottle.windowMs))
    .delete();
}

/** A good password clears the account's failures (not the address's: that one guards many accounts). */
export async function clearAccountFailures(ctx: AppContext, email: string): Promise<void> {
  await ctx
    .db('login_failures')
    .where({ key: accountKey(email) })
    .delete();
}

import type { RateLimitRules } from '../config';
import { addressKey } from '../services/rate-limits/address-key';
import { requireUser } from './require-user';
import type { AppMiddleware, HttpContext } from './types';

/** Counts every request against a limit per client address, before any work is done for it. */
export function limitPerAddress(limit: keyof RateLimitRules): AppMiddleware {
  return async (ctx, next) => {
    if (ctx.ip) await ctx.deps.rateLimits[limit].consume(addressKey(ctx.ip));
    return next();
  };
}

/** Counts a call that starts an upload (or turns one into a transcription) against its account and its address. */
export async function countUploadStart(ctx: HttpContext): Promise<void> {
  const user = requireUser(ctx);
  await ctx.deps.rateLimits.uploadsPerAccount.consume(user.id);
  if (ctx.ip) await ctx.deps.rateLimits.uploadsPerAddress.consume(addressKey(ctx.ip));
}

/** countUploadStart as route middleware; a signed-out caller gets the usual 401 and counts nothing. */
export const limitUploadStarts: AppMiddleware = async (ctx, next) => {
  await countUploadStart(ctx as HttpContext);
  return next();
};

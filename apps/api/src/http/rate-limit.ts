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

/** Counts a call that opens or verifies a payment against its account; a signed-out caller gets the usual 401. */
export const limitPaymentCalls: AppMiddleware = async (ctx, next) => {
  await (ctx as HttpContext).deps.rateLimits.paymentsPerAccount.consume(requireUser(ctx as HttpContext).id);
  return next();
};

/**
 * Counts every request for a shared transcript, its media or a download against the caller's address: links are
 * public, so this is what slows down anyone trying tokens or pulling a shared file over and over.
 */
export const limitSharedViews: AppMiddleware = limitPerAddress('sharedViewsPerAddress');

/** countUploadStart as route middleware; a signed-out caller gets the usual 401 and counts nothing. */
export const limitUploadStarts: AppMiddleware = async (ctx, next) => {
  await countUploadStart(ctx as HttpContext);
  return next();
};

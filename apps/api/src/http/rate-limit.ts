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

/**
 * Counts a call that starts an upload (or turns one into a transcription) against its account and its address. A
 * widget's call counts against its publishable key and against the visitor's address on that key instead: a key is
 * public, so its visitors are limited apart from its owner (whose own uploads a busy widget must not hold up), and one
 * visitor cannot spend a whole key's allowance.
 */
export async function countUploadStart(ctx: HttpContext): Promise<void> {
  const widget = ctx.state.publishableKey;
  if (widget) {
    // The visitor first: one already refused does not spend the key's allowance of everyone else.
    if (ctx.ip) await ctx.deps.rateLimits.widgetUploadsPerAddress.consume(`${widget.key.id}:${addressKey(ctx.ip)}`);
    await ctx.deps.rateLimits.widgetUploadsPerKey.consume(widget.key.id);
    return;
  }
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

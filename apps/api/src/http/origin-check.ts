import { ForbiddenError } from '../errors/app-error';
import { SESSION_COOKIE } from './session-cookie';
import type { AppMiddleware } from './types';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard: a state-changing request that carries the session
 * cookie must come from one of our own origins (PUBLIC_URL, ALLOWED_ORIGINS, or the
 * host it was sent to). Requests without an Origin header (curl, server-to-server)
 * carry no browser's ambient authority and pass, unless the browser says outright
 * that it is cross-site.
 */
export const originCheck: AppMiddleware = async (ctx, next) => {
  if (SAFE_METHODS.has(ctx.method) || !ctx.cookies.get(SESSION_COOKIE)) return next();
  const origin = ctx.get('Origin');
  // Not ctx.origin: Koa 3 echoes the request's Origin header there.
  const ownOrigin = `${ctx.protocol}://${ctx.host}`;
  const fromUs = origin
    ? origin === ownOrigin || ctx.deps.config.allowedOrigins.includes(origin)
    : ctx.get('Sec-Fetch-Site') !== 'cross-site';
  if (!fromUs) throw new ForbiddenError('This request came from another site and was refused.', 'ORIGIN_MISMATCH');
  return next();
};

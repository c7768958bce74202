import { ForbiddenError } from '../errors/app-error';
import { requestSite } from './request-site';
import type { AppMiddleware } from './types';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard: every state-changing request a browser sends must come from one of
 * our own origins (PUBLIC_URL, ALLOWED_ORIGINS, or the host it was sent to), signed in or not: without
 * a session, another site could still sign a visitor into the attacker's account (login CSRF) or make
 * accounts in their name. Clients that state no origin at all (curl, servers, the SDK in Node) pass:
 * they carry no visitor's cookies.
 */
export const originCheck: AppMiddleware = async (ctx, next) => {
  // A widget's request carries no cookies and its origin was checked against its publishable key: it cannot be forged.
  if (ctx.state.publishableKey) return next();
  if (SAFE_METHODS.has(ctx.method) || requestSite(ctx) !== 'foreign') return next();
  throw new ForbiddenError('This request came from another site and was refused.', 'ORIGIN_MISMATCH');
};

import { resolveSession } from '../services/sessions/resolve-session';
import { clearSessionCookie, SESSION_COOKIE } from './session-cookie';
import type { AppMiddleware, HttpContext } from './types';

/** Methods that change nothing of the caller's (GET /api/logout ends a session, and publishes that it did). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Reads the session cookie and puts the signed-in user (or null) on ctx.state. A widget's request with a publishable
 * key has no session whatever cookies it carries: its caller is the key's owner, and only as the key allows. A request
 * with a secret API key is its owner's, as far as the key's scopes reach.
 */
export const sessionLoader: AppMiddleware = async (ctx, next) => {
  ctx.state.user = null;
  ctx.state.sessionToken = null;
  if (ctx.state.publishableKey) return next();
  // A secret key acts as its owner and nothing else: whatever cookies come with it are not read.
  if (ctx.state.apiKey) {
    ctx.state.user = ctx.state.apiKey.owner;
    return next();
  }
  const token = ctx.cookies.get(SESSION_COOKIE);
  if (token) {
    const resolved = await resolveSession(ctx.deps, token);
    if (resolved) {
      ctx.state.user = resolved.user;
      ctx.state.sessionToken = token;
    } else {
      clearSessionCookie(ctx as HttpContext);
    }
  }
  const userId = SAFE_METHODS.has(ctx.method) ? undefined : ctx.state.user?.id;
  const events = ctx.deps.events;
  const endedBefore = events.endedSessionsPublished();
  try {
    await next();
  } finally {
    // A change the caller makes to their own account (a name, a plan) shows in their next request on this process.
    if (userId) ctx.deps.sessionCache.forgetUser(userId);
    // A request that ended sessions (a sign-out, a new password, disabling) answers once every process has been told,
    // so that the next request, wherever it lands, is refused.
    if (events.endedSessionsPublished() !== endedBefore) await events.settle();
  }
};

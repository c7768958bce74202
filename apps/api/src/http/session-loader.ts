import { resolveSession } from '../services/sessions/resolve-session';
import { clearSessionCookie, SESSION_COOKIE } from './session-cookie';
import type { AppMiddleware, HttpContext } from './types';

/**
 * Reads the session cookie and puts the signed-in user (or null) on ctx.state. A widget's request with a publishable
 * key has no session whatever cookies it carries: its caller is the key's owner, and only as the key allows.
 */
export const sessionLoader: AppMiddleware = async (ctx, next) => {
  ctx.state.user = null;
  ctx.state.sessionToken = null;
  if (ctx.state.publishableKey) return next();
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
  return next();
};

import type { HttpContext } from './types';

export const SESSION_COOKIE = 'vb_session';

/**
 * Whether our cookies must be Secure (production, or an https PUBLIC_URL). Behind a
 * TLS-terminating proxy Koa may think the request is plain http and refuse to set a
 * Secure cookie; the cookie is still meant to be Secure, so Koa is told so.
 */
export function prepareSecureCookies(ctx: HttpContext): boolean {
  const isSecure = ctx.deps.config.env === 'production' || ctx.deps.config.publicUrl.startsWith('https://');
  if (isSecure) (ctx.cookies as unknown as { secure: boolean }).secure = true;
  return isSecure;
}

export function setSessionCookie(ctx: HttpContext, token: string): void {
  const isSecure = prepareSecureCookies(ctx);
  ctx.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure,
    path: '/',
    maxAge: ctx.deps.config.session.absoluteTimeoutMs,
    overwrite: true,
  });
}

export function clearSessionCookie(ctx: HttpContext): void {
  ctx.cookies.set(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 0, overwrite: true });
}

import type { HttpContext } from './types';

export const SESSION_COOKIE = 'vb_session';

function secure(ctx: HttpContext): boolean {
  return ctx.deps.config.env === 'production' || ctx.deps.config.publicUrl.startsWith('https://');
}

export function setSessionCookie(ctx: HttpContext, token: string): void {
  const isSecure = secure(ctx);
  // Behind a TLS-terminating proxy Koa may think the request is plain http; the cookie is still meant to be Secure.
  if (isSecure) (ctx.cookies as unknown as { secure: boolean }).secure = true;
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

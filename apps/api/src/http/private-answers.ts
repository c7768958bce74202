import type { AppMiddleware } from './types';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Keeps private answers out of every cache (browser, proxy, CDN): each API answer, errors included,
 * is `Cache-Control: no-store` unless its handler sets a policy of its own, and so is any answer that
 * sets a cookie. The apps' static files keep their own caching.
 */
export const privateAnswersNotStored: AppMiddleware = async (ctx, next) => {
  // Set before the handler runs: tus writes its answers itself, past Koa, but keeps headers already set.
  if (isApiPath(ctx.path)) ctx.set('Cache-Control', 'no-store');
  try {
    await next();
  } finally {
    if (ctx.response.headers['set-cookie'] !== undefined && !ctx.headerSent) ctx.set('Cache-Control', 'no-store');
  }
};

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import send from 'koa-send';
import type { AppMiddleware } from './types';

const NOT_BUILT = (name: string) =>
  `<!doctype html><meta charset="utf-8"><title>Verbatim</title><p>The ${name} has not been built yet. Run <code>npm start</code>, which builds it.</p>`;

/**
 * Serves a built single-page app under a path prefix: real files as they are (hashed
 * assets cached for a year), and index.html for any other page path so that the app's
 * router can show it (or its own 404 screen).
 */
export function serveSpa(options: { dir: string; prefix: string; name: string }): AppMiddleware {
  const { dir, prefix, name } = options;
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/') || ctx.path === '/api') return next();
    if (prefix !== '/' && ctx.path !== prefix.replace(/\/$/, '') && !ctx.path.startsWith(prefix)) return next();
    const relative = prefix === '/' ? ctx.path : ctx.path.slice(prefix.length - 1);
    if (relative !== '/' && relative.includes('.')) {
      try {
        const immutable = relative.startsWith('/assets/');
        await send(ctx, relative, { root: dir, immutable, maxage: immutable ? 31_536_000_000 : 0 });
        return;
      } catch (error) {
        if ((error as { status?: number }).status !== 404) throw error;
        if (relative.startsWith('/assets/')) return next();
      }
    }
    if (!existsSync(join(dir, 'index.html'))) {
      ctx.type = 'html';
      ctx.body = NOT_BUILT(name);
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    await send(ctx, 'index.html', { root: dir });
  };
}

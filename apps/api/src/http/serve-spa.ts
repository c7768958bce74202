import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { matchesAppRoute } from '@verbatim/core-sdk/contracts';
import send from 'koa-send';
import type { AppMiddleware, HttpContext } from './types';

const NOT_BUILT = (name: string) =>
  `<!doctype html><meta charset="utf-8"><title>Verbatim</title><p>The ${name} has not been built yet. Run <code>npm start</code>, which builds it.</p>`;

/** Where index.html lets the server write a page's own head: the tags between these two comments are replaced. */
const HEAD_START = '<!-- page-head';
const HEAD_END = '<!-- /page-head -->';

/** The head tags of the page at the request's path, or undefined to serve index.html's own. */
export type PageHeadFor = (ctx: HttpContext) => Promise<string | undefined>;

/** index.html with `head` in place of its default page head (unchanged when it has no markers). */
export function withPageHead(html: string, head: string): string {
  const start = html.indexOf(HEAD_START);
  const end = html.indexOf(HEAD_END, start);
  if (start < 0 || end < 0) return html;
  return `${html.slice(0, start)}${head}${html.slice(end + HEAD_END.length)}`;
}

/**
 * Serves a built single-page app under a path prefix: real files as they are (hashed
 * assets cached for a year), and index.html for any other page path so that the app's
 * router can show it. A path that is none of the app's `routes` (the patterns its router mounts, under the prefix)
 * still gets index.html, whose router shows its 404 screen, but with status 404: browsers, crawlers and link checkers
 * are told the truth. With `pageHead`, a public page's index.html carries that page's title, description and preview
 * tags, for crawlers that run no script.
 */
export function serveSpa(options: {
  dir: string;
  prefix: string;
  name: string;
  routes: Readonly<Record<string, string>>;
  pageHead?: PageHeadFor;
}): AppMiddleware {
  const { dir, prefix, name, routes, pageHead } = options;
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
    // The prefix itself ("/admin") is the app's root.
    const isPage = matchesAppRoute(routes, relative || '/');
    const head = pageHead && isPage ? await pageHead(ctx as HttpContext) : undefined;
    if (head === undefined) await send(ctx, 'index.html', { root: dir });
    else {
      ctx.type = 'html';
      ctx.body = withPageHead(await readFile(join(dir, 'index.html'), 'utf8'), head);
    }
    // After the body: Koa sets 200 when a body is given a status nobody chose.
    if (!isPage) ctx.status = 404;
  };
}

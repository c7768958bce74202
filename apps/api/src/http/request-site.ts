import type { AppMiddleware } from './types';

type RequestContext = Parameters<AppMiddleware>[0];

/**
 * Where a request says it comes from:
 * - `ours`: a page of this site (or of an allowed origin), or the person themselves (a typed URL, a bookmark);
 * - `foreign`: another site, or an opaque origin (`Origin: null`);
 * - `unstated`: no browser signal at all, as from curl, another server or the SDK in Node. Such a client
 *   carries no visitor's ambient cookies, so it cannot be used against one.
 *
 * Browsers send `Origin` with every request that is not a GET or HEAD, and `Sec-Fetch-Site` with every
 * request (navigations included); `Referer` covers navigations of browsers without fetch metadata.
 */
export type RequestSite = 'ours' | 'foreign' | 'unstated';

function isOurOrigin(ctx: RequestContext, origin: string): boolean {
  // Not ctx.origin: Koa 3 echoes the request's Origin header there.
  return origin === `${ctx.protocol}://${ctx.host}` || ctx.deps.config.allowedOrigins.includes(origin);
}

function originOfUrl(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

export function requestSite(ctx: RequestContext): RequestSite {
  const origin = ctx.get('Origin');
  if (origin) return isOurOrigin(ctx, origin) ? 'ours' : 'foreign';
  const fetchSite = ctx.get('Sec-Fetch-Site').toLowerCase();
  // `same-site` is a sibling subdomain, which may be someone else's; without an Origin we cannot tell which.
  if (fetchSite) return fetchSite === 'same-origin' || fetchSite === 'none' ? 'ours' : 'foreign';
  const referer = ctx.get('Referer');
  if (referer) {
    const refererOrigin = originOfUrl(referer);
    return refererOrigin && isOurOrigin(ctx, refererOrigin) ? 'ours' : 'foreign';
  }
  return 'unstated';
}

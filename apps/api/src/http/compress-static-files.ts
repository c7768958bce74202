import { constants } from 'node:zlib';
import compress from 'koa-compress';
import type { AppMiddleware } from './types';

/**
 * gzip or Brotli for the web and admin apps' HTML, JavaScript and CSS (a page's script weight is what budgets and
 * Lighthouse measure). Brotli at a middle quality: nearly its best ratio for a fraction of the CPU of quality 11.
 */
export function compressStaticFiles(): AppMiddleware {
  return compress({
    threshold: 1024,
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    gzip: { level: 6 },
    deflate: false,
  }) as AppMiddleware;
}

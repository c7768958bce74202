import type { AppMiddleware } from './types';

type RequestContext = Parameters<AppMiddleware>[0];

/** What a widget may send across origins: its key, its name, JSON, idempotency and every tus header. */
export const WIDGET_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Verbatim-Widget',
  'Idempotency-Key',
  'Tus-Resumable',
  'Upload-Length',
  'Upload-Offset',
  'Upload-Metadata',
  'Upload-Defer-Length',
  'Upload-Concat',
  'X-HTTP-Method-Override',
];

export const WIDGET_ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'];

/** What a widget's script may read of an answer: tus's headers, where to retry after, and idempotent replays. */
export const WIDGET_EXPOSED_HEADERS = [
  'Location',
  'Upload-Offset',
  'Upload-Length',
  'Tus-Resumable',
  'Retry-After',
  'Idempotent-Replayed',
  'Upload-Expires',
];

/** A browser may keep a preflight's answer this long (seconds); a revoked key is still refused on its next request. */
export const PREFLIGHT_MAX_AGE_SECONDS = 600;

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Lets the page at `origin` read this answer (errors included, so that a widget can tell its visitor why). Never
 * `*` and never credentials: widget requests carry their key, not cookies.
 */
export function allowWidgetOrigin(ctx: RequestContext, origin: string): void {
  ctx.set('Access-Control-Allow-Origin', origin);
  ctx.set('Access-Control-Expose-Headers', WIDGET_EXPOSED_HEADERS.join(', '));
  ctx.vary('Origin');
}

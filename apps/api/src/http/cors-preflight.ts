import { originHasActiveKey } from '../services/publishable-keys/origin-has-active-key';
import type { AppMiddleware } from './types';
import { isApiPath, PREFLIGHT_MAX_AGE_SECONDS, WIDGET_ALLOWED_HEADERS, WIDGET_ALLOWED_METHODS } from './widget-cors';

/**
 * Answers CORS preflights on the API. Only widgets with publishable keys call it across origins, so a preflight from
 * an origin some active key names gets that origin back with what a widget sends; any other origin gets an answer
 * with no CORS headers, and its browser refuses the request. Which key the request will carry is unknown here (a
 * preflight carries none): the request itself is checked against its own key.
 */
export const corsPreflight: AppMiddleware = async (ctx, next) => {
  const origin = ctx.get('Origin');
  const isPreflight = ctx.method === 'OPTIONS' && origin !== '' && ctx.get('Access-Control-Request-Method') !== '';
  if (!isPreflight || !isApiPath(ctx.path)) return next();
  ctx.vary('Origin');
  ctx.status = 204;
  if (!(await originHasActiveKey(ctx.deps.db, origin))) return;
  ctx.set('Access-Control-Allow-Origin', origin);
  ctx.set('Access-Control-Allow-Methods', WIDGET_ALLOWED_METHODS.join(', '));
  ctx.set('Access-Control-Allow-Headers', WIDGET_ALLOWED_HEADERS.join(', '));
  ctx.set('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
};

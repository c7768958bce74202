import type { AppMiddleware } from '../http/types';
import type { AppMetrics } from './app-metrics';

/**
 * Counts and times every request by its route template (`/api/transcriptions/:id`), never its path: ids and
 * tokens in paths would make a new series per request. Requests no API route matched are grouped as one API
 * route or as the web apps' files.
 */
export function httpMetrics(metrics: AppMetrics): AppMiddleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
      const route =
        typeof matched === 'string' ? matched : ctx.path === '/api' || ctx.path.startsWith('/api/') ? '(unmatched api)' : '(web app)';
      const labels = { method: ctx.method, route, status: String(ctx.status) };
      metrics.httpRequests.inc(labels);
      metrics.httpRequestDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    }
  };
}

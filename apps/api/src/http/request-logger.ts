import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { AppMiddleware } from './types';

/** One structured log line per request, with an id that is also sent back as X-Request-Id. */
export function requestLogger(logger: Logger): AppMiddleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    ctx.state.requestId = randomUUID();
    ctx.log = logger.child({ reqId: ctx.state.requestId });
    ctx.set('X-Request-Id', ctx.state.requestId);
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const level = ctx.status >= 500 ? 'error' : ctx.status >= 400 ? 'warn' : 'info';
      ctx.log[level]({ method: ctx.method, url: ctx.originalUrl, status: ctx.status, ms: Math.round(ms * 10) / 10, ip: ctx.ip }, 'request');
    }
  };
}

import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { loggedPath } from './logged-path';
import type { AppMiddleware } from './types';

/**
 * Query parameters that are secrets: password-reset tokens, the OpenID Connect code and state, the local
 * storage driver's signature and expiry, and S3 presigned URLs' signature, credential and session token
 * (in the two spellings clients use). pino blanks them in every request line.
 */
const SECRET_QUERY_PARAMETERS = [
  'token',
  'code',
  'state',
  'sig',
  'expires',
  'X-Amz-Signature',
  'X-Amz-Credential',
  'X-Amz-Security-Token',
  'x-amz-signature',
  'x-amz-credential',
  'x-amz-security-token',
];
const REDACTED_QUERY_PATHS = SECRET_QUERY_PARAMETERS.map((name) => `query["${name}"]`);

/**
 * One structured log line per request, with an id that is also sent back as X-Request-Id. The URL is
 * logged as its path (share tokens blanked) and its parsed query, never whole, so that secrets can be redacted.
 */
export function requestLogger(logger: Logger): AppMiddleware {
  // One child with the redaction compiled once; each request's logger derives from it and keeps it.
  const requestLog = logger.child({}, { redact: { paths: REDACTED_QUERY_PATHS, censor: '[Redacted]' } });
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    ctx.state.requestId = randomUUID();
    ctx.log = requestLog.child({ reqId: ctx.state.requestId });
    ctx.set('X-Request-Id', ctx.state.requestId);
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // A client that hung up mid-request (a closed laptop, a cancelled upload) is an ordinary event, not a warning.
      const clientLeft = ctx.req.readableAborted;
      // So is a sender that stopped mid-file but still waits for the answer (its form ends before its last boundary).
      const uploadInterrupted = ctx.state.uploadInterrupted === true;
      // A 503 is a deliberate "try again shortly" (the database is away, a draining shutdown) whose cause is logged once
      // where it is found: an error line per request would bury that one line during an outage.
      const level =
        ctx.status >= 500 && ctx.status !== 503 ? 'error' : ctx.status >= 400 && !clientLeft && !uploadInterrupted ? 'warn' : 'info';
      const query = ctx.querystring ? { ...ctx.query } : undefined;
      const fields = {
        method: ctx.method,
        path: loggedPath(ctx.path),
        query,
        status: ctx.status,
        ms: Math.round(ms * 10) / 10,
        ip: ctx.ip,
      };
      ctx.log[level]({ ...fields, ...(clientLeft ? { clientLeft } : {}), ...(uploadInterrupted ? { uploadInterrupted } : {}) }, 'request');
    }
  };
}

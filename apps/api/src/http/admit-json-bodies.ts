import { AppError } from '../errors/app-error';
import { declaredBodyLength, declaresBody } from './declared-body-length';
import type { AppMiddleware } from './types';

/** Largest JSON body accepted. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** The only body type JSON endpoints parse (what the SDK and the apps send). */
export const JSON_BODY_TYPES = ['application/json'];

/**
 * Admits a request body for the JSON endpoints before anything reads it:
 * - a declared size over the limit is refused at once (413, connection closed), not after waiting for
 *   bytes the parser would refuse anyway;
 * - a body that is not JSON is refused (415). HTML forms and `text/plain` are what another site can send
 *   without a CORS preflight, so JSON-only endpoints are out of their reach even before the origin check.
 * Endpoints that read their own bodies (uploads, tus, signed storage PUTs) keep their own rules: their
 * definitions say so, and they are mounted without this.
 */
export const admitJsonBody: AppMiddleware = async (ctx, next) => {
  if (!declaresBody(ctx.req.headers)) return next();
  const length = declaredBodyLength(ctx.req.headers);
  if (length !== null && length > JSON_BODY_LIMIT_BYTES) {
    ctx.set('Connection', 'close');
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', `The request body must be at most ${JSON_BODY_LIMIT_BYTES} bytes.`);
  }
  if (!ctx.is(JSON_BODY_TYPES)) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON (Content-Type: application/json).');
  }
  return next();
};

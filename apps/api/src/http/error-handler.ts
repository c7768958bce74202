import type { ErrorCode } from '@verbatim/core-sdk/contracts';
import { AppError, INTERNAL_ERROR_MESSAGE } from '../errors/app-error';
import type { AppMiddleware } from './types';

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  return 'BAD_REQUEST';
}

/** Turns any error into `{ error: { code, message, details } }`; a 500 says nothing of internals. */
export const errorHandler: AppMiddleware = async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    if (error instanceof AppError) {
      ctx.status = error.status;
      ctx.set(error.headers);
      ctx.body = {
        error: { code: error.code, message: error.message, ...(error.details === undefined ? {} : { details: error.details }) },
      };
      return;
    }
    // Errors from Koa and its body parser carry a status and `expose` for the caller's own mistakes.
    const status = (error as { status?: unknown }).status;
    const expose = (error as { expose?: unknown }).expose === true;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      ctx.status = status;
      const message = expose && error instanceof Error ? error.message : 'The request could not be understood.';
      ctx.body = { error: { code: codeForStatus(status), message } };
      return;
    }
    ctx.log.error({ err: error }, 'unhandled error');
    ctx.status = 500;
    ctx.body = { error: { code: 'INTERNAL', message: INTERNAL_ERROR_MESSAGE } };
  }
};

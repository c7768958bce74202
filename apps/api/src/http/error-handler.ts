import type { ErrorCode } from '@verbatim/core-sdk/contracts';
import { AppError, INTERNAL_ERROR_MESSAGE } from '../errors/app-error';
import { isDatabaseDiskFull, isStorageFull } from '../lib/storage-full';
import { isStorageUnavailable } from '../lib/storage-unavailable';
import { UploadInterruptedError } from '../services/uploads/upload-errors';
import type { AppMiddleware } from './types';

/** How long a caller is asked to wait when the database cannot be reached: a restart takes seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE = 'Verbatim cannot reach its database for a moment. Please try again shortly.';

const STORAGE_RETRY_AFTER_SECONDS = 10;
export const STORAGE_UNAVAILABLE_MESSAGE = 'Verbatim cannot reach its file storage for a moment. Please try again shortly.';
export const STORAGE_FULL_MESSAGE = 'Verbatim has no room to store this file right now. Please try again later.';
export const DISK_FULL_MESSAGE = 'Verbatim is out of disk space and cannot save changes right now. Please try again later.';

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
      if (error instanceof UploadInterruptedError) ctx.state.uploadInterrupted = true;
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
    // A full disk: nothing of the upload was kept (writes are staged and removed on failure), and nothing else broke.
    // The database's own disk full (SQLSTATE 53100) rolled its transaction back: nothing of the request was saved.
    if (isStorageFull(error)) {
      ctx.log.error({ err: error }, 'storage is full: a write was refused');
      ctx.status = 507;
      const message = isDatabaseDiskFull(error) ? DISK_FULL_MESSAGE : STORAGE_FULL_MESSAGE;
      ctx.body = { error: { code: 'INSUFFICIENT_STORAGE', message } };
      return;
    }
    // The object store failing (5xx, throttling, unreachable) after the AWS SDK's own retries: nothing was stored
    // (a failed write aborts its multipart upload), and the caller is asked to try again. The outage itself is logged
    // once, by the storage's watcher (watchStorageOutage).
    if (isStorageUnavailable(error)) {
      ctx.status = 503;
      ctx.set('Retry-After', String(STORAGE_RETRY_AFTER_SECONDS));
      ctx.body = { error: { code: 'SERVICE_UNAVAILABLE', message: STORAGE_UNAVAILABLE_MESSAGE } };
      return;
    }
    // The database stopped, restarting or failing over: the caller may try again shortly, and the outage is logged
    // once, not once per request.
    if (ctx.deps.databaseOutage.report(error, `${ctx.method} ${ctx.path}`)) {
      ctx.status = 503;
      ctx.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      ctx.body = { error: { code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE } };
      return;
    }
    ctx.log.error({ err: error }, 'unhandled error');
    ctx.status = 500;
    ctx.body = { error: { code: 'INTERNAL', message: INTERNAL_ERROR_MESSAGE } };
  }
};

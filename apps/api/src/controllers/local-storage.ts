import { endpoints } from '@verbatim/core-sdk/contracts';
import { AppError, ForbiddenError, NotFoundError } from '../errors/app-error';
import { abortOnClientDisconnect } from '../http/client-disconnect-signal';
import { handle } from '../http/endpoint';
import type { HttpContext } from '../http/types';
import { whileUploading } from '../http/while-uploading';
import { LOCAL_STORAGE_ROUTE, verifyLocalSignature } from '../services/storage/local-storage';
import { storeUploadedMedia } from '../services/uploads/store-uploaded-media';
import { InvalidFileTypeError, UploadInterruptedError } from '../services/uploads/upload-errors';

function signedRequest(ctx: HttpContext) {
  const secret = ctx.deps.storageSigningSecret;
  if (ctx.deps.storage.driver !== 'local' || !secret) throw new NotFoundError();
  const key = decodeURIComponent(ctx.path.slice(LOCAL_STORAGE_ROUTE.length + 1));
  const q = ctx.query as Record<string, string | undefined>;
  const check = verifyLocalSignature(
    secret,
    { method: q.method, key, expires: q.expires, max: q.max, len: q.len, type: q.type, sig: q.sig },
    ctx.deps.now(),
  );
  if (check === 'expired') throw new ForbiddenError('This upload link has expired. Ask for a new one.');
  if (check !== 'ok') throw new ForbiddenError('This link is not valid.');
  return { key, q };
}

/** The local driver's stand-in for a presigned S3 PUT: the body streams to disk, with every upload's media checks. */
async function putSignedObject(ctx: HttpContext) {
  const { key, q } = signedRequest(ctx);
  const contentType = ctx.get('Content-Type').split(';')[0]?.trim().toLowerCase() ?? '';
  if (q.type && contentType !== q.type) throw new InvalidFileTypeError(key.split('/').at(-1) ?? 'The file');
  const length = ctx.get('Content-Length');
  if (q.len && length && length !== q.len) throw new AppError(400, 'BAD_REQUEST', `The upload must be exactly ${q.len} bytes.`);
  await whileUploading(ctx, (shutdown) =>
    storeUploadedMedia(ctx.deps, {
      source: ctx.req,
      fileName: 'The file',
      contentType,
      key,
      declaredSize: length ? Number(length) : undefined,
      signal: AbortSignal.any([abortOnClientDisconnect(ctx.req, () => new UploadInterruptedError()), shutdown]),
    }),
  );
  return { stored: true as const };
}

/** The local storage driver's signed upload URL; the signature, not a session, is the authority. */
export const localStorageEndpoints = [handle(endpoints.putSignedObject, (_, ctx) => putSignedObject(ctx))];

import { randomUUID } from 'node:crypto';
import { objectUploadRequestSchema, processLargeUploadRequestSchema, processObjectUploadRequestSchema } from '@verbatim/core-sdk/contracts';
import { BadRequestError, NotFoundError } from '../errors/app-error';
import { abortOnClientDisconnect } from '../http/client-disconnect-signal';
import { declaredBodyLength } from '../http/declared-body-length';
import { readMultipartFile } from '../http/read-multipart-file';
import { requireUser } from '../http/require-user';
import type { HttpContext } from '../http/types';
import { validate } from '../http/validate';
import type { UploadPath } from '../models/transcription';
import type { UserModel } from '../models/user';
import { assertCanTranscribe } from '../services/access/assert-can-transcribe';
import { createTranscription } from '../services/transcriptions/create-transcription';
import { checkStoredMedia, storeUploadedMedia } from '../services/uploads/store-uploaded-media';
import { assertDeclaredMediaType, FileTooLargeError, MAX_UPLOAD_BYTES, UploadInterruptedError } from '../services/uploads/upload-errors';
import { keyFromUploadReference, uploadKeyFor, userOwnsUploadKey } from '../services/uploads/upload-keys';

const PRESIGN_SECONDS = 60 * 60;
const MULTIPART_OVERHEAD = 64 * 1024;

function declaredBodyTooLarge(ctx: HttpContext): boolean {
  const length = declaredBodyLength(ctx.req.headers);
  return length !== null && length > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD;
}

/** Streams a multipart `file` field into storage; the connection closes if the file is refused mid-way. */
async function receiveMultipart(ctx: HttpContext, user: UserModel) {
  // Refused first while the server is stopping: no database work for an upload that cannot be taken.
  const ticket = ctx.deps.uploadGate.admit();
  try {
    return await receiveAdmittedMultipart(ctx, user, ticket.signal);
  } finally {
    ticket.done();
  }
}

async function receiveAdmittedMultipart(ctx: HttpContext, user: UserModel, shutdown: AbortSignal) {
  await assertCanTranscribe(ctx.deps, user, 'upload');
  if (declaredBodyTooLarge(ctx)) {
    ctx.set('Connection', 'close');
    throw new FileTooLargeError('The file');
  }
  const file = await readMultipartFile(ctx.req, 'file', MAX_UPLOAD_BYTES);
  const key = uploadKeyFor(user.id, randomUUID());
  const signal = AbortSignal.any([abortOnClientDisconnect(ctx.req, () => new UploadInterruptedError(file.fileName)), shutdown]);
  try {
    const stored = await storeUploadedMedia(ctx.deps, {
      source: file.stream,
      fileName: file.fileName,
      contentType: file.mimeType,
      key,
      signal,
    });
    return { key, fileName: file.fileName, ...stored };
  } catch (error) {
    // Unread bytes may still be arriving; closing is cheaper than reading a refused file to its end.
    ctx.set('Connection', 'close');
    file.stream.resume();
    throw error;
  }
}

async function startProcessing(
  ctx: HttpContext,
  user: UserModel,
  key: string,
  fileName: string,
  mimeType: string | null,
  size: number,
  path: UploadPath,
) {
  try {
    const t = await createTranscription(ctx.deps, user, { fileName, fileSize: size, mimeType, mediaKey: key, uploadPath: path });
    ctx.status = 201;
    ctx.body = { transcriptionId: t.id };
  } catch (error) {
    await ctx.deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** POST /api/transcriptions/upload: up to 30 MB in one multipart request (any size streams). */
export async function uploadDirect(ctx: HttpContext) {
  const user = requireUser(ctx);
  const stored = await receiveMultipart(ctx, user);
  await startProcessing(ctx, user, stored.key, stored.fileName, stored.mimeType, stored.size, 'direct');
}

/** POST /api/objects/upload: where to PUT a file straight to storage. */
export async function createObjectUpload(ctx: HttpContext) {
  const user = requireUser(ctx);
  const input = validate(objectUploadRequestSchema, ctx.request.body ?? {});
  const fileName = input.fileName ?? 'The file';
  assertDeclaredMediaType(fileName, input.contentType);
  if (input.fileSize !== undefined && input.fileSize > MAX_UPLOAD_BYTES) throw new FileTooLargeError(fileName);
  await assertCanTranscribe(ctx.deps, user, 'upload');
  const key = uploadKeyFor(user.id, randomUUID());
  const presigned = await ctx.deps.storage.presignPut(key, {
    contentType: input.contentType.toLowerCase(),
    expiresInSeconds: PRESIGN_SECONDS,
    maxBytes: MAX_UPLOAD_BYTES,
    ...(input.fileSize !== undefined ? { contentLength: input.fileSize } : {}),
  });
  ctx.body = { uploadURL: presigned.url, method: 'PUT', headers: presigned.headers, expiresAt: presigned.expiresAt.toISOString() };
}

async function processStored(ctx: HttpContext, reference: string, fileName: string, path: UploadPath) {
  const user = requireUser(ctx);
  const key = keyFromUploadReference(reference, ctx.deps.config.storage.S3_BUCKET);
  if (!key || !userOwnsUploadKey(user.id, key)) throw new NotFoundError('No such upload.');
  const resumable = await ctx.deps.resumableUploads.isComplete(key);
  if (resumable === false) throw new BadRequestError('This upload is not finished yet: resume it, then ask again.');
  const info = await checkStoredMedia(ctx.deps, key, fileName);
  if (!info) throw new NotFoundError('No such upload: the file never arrived, or it was already processed.');
  if (await ctx.deps.db('transcriptions').where({ mediaKey: key }).first())
    throw new BadRequestError('This upload has already been processed.');
  await startProcessing(ctx, user, key, fileName, info.contentType, info.size, path);
  if (resumable) {
    await ctx.deps.resumableUploads.forget(key).catch((error: unknown) => {
      // The transcription exists; a leftover info object is only clutter, so the caller still gets success.
      ctx.deps.logger.warn({ err: error, key }, 'could not remove the bookkeeping of a finished resumable upload');
    });
  }
}

/** POST /api/objects/process-upload: the file is in storage; make it a transcription. */
export async function processObjectUpload(ctx: HttpContext) {
  const input = validate(processObjectUploadRequestSchema, ctx.request.body);
  await processStored(ctx, input.uploadURL, input.fileName, 'object');
}

/** GET /api/upload-large/health: pre-flight for the large-file paths. */
export async function largeUploadHealth(ctx: HttpContext) {
  ctx.body = { status: 'ok', resumable: { protocol: 'tus', endpoint: '/api/uploads/tus' }, maxBytes: MAX_UPLOAD_BYTES };
}

/** POST /api/upload-large: a streamed multipart upload that is stored, not yet processed. */
export async function uploadLarge(ctx: HttpContext) {
  const user = requireUser(ctx);
  const stored = await receiveMultipart(ctx, user);
  ctx.body = { success: true, file: { path: stored.key, name: stored.fileName, size: stored.size } };
}

/** POST /api/transcriptions/process-large: a stored large upload (streamed or resumable) becomes a transcription. */
export async function processLargeUpload(ctx: HttpContext) {
  const input = validate(processLargeUploadRequestSchema, ctx.request.body);
  await processStored(ctx, input.filePath, input.fileName, 'large');
}

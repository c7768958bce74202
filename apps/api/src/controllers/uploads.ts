import { randomUUID } from 'node:crypto';
import { endpoints, routes } from '@verbatim/core-sdk/contracts';
import { BadRequestError, NotFoundError } from '../errors/app-error';
import { abortOnClientDisconnect } from '../http/client-disconnect-signal';
import { declaredBodyLength } from '../http/declared-body-length';
import { type HandlerRequest, handle } from '../http/endpoint';
import { limitUploadStarts } from '../http/rate-limit';
import { readMultipartFile } from '../http/read-multipart-file';
import type { HttpContext } from '../http/types';
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
    return { transcriptionId: t.id };
  } catch (error) {
    await ctx.deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

async function createObjectUpload(ctx: HttpContext, user: UserModel, input: HandlerRequest<typeof endpoints.createObjectUpload>['body']) {
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
  return { uploadURL: presigned.url, method: 'PUT' as const, headers: presigned.headers, expiresAt: presigned.expiresAt.toISOString() };
}

async function processStored(ctx: HttpContext, user: UserModel, reference: string, fileName: string, path: UploadPath) {
  const key = keyFromUploadReference(reference, ctx.deps.config.storage.S3_BUCKET);
  if (!key || !userOwnsUploadKey(user.id, key)) throw new NotFoundError('No such upload.');
  const resumable = await ctx.deps.resumableUploads.isComplete(key);
  if (resumable === false) throw new BadRequestError('This upload is not finished yet: resume it, then ask again.');
  const info = await checkStoredMedia(ctx.deps, key, fileName);
  if (!info) throw new NotFoundError('No such upload: the file never arrived, or it was already processed.');
  if (await ctx.deps.db('transcriptions').where({ mediaKey: key }).first())
    throw new BadRequestError('This upload has already been processed.');
  const answer = await startProcessing(ctx, user, key, fileName, info.contentType, info.size, path);
  if (resumable) {
    await ctx.deps.resumableUploads.forget(key).catch((error: unknown) => {
      // The transcription exists; a leftover info object is only clutter, so the caller still gets success.
      ctx.deps.logger.warn({ err: error, key }, 'could not remove the bookkeeping of a finished resumable upload');
    });
  }
  return answer;
}

// Every call that starts an upload or turns one into a transcription counts against the upload limits.
const counted = { before: [limitUploadStarts] };

/** The upload paths: one multipart request, straight to storage, and large files (multipart or resumable). */
export const uploadEndpoints = [
  handle(
    endpoints.uploadDirect,
    async ({ user }, ctx) => {
      const stored = await receiveMultipart(ctx, user);
      return startProcessing(ctx, user, stored.key, stored.fileName, stored.mimeType, stored.size, 'direct');
    },
    counted,
  ),
  handle(endpoints.createObjectUpload, ({ user, body }, ctx) => createObjectUpload(ctx, user, body), counted),
  handle(
    endpoints.processObjectUpload,
    ({ user, body }, ctx) => processStored(ctx, user, body.uploadURL, body.fileName, 'object'),
    counted,
  ),
  handle(endpoints.largeUploadHealth, () => ({
    status: 'ok' as const,
    resumable: { protocol: 'tus' as const, endpoint: routes.createResumableUpload.path },
    maxBytes: MAX_UPLOAD_BYTES,
  })),
  handle(
    endpoints.uploadLarge,
    async ({ user }, ctx) => {
      const stored = await receiveMultipart(ctx, user);
      return { success: true as const, file: { path: stored.key, name: stored.fileName, size: stored.size } };
    },
    counted,
  ),
  handle(endpoints.processLargeUpload, ({ user, body }, ctx) => processStored(ctx, user, body.filePath, body.fileName, 'large'), counted),
];

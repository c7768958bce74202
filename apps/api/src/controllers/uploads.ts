import { endpoints, routes } from '@verbatim/core-sdk/contracts';
import { abortOnClientDisconnect } from '../http/client-disconnect-signal';
import { declaredBodyLength } from '../http/declared-body-length';
import { handle } from '../http/endpoint';
import { limitUploadStarts } from '../http/rate-limit';
import { readMultipartFile } from '../http/read-multipart-file';
import type { HttpContext } from '../http/types';
import { whileUploading } from '../http/while-uploading';
import { presignObjectUpload } from '../services/uploads/presign-object-upload';
import { type IncomingFile, receiveUpload } from '../services/uploads/receive-upload';
import { startTranscriptionFromUpload } from '../services/uploads/start-transcription-from-upload';
import { FileTooLargeError, MAX_UPLOAD_BYTES, UploadInterruptedError } from '../services/uploads/upload-errors';

const MULTIPART_OVERHEAD = 64 * 1024;

/** The multipart `file` field, read when the service asks for it; a body declared too large is refused unread. */
function multipartFile(ctx: HttpContext, shutdown: AbortSignal) {
  return async (): Promise<IncomingFile> => {
    const length = declaredBodyLength(ctx.req.headers);
    if (length !== null && length > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD) throw new FileTooLargeError('The file');
    const file = await readMultipartFile(ctx.req, 'file', MAX_UPLOAD_BYTES);
    const gone = abortOnClientDisconnect(ctx.req, () => new UploadInterruptedError(file.fileName));
    return { stream: file.stream, fileName: file.fileName, contentType: file.mimeType, signal: AbortSignal.any([gone, shutdown]) };
  };
}

// Every call that starts an upload or turns one into a transcription counts against the upload limits.
const counted = { before: [limitUploadStarts] };

/** The upload paths: one multipart request, straight to storage, and large files (multipart or resumable). */
export const uploadEndpoints = [
  handle(
    endpoints.uploadDirect,
    async ({ user }, ctx) => {
      const t = await whileUploading(ctx, (shutdown) =>
        startTranscriptionFromUpload(ctx.deps, user, {
          source: { kind: 'stream', receive: multipartFile(ctx, shutdown) },
          uploadPath: 'direct',
        }),
      );
      return { transcriptionId: t.id };
    },
    counted,
  ),
  handle(
    endpoints.createObjectUpload,
    async ({ user, body }, ctx) => {
      const presigned = await presignObjectUpload(ctx.deps, user, body);
      return { uploadURL: presigned.url, method: 'PUT' as const, headers: presigned.headers, expiresAt: presigned.expiresAt.toISOString() };
    },
    counted,
  ),
  handle(
    endpoints.processObjectUpload,
    async ({ user, body }, ctx) => {
      const source = { kind: 'stored' as const, reference: body.uploadURL, fileName: body.fileName };
      const t = await startTranscriptionFromUpload(ctx.deps, user, { source, uploadPath: 'object' });
      return { transcriptionId: t.id };
    },
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
      const stored = await whileUploading(ctx, (shutdown) => receiveUpload(ctx.deps, user, multipartFile(ctx, shutdown)));
      return { success: true as const, file: { path: stored.key, name: stored.fileName, size: stored.size } };
    },
    counted,
  ),
  handle(
    endpoints.processLargeUpload,
    async ({ user, body }, ctx) => {
      const source = { kind: 'stored' as const, reference: body.filePath, fileName: body.fileName };
      const t = await startTranscriptionFromUpload(ctx.deps, user, { source, uploadPath: 'large', draftText: body.draftText });
      return { transcriptionId: t.id };
    },
    counted,
  ),
];

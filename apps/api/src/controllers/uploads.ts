import { endpoints, routes } from '@verbatim/core-sdk/contracts';
import { abortOnClientDisconnect } from '../http/client-disconnect-signal';
import { declaredBodyLength } from '../http/declared-body-length';
import { handle } from '../http/endpoint';
import { limitUploadStarts } from '../http/rate-limit';
import { readMultipartFile } from '../http/read-multipart-file';
import type { HttpContext } from '../http/types';
import { whileUploading } from '../http/while-uploading';
import { keyMaxFileBytes } from '../services/publishable-keys/key-limits';
import { KeyFileTooLargeError } from '../services/publishable-keys/publishable-key-errors';
import { presignObjectUpload } from '../services/uploads/presign-object-upload';
import { type IncomingFile, receiveUpload } from '../services/uploads/receive-upload';
import { startTranscriptionFromUpload } from '../services/uploads/start-transcription-from-upload';
import { FileTooLargeError, MAX_UPLOAD_BYTES, UploadInterruptedError } from '../services/uploads/upload-errors';

const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * The multipart `file` field, read when the service asks for it; a body declared too large (for every upload, or for
 * the widget's publishable key) is refused unread.
 */
function multipartFile(ctx: HttpContext, shutdown: AbortSignal) {
  return async (): Promise<IncomingFile> => {
    const widget = ctx.state.publishableKey;
    const maxBytes = widget ? keyMaxFileBytes(widget.key) : MAX_UPLOAD_BYTES;
    const length = declaredBodyLength(ctx.req.headers);
    if (length !== null && length > maxBytes + MULTIPART_OVERHEAD) {
      throw widget ? new KeyFileTooLargeError('The file', maxBytes) : new FileTooLargeError('The file');
    }
    const file = await readMultipartFile(ctx.req, 'file', maxBytes);
    const gone = abortOnClientDisconnect(ctx.req, () => new UploadInterruptedError(file.fileName));
    return { stream: file.stream, fileName: file.fileName, contentType: file.mimeType, signal: AbortSignal.any([gone, shutdown]) };
  };
}

// Every call that starts an upload or turns one into a transcription counts against the upload limits.
const counted = { before: [limitUploadStarts] };

/**
 * The upload paths: one multipart request, straight to storage, and large files (multipart or resumable). A widget
 * with a publishable key may use the one multipart request and process-large (after a resumable upload); its uploads
 * are recorded with the key, widget and origin, and held to the key's limits.
 */
export const uploadEndpoints = [
  handle(
    endpoints.uploadDirect,
    async ({ user }, ctx) => {
      const t = await whileUploading(ctx, (shutdown) =>
        startTranscriptionFromUpload(ctx.deps, user, {
          source: { kind: 'stream', receive: multipartFile(ctx, shutdown) },
          uploadPath: 'direct',
          widget: ctx.state.publishableKey,
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
  // Through a publishable key (where the definition lets one call it), the largest file is the key's.
  handle(endpoints.largeUploadHealth, (_, ctx) => ({
    status: 'ok' as const,
    resumable: { protocol: 'tus' as const, endpoint: routes.createResumableUpload.path },
    maxBytes: ctx.state.publishableKey ? keyMaxFileBytes(ctx.state.publishableKey.key) : MAX_UPLOAD_BYTES,
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
      const t = await startTranscriptionFromUpload(ctx.deps, user, {
        source,
        uploadPath: 'large',
        draftText: body.draftText,
        widget: ctx.state.publishableKey,
      });
      return { transcriptionId: t.id };
    },
    counted,
  ),
];

import { z } from 'zod';
import { singleLine } from './common';

const fileName = z.string({ error: 'fileName is required' }).trim().min(1, 'fileName is required').max(255).check(singleLine());
const fileSize = z.coerce.number({ error: 'fileSize must be a number of bytes' }).int().nonnegative();

/** POST /api/transcriptions/upload (multipart, field `file`), and every other path's last step, answer with the new id. */
export const uploadResponseSchema = z.object({ transcriptionId: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** POST /api/objects/upload: asks where to send a file straight to storage. */
export const objectUploadRequestSchema = z.object({
  fileName: fileName.optional(),
  contentType: z.string({ error: 'contentType is required' }).trim().min(1, 'contentType is required').max(200).check(singleLine()),
  fileSize: fileSize.optional(),
});
export type ObjectUploadRequest = z.input<typeof objectUploadRequestSchema>;
export const objectUploadResponseSchema = z.object({
  uploadURL: z.string(),
  method: z.literal('PUT'),
  /** Headers the PUT must carry for the signature to hold. */
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});
export type ObjectUploadResponse = z.infer<typeof objectUploadResponseSchema>;

/** POST /api/objects/process-upload: the file is in storage; make it a transcription. Answers UploadResponse. */
export const processObjectUploadRequestSchema = z.object({
  uploadURL: z.string({ error: 'uploadURL is required' }).min(1, 'uploadURL is required').max(4000).check(singleLine()),
  fileName,
  fileSize,
});
export type ProcessObjectUploadRequest = z.input<typeof processObjectUploadRequestSchema>;
export const processObjectUploadResponseSchema = uploadResponseSchema;

/** GET /api/upload-large/health: pre-flight for the large-file paths. */
export const largeUploadHealthSchema = z.object({
  status: z.literal('ok'),
  resumable: z.object({ protocol: z.literal('tus'), endpoint: z.string() }),
  maxBytes: z.number(),
});
export type LargeUploadHealth = z.infer<typeof largeUploadHealthSchema>;

/** POST /api/upload-large (multipart, field `file`): stored, not yet processed. */
export const largeUploadResponseSchema = z.object({
  success: z.literal(true),
  file: z.object({ path: z.string(), name: z.string(), size: z.number() }),
});
export type LargeUploadResponse = z.infer<typeof largeUploadResponseSchema>;

/**
 * POST /api/transcriptions/process-large: `filePath` from /api/upload-large, or a finished tus upload's URL.
 * Answers UploadResponse.
 */
export const processLargeUploadRequestSchema = z.object({
  filePath: z.string({ error: 'filePath is required' }).min(1, 'filePath is required').max(4000).check(singleLine()),
  fileName,
  fileSize,
});
export type ProcessLargeUploadRequest = z.input<typeof processLargeUploadRequestSchema>;
export const processLargeUploadResponseSchema = uploadResponseSchema;

import { z } from 'zod';
import { multiLine, singleLine } from '../common';
import { DRAFT_TEXT_MAX, FILE_NAME_MAX } from '../constants';

const fileName = z.string({ error: 'fileName is required' }).trim().min(1, 'fileName is required').max(FILE_NAME_MAX).check(singleLine());
const fileSize = z.coerce.number({ error: 'fileSize must be a number of bytes' }).int().nonnegative();

/** The direct upload, and every other path's last step, answer with the new transcription's id. */
export const uploadResponseSchema = z.object({ transcriptionId: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** Asking where to send a file straight to storage (`endpoints.createObjectUpload`). */
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

/** The file is in storage; make it a transcription (`endpoints.processObjectUpload`). */
export const processObjectUploadRequestSchema = z.object({
  uploadURL: z.string({ error: 'uploadURL is required' }).min(1, 'uploadURL is required').max(4000).check(singleLine()),
  fileName,
  fileSize,
});
export type ProcessObjectUploadRequest = z.input<typeof processObjectUploadRequestSchema>;
export const processObjectUploadResponseSchema = uploadResponseSchema;

/** Pre-flight for the large-file paths (`endpoints.largeUploadHealth`). */
export const largeUploadHealthSchema = z.object({
  status: z.literal('ok'),
  resumable: z.object({ protocol: z.literal('tus'), endpoint: z.string() }),
  maxBytes: z.number(),
});
export type LargeUploadHealth = z.infer<typeof largeUploadHealthSchema>;

/** A large multipart upload, stored and not yet processed (`endpoints.uploadLarge`). */
export const largeUploadResponseSchema = z.object({
  success: z.literal(true),
  file: z.object({ path: z.string(), name: z.string(), size: z.number() }),
});
export type LargeUploadResponse = z.infer<typeof largeUploadResponseSchema>;

/**
 * A stored large upload becomes a transcription: `filePath` is what the large multipart upload answered, or a
 * finished tus upload's URL. `draftText` is what the live captions heard while a recording was made: the transcription
 * shows it as a first draft until the full transcript replaces it (printable text and line breaks, at most
 * DRAFT_TEXT_MAX characters; blank is the same as none).
 */
export const processLargeUploadRequestSchema = z.object({
  filePath: z.string({ error: 'filePath is required' }).min(1, 'filePath is required').max(4000).check(singleLine()),
  fileName,
  fileSize,
  draftText: z
    .string({ error: 'draftText must be text' })
    .trim()
    .max(DRAFT_TEXT_MAX, `draftText must be at most ${DRAFT_TEXT_MAX} characters`)
    .check(multiLine())
    .optional(),
});
export type ProcessLargeUploadRequest = z.input<typeof processLargeUploadRequestSchema>;
export const processLargeUploadResponseSchema = uploadResponseSchema;

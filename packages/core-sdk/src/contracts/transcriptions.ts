import { z } from 'zod';

export const transcriptionStatuses = ['pending', 'processing', 'completed', 'failed'] as const;
export type TranscriptionStatus = (typeof transcriptionStatuses)[number];

export const transcriptSegmentSchema = z.object({ start: z.number(), end: z.number(), text: z.string(), speaker: z.string().optional() });
export const transcriptWordSchema = z.object({ start: z.number(), end: z.number(), text: z.string(), confidence: z.number().optional() });

/** A transcription in the list (core-journey spec section 3, plus what the viewer needs). */
export const transcriptionSummarySchema = z.object({
  id: z.string(),
  fileName: z.string(),
  fileSize: z.number(),
  mimeType: z.string().nullable(),
  /** Seconds of audio, once known. */
  duration: z.number().nullable(),
  status: z.enum(transcriptionStatuses),
  progress: z.number().int().min(0).max(100),
  errorMessage: z.string().nullable(),
  transcriptText: z.string().nullable(),
  language: z.string().nullable(),
  engine: z.string().nullable(),
  mediaAvailable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type TranscriptionSummary = z.infer<typeof transcriptionSummarySchema>;

/** GET /api/transcriptions/{id}: with segments and word timings. */
export const transcriptionSchema = transcriptionSummarySchema.extend({
  segments: z.array(transcriptSegmentSchema),
  words: z.array(transcriptWordSchema),
});
export type Transcription = z.infer<typeof transcriptionSchema>;

/** GET /api/transcriptions?q= */
export const listTranscriptionsQuerySchema = z.object({ q: z.string().max(200).optional() });
export const transcriptionListSchema = z.array(transcriptionSummarySchema);

/** Every upload path answers with the new transcription's id. */
export const uploadResponseSchema = z.object({ transcriptionId: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

const fileName = z.string({ error: 'fileName is required' }).trim().min(1, 'fileName is required').max(255);
const fileSize = z.coerce.number({ error: 'fileSize must be a number of bytes' }).int().nonnegative();

/** POST /api/objects/upload: asks where to send a file straight to storage. */
export const objectUploadRequestSchema = z.object({
  fileName: fileName.optional(),
  contentType: z.string({ error: 'contentType is required' }).trim().min(1, 'contentType is required').max(200),
  fileSize: fileSize.optional(),
});
export type ObjectUploadRequest = z.input<typeof objectUploadRequestSchema>;
export const objectUploadResponseSchema = z.object({
  uploadURL: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});
export type ObjectUploadResponse = z.infer<typeof objectUploadResponseSchema>;

/** POST /api/objects/process-upload */
export const processObjectUploadRequestSchema = z.object({
  uploadURL: z.string().min(1, 'uploadURL is required').max(4000),
  fileName,
  fileSize,
});
export type ProcessObjectUploadRequest = z.input<typeof processObjectUploadRequestSchema>;

/** GET /api/upload-large/health */
export const largeUploadHealthSchema = z.object({
  status: z.literal('ok'),
  resumable: z.object({ protocol: z.literal('tus'), endpoint: z.string() }),
  maxBytes: z.number(),
});
export type LargeUploadHealth = z.infer<typeof largeUploadHealthSchema>;

/** POST /api/upload-large */
export const largeUploadResponseSchema = z.object({
  success: z.literal(true),
  file: z.object({ path: z.string(), name: z.string(), size: z.number() }),
});
export type LargeUploadResponse = z.infer<typeof largeUploadResponseSchema>;

/** POST /api/transcriptions/process-large: `filePath` from /api/upload-large, or a finished tus upload's URL. */
export const processLargeUploadRequestSchema = z.object({
  filePath: z.string().min(1, 'filePath is required').max(4000),
  fileName,
  fileSize,
});
export type ProcessLargeUploadRequest = z.input<typeof processLargeUploadRequestSchema>;

/** GET /api/stats and GET /api/user/stats */
export const statsSchema = z.object({ totalTranscriptions: z.number(), hoursTranscribed: z.number(), creditsUsed: z.number() });
export type Stats = z.infer<typeof statsSchema>;

/** WebSocket /api/ws/updates */
export const transcriptionUpdateMessageSchema = z.object({
  type: z.literal('transcription_update'),
  id: z.string(),
  status: z.enum(transcriptionStatuses),
  progress: z.number(),
  errorMessage: z.string().nullable(),
});
export type TranscriptionUpdateMessage = z.infer<typeof transcriptionUpdateMessageSchema>;

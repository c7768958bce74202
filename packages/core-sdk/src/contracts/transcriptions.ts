import { z } from 'zod';
import { multiLine, requiredMultiLineText, requiredText, singleLine, successResponseSchema } from './common';
import { downloadFormats, summaryTypes, TRANSCRIPTIONS_PAGE_SIZE, TRANSCRIPTIONS_PAGE_SIZE_MAX } from './constants';

export const transcriptionStatuses = ['pending', 'processing', 'completed', 'failed'] as const;
export type TranscriptionStatus = (typeof transcriptionStatuses)[number];

export const transcriptSegmentSchema = z.object({ start: z.number(), end: z.number(), text: z.string(), speaker: z.string().optional() });
export type TranscriptSegment = z.infer<typeof transcriptSegmentSchema>;
export const transcriptWordSchema = z.object({ start: z.number(), end: z.number(), text: z.string(), confidence: z.number().optional() });
export type TranscriptWord = z.infer<typeof transcriptWordSchema>;

/**
 * A transcription as a list row shows it. The transcript text is left out: a page of
 * rows stays small however long the recordings are, and the viewer and downloads read it from the one transcription.
 */
export const transcriptionSummarySchema = z.object({
  id: z.string(),
  fileName: z.string(),
  /** Bytes. */
  fileSize: z.number(),
  mimeType: z.string().nullable(),
  /** Seconds of audio, once known. */
  duration: z.number().nullable(),
  status: z.enum(transcriptionStatuses),
  progress: z.number().int().min(0).max(100),
  errorMessage: z.string().nullable(),
  language: z.string().nullable(),
  engine: z.string().nullable(),
  /** False once the media has been deleted after processing; the transcript stays. */
  mediaAvailable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type TranscriptionSummary = z.infer<typeof transcriptionSummarySchema>;

/** One transcription with the transcript text, segments and word timings. */
export const transcriptionSchema = transcriptionSummarySchema.extend({
  transcriptText: z.string().nullable(),
  segments: z.array(transcriptSegmentSchema),
  words: z.array(transcriptWordSchema),
});
export type Transcription = z.infer<typeof transcriptionSchema>;
export const getTranscriptionResponseSchema = transcriptionSchema;

/**
 * The list's query: one page of the caller's own transcriptions, newest first, searched by file name and text. `cursor` is the previous page's `nextCursor`, opaque to clients.
 */
export const listTranscriptionsQuerySchema = z.object({
  q: z.string().max(200, 'q must be at most 200 characters').check(singleLine()).optional(),
  cursor: z.string().max(200, 'cursor must be at most 200 characters').optional(),
  limit: z.coerce
    .number<number | string>({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(TRANSCRIPTIONS_PAGE_SIZE_MAX, `limit must be at most ${TRANSCRIPTIONS_PAGE_SIZE_MAX}`)
    .default(TRANSCRIPTIONS_PAGE_SIZE),
});
/** `limit` defaults to TRANSCRIPTIONS_PAGE_SIZE. */
export type ListTranscriptionsQuery = { q?: string | undefined; cursor?: string | undefined; limit?: number | undefined };
export const transcriptionPageSchema = z.object({
  items: z.array(transcriptionSummarySchema),
  /** The cursor of the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** How many transcriptions match the search (all of the caller's without one), on every page. */
  total: z.number().int().min(0),
});
export type TranscriptionPage = z.infer<typeof transcriptionPageSchema>;

/** Deleting a transcription. */
export const deleteTranscriptionResponseSchema = successResponseSchema;
export type DeleteTranscriptionResponse = z.infer<typeof deleteTranscriptionResponseSchema>;

/** Retrying: the transcription, queued again. */
export const retryTranscriptionResponseSchema = z.object({ success: z.literal(true), transcription: transcriptionSummarySchema });
export type RetryTranscriptionResponse = z.infer<typeof retryTranscriptionResponseSchema>;

const CUSTOM_PROMPT_MAX = 2000;

/** A summary request; the summary is plain text. */
export const summarizeRequestSchema = z
  .object({
    summaryType: z.enum(summaryTypes, { error: `summaryType must be one of ${summaryTypes.join(', ')}` }),
    customPrompt: z
      .string()
      .trim()
      .max(CUSTOM_PROMPT_MAX, `customPrompt must be at most ${CUSTOM_PROMPT_MAX} characters`)
      .check(multiLine())
      .optional()
      .nullable(),
  })
  .refine((body) => body.summaryType !== 'custom' || Boolean(body.customPrompt), {
    path: ['customPrompt'],
    message: 'Custom instructions are required for a custom summary',
  });
export type SummarizeRequest = z.input<typeof summarizeRequestSchema>;
export const summarizeResponseSchema = z.string();

/** A question about a transcript; the reply is plain text. */
export const chatRequestSchema = z.object({ message: requiredMultiLineText('Message is required', 4000) });
export type ChatRequest = z.input<typeof chatRequestSchema>;
export const chatResponseSchema = z.string();

/** A translation request; the translation is plain text. */
export const translateRequestSchema = z.object({
  /** A BCP 47 code such as "es" or "zh-TW". */
  targetLanguage: z
    .string({ error: 'targetLanguage is required' })
    .trim()
    .regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/, 'targetLanguage must be a language code such as "es" or "zh-TW"'),
  /** The language's name, for messages. */
  languageName: requiredText('languageName is required', 100),
});
export type TranslateRequest = z.input<typeof translateRequestSchema>;
export const translateResponseSchema = z.string();

/** A download's format: the transcript as a real file of that format. */
const flag = (name: string) =>
  z.enum(['true', 'false', '1', '0'], { error: `${name} must be true or false` }).transform((value) => value === 'true' || value === '1');

export const downloadTranscriptionQuerySchema = z.object({
  format: z.enum(downloadFormats, { error: `format must be one of ${downloadFormats.join(', ')}` }),
  /** TXT, PDF and DOCX: each paragraph's start time before it (default false). */
  timestamps: flag('timestamps').optional(),
  /** TXT, PDF and DOCX: a heading with the file name, date and duration (default true). */
  header: flag('header').optional(),
});
export type DownloadTranscriptionQuery = z.input<typeof downloadTranscriptionQuerySchema>;

/** Content types of the download formats, for servers and for checking what arrived. */
export const exportContentTypes = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  srt: 'application/x-subrip; charset=utf-8',
  vtt: 'text/vtt; charset=utf-8',
  json: 'application/json; charset=utf-8',
} as const satisfies Record<(typeof downloadFormats)[number], string>;

import { z } from 'zod';
import { multiLine, requiredText, singleLine, successResponseSchema } from '../common';
import {
  downloadFormats,
  FILE_NAME_MAX,
  SPEAKER_NAME_MAX,
  TRANSCRIPT_EDIT_TEXT_MAX,
  TRANSCRIPTIONS_PAGE_SIZE,
  TRANSCRIPTIONS_PAGE_SIZE_MAX,
  widgetKinds,
} from '../constants';

export const transcriptionStatuses = ['pending', 'processing', 'completed', 'failed'] as const;
export type TranscriptionStatus = (typeof transcriptionStatuses)[number];

export const transcriptSegmentSchema = z.object({
  start: z.number(),
  end: z.number(),
  text: z.string(),
  speaker: z.string().optional(),
  /**
   * True where a paragraph starts with this segment, for engines that find paragraphs (the local engine, at the
   * speaker's long pauses). Left out everywhere by engines that do not, and in transcripts stored before it existed:
   * their paragraphs are made from the sentences alone.
   */
  paragraphStart: z.boolean().optional(),
});
export type TranscriptSegment = z.infer<typeof transcriptSegmentSchema>;
export const transcriptWordSchema = z.object({ start: z.number(), end: z.number(), text: z.string(), confidence: z.number().optional() });
export type TranscriptWord = z.infer<typeof transcriptWordSchema>;

/** Where a transcription came from: the app itself, or a widget on another site (with that site's origin). */
export const transcriptionSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('app') }),
  z.object({
    kind: z.literal('widget'),
    widget: z.enum(widgetKinds),
    origin: z.string(),
    /** The key's name, as its owner gave it. */
    keyName: z.string(),
  }),
]);
export type TranscriptionSource = z.infer<typeof transcriptionSourceSchema>;

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
  source: transcriptionSourceSchema,
});
export type TranscriptionSummary = z.infer<typeof transcriptionSummarySchema>;

/** One transcription with the transcript text, segments and word timings. */
export const transcriptionSchema = transcriptionSummarySchema.extend({
  transcriptText: z.string().nullable(),
  segments: z.array(transcriptSegmentSchema),
  words: z.array(transcriptWordSchema),
  /** The names the owner gave the engine's speaker labels: { "A": "Priya" }. Labels without a name show as "Speaker A". */
  speakerNames: z.record(z.string(), z.string()),
  /** 0 to 1, from the engine's word confidences weighted by duration; null when the engine gave none. */
  confidence: z.number().min(0).max(1).nullable(),
  /** How many text edits are kept to undo: 0 for the engine's transcript as it came. */
  version: z.number().int().min(0),
  /**
   * What the live captions heard while the recording was made, sent with it as a first draft to show until the full
   * transcript is ready; null without one, and always null once the transcription is completed.
   */
  draftText: z.string().nullable(),
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

/**
 * The owner's download: without `format` the file comes in the owner's default export format (their settings'
 * `exportFormat`). A shared link's download has no owner's settings to read, so it names its format.
 */
export const downloadOwnTranscriptionQuerySchema = downloadTranscriptionQuerySchema.extend({
  format: downloadTranscriptionQuerySchema.shape.format.optional(),
});
export type DownloadOwnTranscriptionQuery = z.input<typeof downloadOwnTranscriptionQuerySchema>;

/** Content types of the download formats, for servers and for checking what arrived. */
export const exportContentTypes = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  srt: 'application/x-subrip; charset=utf-8',
  vtt: 'text/vtt; charset=utf-8',
  json: 'application/json; charset=utf-8',
} as const satisfies Record<(typeof downloadFormats)[number], string>;

/** The most edits one request may carry. */
export const TRANSCRIPT_EDITS_MAX = 50;

/**
 * One text edit: the words from `start` up to (not including) `end`, by their index among the transcript's words,
 * become `text`. Words the text keeps keep their timings; new words are timed inside the span. `start` equal to `end`
 * inserts; an empty `text` deletes.
 */
export const transcriptEditSchema = z
  .object({
    start: z.number({ error: 'start must be a word index' }).int('start must be a whole number').min(0, 'start must be at least 0'),
    end: z.number({ error: 'end must be a word index' }).int('end must be a whole number').min(0, 'end must be at least 0'),
    text: z
      .string({ error: 'text is required' })
      .max(TRANSCRIPT_EDIT_TEXT_MAX, `text must be at most ${TRANSCRIPT_EDIT_TEXT_MAX} characters`)
      .check(multiLine()),
  })
  .refine((edit) => edit.end >= edit.start, { path: ['end'], message: 'end must not be before start' });
export type TranscriptEdit = z.infer<typeof transcriptEditSchema>;

const speakerLabel = z
  .string()
  .trim()
  .min(1, 'A speaker label is required')
  .max(20, 'A speaker label must be at most 20 characters')
  .check(singleLine());
const speakerName = z
  .string()
  .trim()
  .max(SPEAKER_NAME_MAX, `A speaker name must be at most ${SPEAKER_NAME_MAX} characters`)
  .check(singleLine());

/**
 * Changes to a transcription: its file name, its speakers' names (an empty name goes back to "Speaker A"), and its
 * text. `version`, when given, must be the version the edit was made on: an edit made on an older one is refused
 * (409 EDIT_CONFLICT) rather than overwriting a newer edit.
 */
export const updateTranscriptionRequestSchema = z
  .object({
    fileName: requiredText('File name is required', FILE_NAME_MAX).optional(),
    speakerNames: z.record(speakerLabel, speakerName).optional(),
    edits: z
      .array(transcriptEditSchema)
      .min(1, 'edits must hold at least one edit')
      .max(TRANSCRIPT_EDITS_MAX, `At most ${TRANSCRIPT_EDITS_MAX} edits at a time`)
      .optional(),
    version: z.number().int('version must be a whole number').min(0, 'version must be at least 0').optional(),
  })
  .refine((body) => body.fileName !== undefined || body.speakerNames !== undefined || body.edits !== undefined, {
    message: 'Nothing to change: give fileName, speakerNames or edits',
  })
  .refine(
    (body) => {
      // By end too: an insertion at a word and an edit that starts at that word touch, whatever order they come in.
      const spans = [...(body.edits ?? [])].sort((a, b) => a.start - b.start || a.end - b.end);
      return spans.every((edit, index) => index === 0 || (spans[index - 1]?.end ?? 0) <= edit.start);
    },
    { path: ['edits'], message: 'Edits must not overlap' },
  );
export type UpdateTranscriptionRequest = z.input<typeof updateTranscriptionRequestSchema>;

/** Undoing the last text edit; `version`, when given, must be the current version. */
export const undoTranscriptionEditRequestSchema = z.object({
  version: z.number().int('version must be a whole number').min(1, 'version must be at least 1').optional(),
});
export type UndoTranscriptionEditRequest = z.input<typeof undoTranscriptionEditRequestSchema>;

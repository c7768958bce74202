import { z } from 'zod';
import { aiWriters } from '../answer-writer';
import { multiLine, requiredMultiLineText, requiredText } from '../common';
import { CHAT_HISTORY_MAX, speechEngineIds, summaryTypes } from '../constants';

export * from '../answer-writer';

/** Who translates into a language: Apertium (offline, for the pairs installed) or the configured model. */
export const translators = ['apertium', 'llm'] as const;
export type TranslatorId = (typeof translators)[number];

const CHAT_TURN_MAX_CHARS = 8000;

/** One earlier turn of the conversation: the browser keeps the conversation and sends it with each question. */
export const chatTurnSchema = z.object({
  role: z.enum(['user', 'assistant'], { error: 'role must be user or assistant' }),
  content: z
    .string({ error: 'content is required' })
    .max(CHAT_TURN_MAX_CHARS, `content must be at most ${CHAT_TURN_MAX_CHARS} characters`)
    .check(multiLine()),
});
export type ChatTurn = z.infer<typeof chatTurnSchema>;

/** What the AI features run on here, for the screens to say so honestly, and what the caller has left today. */
export const aiStatusSchema = z.object({
  writer: z.enum(aiWriters),
  /** The speech engine that transcribes here: `local` is PocketSphinx, the fast offline fallback with lower accuracy. */
  speechEngine: z.enum(speechEngineIds),
  /** The model's name when the writer is `llm`. */
  model: z.string().nullable(),
  /** Answers the writer makes per UTC day on the caller's plan (results already made and kept do not count); null: no limit. */
  dailyLimit: z.number().int().min(0).nullable(),
  /** Answers made for the caller today. */
  usedToday: z.number().int().min(0),
});
export type AiStatus = z.infer<typeof aiStatusSchema>;

/** GET /api/translation-languages: `from` is the transcript's language (default en). */
export const translationLanguagesQuerySchema = z.object({
  from: z
    .string()
    .trim()
    .regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/, 'from must be a language code such as "en"')
    .optional(),
});
export type TranslationLanguagesQuery = z.input<typeof translationLanguagesQuerySchema>;

export const translationLanguageSchema = z.object({
  /** BCP 47 code ("es"). */
  code: z.string(),
  /** English name ("Spanish"). */
  name: z.string(),
  translator: z.enum(translators),
});
export type TranslationLanguage = z.infer<typeof translationLanguageSchema>;

/** The languages a transcript in `source` can really be translated into with what is installed and configured, by name. */
export const translationLanguagesSchema = z.object({
  source: z.string(),
  languages: z.array(translationLanguageSchema),
});
export type TranslationLanguages = z.infer<typeof translationLanguagesSchema>;

/**
 * GET /api/transcriptions/{id}/translations/{language}: the translation kept into that language (the newest, if two
 * translators made one), as the translate call streamed it, one segment a line; null when none is kept (never
 * translated, or translated before the text was edited).
 */
export const keptTranslationSchema = z.object({
  translation: z
    .object({
      /** The target language's code, lower case. */
      language: z.string(),
      text: z.string(),
      createdAt: z.string(),
    })
    .nullable(),
});
export type KeptTranslation = z.infer<typeof keptTranslationSchema>;

/** A translation as files: text, or subtitles in the target language on the original timings. */
export const translationFormats = ['txt', 'srt', 'vtt'] as const;
export type TranslationFormat = (typeof translationFormats)[number];
export const downloadTranslationQuerySchema = z.object({
  format: z.enum(translationFormats, { error: `format must be one of ${translationFormats.join(', ')}` }),
});
export type DownloadTranslationQuery = z.input<typeof downloadTranslationQuerySchema>;

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
export const chatRequestSchema = z.object({
  message: requiredMultiLineText('Message is required', 4000),
  /** The conversation so far, oldest first, so follow-up questions make sense (at most CHAT_HISTORY_MAX turns). */
  history: z.array(chatTurnSchema).max(CHAT_HISTORY_MAX, `history must hold at most ${CHAT_HISTORY_MAX} turns`).optional(),
});
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

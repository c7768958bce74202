import { z } from 'zod';
import { multiLine } from './common';

/**
 * Who writes summaries and chat answers: `local` extracts them from the transcript itself (the key sentences, the
 * passages that answer a question) and never pretends to be a language model; `llm` is the configured
 * OpenAI-compatible model.
 */
export const aiWriters = ['local', 'llm'] as const;
export type AiWriterId = (typeof aiWriters)[number];

/** Who translates into a language: Apertium (offline, for the pairs installed) or the configured model. */
export const translators = ['apertium', 'llm'] as const;
export type TranslatorId = (typeof translators)[number];

/** The most earlier turns of a chat sent with a question: enough for follow-ups, bounded for the model's context. */
export const CHAT_HISTORY_MAX = 20;
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

/** A translation as files: text, or subtitles in the target language on the original timings. */
export const translationFormats = ['txt', 'srt', 'vtt'] as const;
export type TranslationFormat = (typeof translationFormats)[number];
export const downloadTranslationQuerySchema = z.object({
  format: z.enum(translationFormats, { error: `format must be one of ${translationFormats.join(', ')}` }),
});
export type DownloadTranslationQuery = z.input<typeof downloadTranslationQuerySchema>;

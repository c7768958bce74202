import { defineEndpoint, fileAnswer } from '../endpoint';
import { routes } from '../routes';
import {
  aiStatusSchema,
  chatRequestSchema,
  downloadTranslationQuerySchema,
  keptTranslationSchema,
  summarizeRequestSchema,
  translateRequestSchema,
  translationLanguagesQuerySchema,
  translationLanguagesSchema,
} from './schemas';

const AI_FAILURES = {
  409: 'The transcription is not complete or has no text (NO_TRANSCRIPT_TEXT).',
  429: "The caller's answers for today are used up (AI_DAILY_LIMIT); kept results are still served.",
  503: 'The configured model could not be reached or failed (SERVICE_UNAVAILABLE).',
} as const;

/**
 * Summaries, answers about a transcript and translations, and what the configured models can do. Spread into
 * `endpoints` (../endpoints.ts).
 */
export const aiEndpoints = {
  summarizeTranscription: defineEndpoint(routes.summarizeTranscription, {
    access: 'user',
    scope: 'ai',
    tag: 'ai',
    summary:
      "A summary of the transcript as plain text, streamed as it is written: the transcript's key sentences (local), or the configured model's summary. Kept per type and instructions until the text is edited. The `Verbatim-Writer` header says who wrote it (`local` or `llm`, the model named in `Verbatim-Model`).",
    body: summarizeRequestSchema,
    failures: AI_FAILURES,
    responses: { 200: fileAnswer('text/plain; charset=utf-8', 'The summary, streamed as it is written') },
  }),
  chatAboutTranscription: defineEndpoint(routes.chatAboutTranscription, {
    access: 'user',
    scope: 'ai',
    tag: 'ai',
    summary:
      'An answer to a question about the transcript as plain text, streamed: the one to three sentences that answer it with their times (local), or the model grounded in the passages that match it. The `Verbatim-Writer` header says who wrote it (`local` or `llm`, the model named in `Verbatim-Model`).',
    body: chatRequestSchema,
    failures: AI_FAILURES,
    responses: { 200: fileAnswer('text/plain; charset=utf-8', 'The answer, streamed as it is written') },
  }),
  translateTranscription: defineEndpoint(routes.translateTranscription, {
    access: 'user',
    scope: 'ai',
    tag: 'ai',
    summary:
      'The transcript translated segment by segment (so its timings survive) as plain text, streamed as it is translated; kept per language until the text is edited.',
    body: translateRequestSchema,
    failures: {
      ...AI_FAILURES,
      400: 'The target language is not one GET /api/translation-languages lists for the transcript (LANGUAGE_NOT_SUPPORTED).',
    },
    responses: { 200: fileAnswer('text/plain; charset=utf-8', 'The translation, streamed as it is translated') },
  }),
  getTranslation: defineEndpoint(routes.getTranslation, {
    access: 'user',
    scope: 'ai',
    tag: 'ai',
    summary:
      'The translation kept into a language, as the translate call streamed it, so a page opened later shows it again; null when none is kept.',
    responses: { 200: keptTranslationSchema },
  }),
  downloadTranslation: defineEndpoint(routes.downloadTranslation, {
    access: 'user',
    scope: 'ai',
    tag: 'ai',
    summary: 'A kept translation as a file: text, or SRT or VTT subtitles in the target language on the original timings.',
    query: downloadTranslationQuerySchema,
    failures: { 404: 'The transcription has no kept translation into this language: translate it first.' },
    responses: { 200: fileAnswer('text/plain, application/x-subrip, text/vtt', 'The translation as a file') },
  }),
  listTranslationLanguages: defineEndpoint(routes.listTranslationLanguages, {
    access: 'user',
    scope: 'ai',
    tag: 'ai',
    summary: 'The languages a transcript in `from` can really be translated into here, with who translates each.',
    query: translationLanguagesQuerySchema,
    responses: { 200: translationLanguagesSchema },
  }),
  getAiStatus: defineEndpoint(routes.getAiStatus, {
    access: 'user',
    scope: 'ai',
    tag: 'ai',
    summary: "What writes summaries and chat answers here (local extracts or a model), and the caller's answers left today.",
    responses: { 200: aiStatusSchema },
  }),
} as const;

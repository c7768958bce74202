import type { HttpMethod } from '../http-method';

/**
 * Summaries, answers about a transcript and translations, and what the configured models can do. Spread into the route
 * table of ../routes.ts.
 */
export const aiRoutes = {
  summarizeTranscription: ['POST', '/api/transcriptions/:id/summarize'],
  chatAboutTranscription: ['POST', '/api/transcriptions/:id/chat'],
  translateTranscription: ['POST', '/api/transcriptions/:id/translate'],
  getTranslation: ['GET', '/api/transcriptions/:id/translations/:language'],
  downloadTranslation: ['GET', '/api/transcriptions/:id/translations/:language/download'],
  listTranslationLanguages: ['GET', '/api/translation-languages'],
  getAiStatus: ['GET', '/api/ai/status'],
} as const satisfies Record<string, readonly [HttpMethod, string]>;

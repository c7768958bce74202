import { endpoints } from '@verbatim/core-sdk/contracts';
import { handle } from '../http/endpoint';
import { sendExportedFile } from '../http/send-exported-file';
import { sendTextStream } from '../http/send-text-stream';
import { answerHeaders } from '../services/ai/answer-headers';
import { chatAboutTranscription } from '../services/ai/chat-about-transcription';
import { downloadTranslation } from '../services/ai/download-translation';
import { getAiStatus } from '../services/ai/get-ai-status';
import { getKeptTranslation } from '../services/ai/get-kept-translation';
import { sourceLanguage } from '../services/ai/language-code';
import { listTranslationLanguages } from '../services/ai/list-translation-languages';
import { summarizeTranscription } from '../services/ai/summarize-transcription';
import { translateTranscription } from '../services/ai/translate-transcription';
import { assertTranscriptionIdShape } from '../services/transcriptions/find-own-transcription';

/**
 * Summaries, chat and translation of the caller's own transcripts (another user's id answers 404), streamed as
 * plain text as they are written; the languages translation really has here; what writes the answers.
 */
export const aiEndpoints = [
  handle(endpoints.summarizeTranscription, async ({ user, params, body }, ctx) => {
    assertTranscriptionIdShape(params.id);
    await sendTextStream(
      ctx,
      (signal) => summarizeTranscription(ctx.deps, user, params.id, body, signal),
      answerHeaders(ctx.deps.ai.writer),
    );
    return undefined;
  }),
  handle(endpoints.chatAboutTranscription, async ({ user, params, body }, ctx) => {
    assertTranscriptionIdShape(params.id);
    await sendTextStream(
      ctx,
      (signal) => chatAboutTranscription(ctx.deps, user, params.id, body, signal),
      answerHeaders(ctx.deps.ai.writer),
    );
    return undefined;
  }),
  handle(endpoints.translateTranscription, async ({ user, params, body }, ctx) => {
    assertTranscriptionIdShape(params.id);
    await sendTextStream(ctx, (signal) => translateTranscription(ctx.deps, user, params.id, body, signal));
    return undefined;
  }),
  handle(endpoints.getTranslation, async ({ user, params }, ctx) => {
    assertTranscriptionIdShape(params.id);
    return getKeptTranslation(ctx.deps, user.id, params.id, params.language);
  }),
  handle(endpoints.downloadTranslation, async ({ user, params, query }, ctx) => {
    sendExportedFile(ctx, await downloadTranslation(ctx.deps, user.id, params.id, params.language, query.format));
    return undefined;
  }),
  handle(endpoints.listTranslationLanguages, async ({ query }, ctx) => {
    const source = sourceLanguage(query.from);
    return { source, languages: await listTranslationLanguages(ctx.deps.ai, source) };
  }),
  handle(endpoints.getAiStatus, ({ user }, ctx) => getAiStatus(ctx.deps, user)),
];

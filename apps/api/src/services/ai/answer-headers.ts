import { ANSWER_MODEL_HEADER, ANSWER_WRITER_HEADER } from '@verbatim/core-sdk/contracts';
import type { AiWriter } from './ai-writer';

/**
 * The headers that say who wrote a summary or a chat answer: `local` (chosen from the transcript on this server)
 * or `llm` with the model's name, so the screen names the writer of the answer it shows. A name is sent as
 * printable ASCII, as a header must be.
 */
export function answerHeaders(writer: AiWriter): Record<string, string> {
  const model = writer.id === 'llm' ? writer.model?.replace(/[^\x20-\x7e]/g, '').trim() : undefined;
  return { [ANSWER_WRITER_HEADER]: writer.id, ...(model ? { [ANSWER_MODEL_HEADER]: model } : {}) };
}

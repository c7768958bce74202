/*
 * Who writes summaries and chat answers, and the headers that say so on each answer. Zod-free, so the SDK's main
 * entry reads an answer's writer without loading the schemas.
 */

/**
 * Who writes summaries and chat answers: `local` extracts them from the transcript itself (the key sentences, the
 * sentences that answer a question) and never pretends to be a language model; `llm` is the configured
 * OpenAI-compatible model.
 */
export const aiWriters = ['local', 'llm'] as const;
export type AiWriterId = (typeof aiWriters)[number];

/** The header of a summary or chat answer that says who wrote it: `local` or `llm`. */
export const ANSWER_WRITER_HEADER = 'Verbatim-Writer';
/** The header of a model's summary or chat answer that names the model. */
export const ANSWER_MODEL_HEADER = 'Verbatim-Model';

/** Who wrote one answer, as its headers say: the screen names it beside the answer. */
export interface AnswerWriter {
  writer: AiWriterId;
  /** The model's name when `writer` is `llm` and the server names it. */
  model: string | null;
}

/** Who wrote an answer, from its headers; null when they do not say (a server older than the headers). */
export function answerWriterFromHeaders(headers: Headers): AnswerWriter | null {
  const writer = aiWriters.find((id) => id === headers.get(ANSWER_WRITER_HEADER));
  return writer ? { writer, model: writer === 'llm' ? headers.get(ANSWER_MODEL_HEADER) || null : null } : null;
}

import type { AiWriter } from '../ai-writer';
import { chatMessages } from './chat-messages';
import { createLlmClient, type LlmOptions } from './llm-client';
import { summarizeWithLlm } from './llm-summarize';

/**
 * Summaries and chat answers written by the configured OpenAI-compatible model, streamed as it writes them. Long
 * transcripts are summarized part by part (llm-summarize.ts); chat answers rest on the transcript, whole or its best
 * matching passages (chat-messages.ts).
 */
export function createLlmWriter(options: LlmOptions): AiWriter {
  const llm = createLlmClient(options);
  return {
    id: 'llm',
    model: options.model,
    summarize: (transcript, request, signal) => summarizeWithLlm(llm, transcript, request, signal),
    // A generator, so the prompt is built (and passages ranked) when the answer is read, like the summary's.
    async *chat(transcript, request, signal) {
      yield* llm.stream(chatMessages(transcript, request, llm.contextTokens), signal);
    },
  };
}

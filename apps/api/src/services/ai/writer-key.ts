import type { AiWriter } from './ai-writer';

/** Who wrote a kept summary: a summary by one model is not served once another is configured. */
export function writerKey(writer: AiWriter): string {
  return writer.id === 'llm' ? `llm/${writer.model ?? 'model'}` : 'local';
}

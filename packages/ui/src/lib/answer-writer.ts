import type { AnswerWriter } from '@verbatim/core-sdk';

/**
 * Who answered, as the screens say it beside a summary or a chat answer: the local writer's answers are sentences
 * chosen from the transcript on the server, with no model; a model's carry its name.
 */
export function answeredByText(writer: AnswerWriter): string {
  return writer.writer === 'llm' ? `Answered by ${writer.model ?? 'the configured AI model'}` : 'Answered offline from the transcript';
}

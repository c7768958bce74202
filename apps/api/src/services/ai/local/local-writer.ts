import type { AiWriter } from '../ai-writer';
import { extractiveSummary } from './extractive-summary';
import { retrievalAnswer } from './local-chat';

/**
 * Passes the lines on one by one, as a model's answer would stream, so the local writer goes through the same
 * streaming path as the model; stops when the signal is aborted.
 */
async function* streamLines(lines: readonly string[], signal: AbortSignal): AsyncGenerator<string> {
  for (const [index, line] of lines.entries()) {
    signal.throwIfAborted();
    yield index < lines.length - 1 ? `${line}\n` : line;
  }
}

/**
 * The writer with no model: summaries are the transcript's key sentences (extractive, and saying so), and chat
 * answers are the passages that match the question, quoted with their times. Everything runs in this process, with
 * no network and nothing downloaded.
 */
export function createLocalWriter(): AiWriter {
  return {
    id: 'local',
    model: null,
    async *summarize(transcript, request, signal) {
      signal.throwIfAborted();
      yield* streamLines(await extractiveSummary(transcript, request, signal), signal);
    },
    async *chat(transcript, request, signal) {
      signal.throwIfAborted();
      yield* streamLines(retrievalAnswer(transcript, request), signal);
    },
  };
}

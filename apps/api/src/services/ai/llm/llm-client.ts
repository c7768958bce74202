import OpenAI, { APIError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { AiUnavailableError } from '../ai-writer';
import { toAiError } from './llm-errors';
import { watchRequest } from './request-watch';

/** How to reach the model: any OpenAI-compatible chat server. */
export interface LlmOptions {
  /** The server's API root, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 (Ollama). */
  baseUrl: string;
  /** Undefined for a server that checks no key (Ollama, llama.cpp): a placeholder is sent. */
  apiKey?: string | undefined;
  model: string;
  /** The model's context window in tokens, prompt and answer together. */
  contextTokens: number;
  timeouts?: Partial<LlmTimeouts>;
}

export interface LlmTimeouts {
  /** Until a streamed answer's first piece: a model on a CPU reads a long prompt for a while before it writes. */
  firstTokenMs: number;
  /** Between two pieces of a streamed answer. */
  idleMs: number;
  /** For a whole answer that is not streamed (notes of a part, a batch of translations). */
  answerMs: number;
}

export const DEFAULT_LLM_TIMEOUTS: LlmTimeouts = { firstTokenMs: 180_000, idleMs: 60_000, answerMs: 600_000 };

/** Sent when no key is configured: the SDK insists on one, and servers that check none ignore it. */
const PLACEHOLDER_KEY = 'no-key';

export type LlmMessage = ChatCompletionMessageParam;

/** One model, as the writer and the translator use it. Failures are AiUnavailableError; the caller's abort throws its reason. */
export interface LlmClient {
  readonly model: string;
  readonly contextTokens: number;
  /** The answer piece by piece, as the server writes it. */
  stream(messages: LlmMessage[], signal: AbortSignal): AsyncGenerator<string>;
  /** The whole answer; `json` asks for a JSON object where the server supports it. */
  complete(messages: LlmMessage[], signal: AbortSignal, options?: { json?: boolean }): Promise<string>;
}

export function createLlmClient(options: LlmOptions): LlmClient {
  const apiKey = options.apiKey ?? PLACEHOLDER_KEY;
  const timeouts = { ...DEFAULT_LLM_TIMEOUTS, ...options.timeouts };
  const client = new OpenAI({
    apiKey,
    baseURL: options.baseUrl,
    // Explicit, so OPENAI_ORG_ID or OPENAI_PROJECT_ID set for another service never reach this server.
    organization: null,
    project: null,
    // One quick retry covers a dropped connection or a server restarting; the person can ask again after that.
    maxRetries: 1,
    timeout: timeouts.answerMs,
  });
  const model = options.model;
  // Learned on the first refusal: some OpenAI-compatible servers answer 400 to response_format.
  let jsonModeSupported = true;

  function failure(error: unknown, signal: AbortSignal, watch: ReturnType<typeof watchRequest>) {
    return toAiError(error, { signal, watch, model, apiKey });
  }

  return {
    model,
    contextTokens: options.contextTokens,

    async *stream(messages, signal) {
      signal.throwIfAborted();
      const watch = watchRequest(signal);
      let pieces = 0;
      let finished = false;
      const firstTokenLate = `did not start answering within ${Math.round(timeouts.firstTokenMs / 1000)} s`;
      try {
        watch.arm(timeouts.firstTokenMs, firstTokenLate);
        const stream = await client.chat.completions.create(
          { model, messages, stream: true },
          { signal: watch.signal, timeout: timeouts.firstTokenMs },
        );
        // The SDK ends the iteration quietly when the request is aborted: what ended it is checked after the loop.
        for await (const chunk of stream) {
          const choice = chunk.choices[0];
          if (choice?.finish_reason) finished = true;
          const content = choice?.delta?.content;
          if (content) {
            pieces += 1;
            watch.pause();
            yield content;
          }
          // Chunks without content (the role, a reasoning model's thinking) show the server is alive but not writing yet.
          if (pieces === 0) watch.arm(timeouts.firstTokenMs, firstTokenLate);
          else watch.arm(timeouts.idleMs, `stopped answering for ${Math.round(timeouts.idleMs / 1000)} s`);
        }
        if (signal.aborted || watch.expired) throw watch.signal.reason;
      } catch (error) {
        throw failure(error, signal, watch);
      } finally {
        watch.done();
      }
      // Every compatible server marks its last chunk with a finish_reason: without one, the connection ended early.
      if (!finished) throw new AiUnavailableError(`The language model (${model}) ended its answer before finishing it.`);
      if (pieces === 0) throw new AiUnavailableError(`The language model (${model}) gave an empty answer.`);
    },

    async complete(messages, signal, { json = false } = {}) {
      signal.throwIfAborted();
      const watch = watchRequest(signal);
      const ask = (asJson: boolean) =>
        client.chat.completions.create(
          { model, messages, ...(asJson ? { response_format: { type: 'json_object' as const } } : {}) },
          { signal: watch.signal },
        );
      let content: string | null | undefined;
      try {
        watch.arm(timeouts.answerMs, `did not answer within ${Math.round(timeouts.answerMs / 1000)} s`);
        const useJson = json && jsonModeSupported;
        let response: Awaited<ReturnType<typeof ask>>;
        try {
          response = await ask(useJson);
        } catch (error) {
          // A server that does not know response_format refuses the request: ask again without it, and remember.
          if (!useJson || !(error instanceof APIError) || (error.status !== 400 && error.status !== 422)) throw error;
          response = await ask(false);
          jsonModeSupported = false;
        }
        content = response.choices[0]?.message?.content;
      } catch (error) {
        throw failure(error, signal, watch);
      } finally {
        watch.done();
      }
      if (!content?.trim()) throw new AiUnavailableError(`The language model (${model}) gave an empty answer.`);
      return content;
    },
  };
}

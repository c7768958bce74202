import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { AiUnavailableError } from '../ai-writer';
import type { RequestWatch } from './request-watch';

/**
 * What went wrong with a request to the model, as the error the caller should see: the caller's own abort as its
 * reason (the person went away: nothing to report), anything else as AiUnavailableError with a message that says
 * what happened. The key never appears in it, even if a server echoes it back in its error.
 */
export function toAiError(error: unknown, context: { signal: AbortSignal; watch: RequestWatch; model: string; apiKey: string }): unknown {
  if (context.signal.aborted) return context.signal.reason;
  const who = `The language model (${context.model})`;
  const scrub = (text: string) => (context.apiKey.length >= 4 ? text.split(context.apiKey).join('[key]') : text);
  if (context.watch.expired) return new AiUnavailableError(`${who} ${context.watch.expired}.`, { cause: error });
  if (error instanceof AiUnavailableError) return error;
  if (error instanceof APIUserAbortError) return new AiUnavailableError(`${who}: the request was stopped.`, { cause: error });
  if (error instanceof APIConnectionTimeoutError) return new AiUnavailableError(`${who} did not answer in time.`, { cause: error });
  if (error instanceof APIConnectionError) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return new AiUnavailableError(scrub(`${who} could not be reached${cause}.`), { cause: error });
  }
  if (error instanceof APIError) {
    // The SDK's message is "<status> <server's message>"; a 401 means a wrong LLM_API_KEY, a 404 usually a wrong LLM_MODEL.
    return new AiUnavailableError(scrub(`${who} answered ${error.message}`), { cause: error });
  }
  // Anything else broke the answer off mid-stream: undici reports a dropped connection as "terminated".
  const message = error instanceof Error ? error.message : String(error);
  return new AiUnavailableError(scrub(`${who} stopped answering: ${message}`), { cause: error });
}

import { AppError } from '../../errors/app-error';
import type { AiAnswerClaim } from './ai-daily-limit';
import { AiUnavailableError } from './ai-writer';

/**
 * Passes an answer's pieces on as they come and hands the whole text to `keep` once it is complete. An answer that
 * fails, or that the person stops reading (the client went away), is not kept and its counted answer is given back.
 * A model or translator that cannot answer is 503 SERVICE_UNAVAILABLE with its reason (never its key).
 */
export async function* streamAndKeep(
  pieces: AsyncIterable<string>,
  claim: AiAnswerClaim,
  keep: (text: string) => Promise<void>,
): AsyncGenerator<string> {
  let text = '';
  let complete = false;
  try {
    for await (const piece of pieces) {
      text += piece;
      yield piece;
    }
    complete = true;
  } catch (error) {
    if (error instanceof AiUnavailableError) throw new AppError(503, 'SERVICE_UNAVAILABLE', error.message);
    throw error;
  } finally {
    if (!complete) await claim.release();
  }
  if (text.trim()) await keep(text);
}

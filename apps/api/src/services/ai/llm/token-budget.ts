/**
 * Token counts without the model's tokenizer (each model has its own, and a server need not expose it): about four
 * characters a token in English prose, the usual rule of thumb. Scripts that take more tokens per character are
 * covered by the spare tenth `promptBudget` keeps and by the room left for the answer.
 */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** Room left in the context for the answer: a quarter of it, between 512 and 4096 tokens. */
export function answerReserve(contextTokens: number): number {
  return Math.min(4096, Math.max(512, Math.floor(contextTokens / 4)));
}

/** Tokens a prompt (every message together) may take: the context less the answer's room, a tenth kept spare. */
export function promptBudget(contextTokens: number): number {
  return Math.floor((contextTokens - answerReserve(contextTokens)) * 0.9);
}

/** Each message costs a few tokens of framing (role, separators) besides its text. */
export const MESSAGE_OVERHEAD_TOKENS = 8;

import { z } from 'zod';
import type { LlmOptions } from './llm/llm-client';
import { canonicalLanguageCode, DEFAULT_LLM_TRANSLATE_LANGUAGES, llmLanguageName } from './llm/llm-languages';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));
const optionalUrl = optionalString.pipe(
  z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL such as http://127.0.0.1:11434/v1' }).optional(),
);

/** 8192: what most local servers give a model by default (llama.cpp, Ollama with a larger num_ctx), and small for OpenAI's. */
export const DEFAULT_LLM_CONTEXT_TOKENS = 8192;
/** Below this a prompt has no room for a transcript next to the instructions and the answer. */
const MIN_LLM_CONTEXT_TOKENS = 2048;

/** Comma-separated codes → the codes, each checked to name a language. */
const languageList = optionalString.transform((value, ctx) => {
  if (value === undefined) return undefined;
  const codes = value
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  for (const code of codes) {
    if (!llmLanguageName(code)) ctx.addIssue({ code: 'custom', message: `"${code}" is not a language code such as es, pt-BR or zh-Hant` });
  }
  if (codes.length === 0) ctx.addIssue({ code: 'custom', message: 'must list at least one language code, e.g. es,fr,de' });
  return [...new Set(codes.map(canonicalLanguageCode))];
});

/**
 * The variables of the AI features as a plain zod shape, so config.ts can spread it into its own `z.object`; pair it
 * with `refineAiEnv`, as with the speech variables. Without LLM_BASE_URL the features run locally (extractive
 * summaries, retrieval answers, Apertium); with it, summaries, chat and translation into any language listed go to
 * the OpenAI-compatible chat server there (OpenAI, Ollama, vLLM, llama.cpp).
 */
export const aiEnvShape = {
  LLM_BASE_URL: optionalUrl,
  /** Local servers (Ollama, llama.cpp) check no key: then none is needed. */
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  LLM_CONTEXT_TOKENS: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(MIN_LLM_CONTEXT_TOKENS, `must be at least ${MIN_LLM_CONTEXT_TOKENS}: less leaves no room for a transcript and the answer`)
    .default(DEFAULT_LLM_CONTEXT_TOKENS),
  LLM_TRANSLATE_LANGUAGES: languageList,
};

export interface AiEnv {
  LLM_BASE_URL?: string | undefined;
  LLM_API_KEY?: string | undefined;
  LLM_MODEL?: string | undefined;
  /** The model's context window in tokens, prompt and answer together. */
  LLM_CONTEXT_TOKENS: number;
  /** The languages the model translates into; undefined: DEFAULT_LLM_TRANSLATE_LANGUAGES. */
  LLM_TRANSLATE_LANGUAGES?: string[] | undefined;
}

/** The checks across variables; issues carry the variable's name as their path, like the field checks. */
export function refineAiEnv(env: AiEnv, ctx: z.RefinementCtx): void {
  if (env.LLM_BASE_URL) {
    if (!env.LLM_MODEL) {
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_MODEL'],
        message: 'is required when LLM_BASE_URL is set: the model the server should run, e.g. gpt-4o-mini or llama3.1:8b',
      });
    }
    return;
  }
  // Set without a server they would be ignored, and the person would wonder why summaries stay extractive.
  for (const name of ['LLM_API_KEY', 'LLM_MODEL', 'LLM_TRANSLATE_LANGUAGES'] as const) {
    if (env[name] !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: 'has no effect without LLM_BASE_URL: set LLM_BASE_URL too (https://api.openai.com/v1 for OpenAI)',
      });
    }
  }
}

/** The environment variables of the AI features, checked on their own (scripts, tests). */
export const aiEnvSchema = z.object(aiEnvShape).superRefine(refineAiEnv);

/** Picks the AI variables out of a larger parsed environment (config.ts keeps them as `config.ai`). */
export function pickAiEnv(env: AiEnv): AiEnv {
  return {
    LLM_BASE_URL: env.LLM_BASE_URL,
    LLM_API_KEY: env.LLM_API_KEY,
    LLM_MODEL: env.LLM_MODEL,
    LLM_CONTEXT_TOKENS: env.LLM_CONTEXT_TOKENS,
    LLM_TRANSLATE_LANGUAGES: env.LLM_TRANSLATE_LANGUAGES,
  };
}

/** The model's settings when one is configured, with the languages it translates into; null: AI runs locally. */
export function llmOptionsFromEnv(env: AiEnv): (LlmOptions & { translateLanguages: string[] }) | null {
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return null;
  return {
    baseUrl: env.LLM_BASE_URL,
    apiKey: env.LLM_API_KEY,
    model: env.LLM_MODEL,
    contextTokens: env.LLM_CONTEXT_TOKENS,
    translateLanguages: env.LLM_TRANSLATE_LANGUAGES ?? [...DEFAULT_LLM_TRANSLATE_LANGUAGES],
  };
}

/** For scripts and tests: checks the environment and names each bad variable, like loadConfig does. */
export function loadAiEnv(env: Record<string, string | undefined>): AiEnv {
  const parsed = aiEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
    });
    throw new Error(`Invalid AI configuration:\n${lines.join('\n')}`);
  }
  return pickAiEnv(parsed.data);
}

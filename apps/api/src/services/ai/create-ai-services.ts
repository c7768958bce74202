import { type AiEnv, aiEnvSchema, llmOptionsFromEnv } from './ai-env';
import type { AiServices } from './ai-services';
import { createApertiumTranslator } from './apertium/apertium-translator';
import { createLlmTranslator } from './llm/llm-translator';
import { createLlmWriter } from './llm/llm-writer';
import { createLocalWriter } from './local/local-writer';

/**
 * The AI features as configured: the model at LLM_BASE_URL writes summaries and chat answers when one is set, else
 * the local writer does (extracted from the transcript, no network); Apertium translates the pairs installed, and the
 * model, when there is one, every other language configured for it. config.ts keeps the checked variables as
 * `config.ai`; without them this is the embedded default.
 */
export function createAiServices(config: { ai?: AiEnv }): AiServices {
  const llm = llmOptionsFromEnv(config.ai ?? aiEnvSchema.parse({}));
  const apertium = createApertiumTranslator();
  if (!llm) return { writer: createLocalWriter(), translators: [apertium] };
  const { translateLanguages, ...options } = llm;
  return {
    writer: createLlmWriter(options),
    // Apertium first: offline, free, and its pairs are made for exactly these languages.
    translators: [apertium, createLlmTranslator({ ...options, languages: translateLanguages })],
  };
}

import { describe, expect, it } from 'vitest';
import { aiEnvSchema, DEFAULT_LLM_CONTEXT_TOKENS, llmOptionsFromEnv, loadAiEnv } from './ai-env';
import { DEFAULT_LLM_TRANSLATE_LANGUAGES } from './llm/llm-languages';

describe('AI configuration', () => {
  it('runs locally by default', () => {
    const env = loadAiEnv({});
    expect(env).toEqual({
      LLM_BASE_URL: undefined,
      LLM_API_KEY: undefined,
      LLM_MODEL: undefined,
      LLM_CONTEXT_TOKENS: DEFAULT_LLM_CONTEXT_TOKENS,
      LLM_TRANSLATE_LANGUAGES: undefined,
    });
    expect(llmOptionsFromEnv(env)).toBeNull();
  });

  it('builds the model options, with the default languages, and needs no key', () => {
    expect(llmOptionsFromEnv(loadAiEnv({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: ' llama3.1:8b ' }))).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'llama3.1:8b',
      contextTokens: 8192,
      translateLanguages: [...DEFAULT_LLM_TRANSLATE_LANGUAGES],
    });
    expect(DEFAULT_LLM_TRANSLATE_LANGUAGES.length).toBeGreaterThanOrEqual(30);
  });

  it('reads the key, the context size and the languages', () => {
    const options = llmOptionsFromEnv(
      loadAiEnv({
        LLM_BASE_URL: 'https://api.openai.com/v1',
        LLM_API_KEY: 'sk-1',
        LLM_MODEL: 'gpt-4o-mini',
        LLM_CONTEXT_TOKENS: '128000',
        LLM_TRANSLATE_LANGUAGES: 'es, pt-br,zh-hant,es,',
      }),
    );
    expect(options).toMatchObject({ apiKey: 'sk-1', contextTokens: 128_000, translateLanguages: ['es', 'pt-BR', 'zh-Hant'] });
  });

  it('names each bad variable and what it wants', () => {
    expect(() => loadAiEnv({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/LLM_MODEL="": is required when LLM_BASE_URL is set/);
    expect(() => loadAiEnv({ LLM_BASE_URL: 'ollama' })).toThrow(/LLM_BASE_URL="ollama": must be an http/);
    expect(() => loadAiEnv({ LLM_MODEL: 'gpt-4o-mini' })).toThrow(/LLM_MODEL="gpt-4o-mini": has no effect without LLM_BASE_URL/);
    expect(() => loadAiEnv({ LLM_API_KEY: 'sk-1' })).toThrow(/LLM_API_KEY="sk-1": has no effect without LLM_BASE_URL/);
    const llm = { LLM_BASE_URL: 'http://127.0.0.1:8080/v1', LLM_MODEL: 'm' };
    expect(() => loadAiEnv({ ...llm, LLM_CONTEXT_TOKENS: '1000' })).toThrow(/LLM_CONTEXT_TOKENS="1000": must be at least 2048/);
    expect(() => loadAiEnv({ ...llm, LLM_CONTEXT_TOKENS: 'big' })).toThrow(/LLM_CONTEXT_TOKENS="big": must be a whole number/);
    expect(() => loadAiEnv({ ...llm, LLM_TRANSLATE_LANGUAGES: 'es,spanish,xx' })).toThrow(
      /LLM_TRANSLATE_LANGUAGES="es,spanish,xx": "spanish" is not a language code/,
    );
    expect(() => loadAiEnv({ ...llm, LLM_TRANSLATE_LANGUAGES: 'es,xx' })).toThrow(/"xx" is not a language code/);
    expect(() => loadAiEnv({ ...llm, LLM_TRANSLATE_LANGUAGES: ' , ' })).toThrow(/must list at least one language code/);
  });

  it('is a shape config.ts can spread', () => {
    expect(aiEnvSchema.parse({}).LLM_CONTEXT_TOKENS).toBe(8192);
  });
});

import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startTestServer } from '../../test-support/start-test-server';
import { createAiServices } from './create-ai-services';

describe('createAiServices', () => {
  it('runs locally without a model: the local writer, Apertium alone', () => {
    const ai = createAiServices(loadConfig({}));
    expect(ai.writer.id).toBe('local');
    expect(ai.writer.model).toBeNull();
    expect(ai.translators.map((t) => t.id)).toEqual(['apertium']);
    expect(createAiServices({}).writer.id).toBe('local');
  });

  it('uses the model at LLM_BASE_URL for writing, and for translation after Apertium', async () => {
    const ai = createAiServices(
      loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.1:8b', LLM_TRANSLATE_LANGUAGES: 'es,de' }),
    );
    expect(ai.writer).toMatchObject({ id: 'llm', model: 'llama3.1:8b' });
    expect(ai.translators.map((t) => t.id)).toEqual(['apertium', 'llm']);
    expect((await ai.translators[1]?.languages('en'))?.map((l) => l.code)).toEqual(['es', 'de']);
  });

  it('is what the server gives its services as deps.ai, from the environment', async () => {
    const server = await startTestServer({ env: { LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'test-model' } });
    try {
      expect(server.deps.ai.writer).toMatchObject({ id: 'llm', model: 'test-model' });
      expect(server.deps.ai.translators.map((t) => t.id)).toEqual(['apertium', 'llm']);
    } finally {
      await server.close();
    }
  });
});

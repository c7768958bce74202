import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { createSpeechEngine } from './create-speech-engine';
import { createSpeechEngineFromConfig } from './engine-from-config';
import { DEFAULT_OPENAI_MAX_UPLOAD_BYTES, loadSpeechOptions, speechEnvSchema } from './speech-env';

describe('speech configuration', () => {
  it('defaults to the local engine on every core', () => {
    expect(loadSpeechOptions({})).toEqual({ engine: 'local', concurrency: availableParallelism() });
    expect(speechEnvSchema.parse({})).toMatchObject({
      TRANSCRIBE_ENGINE: 'local',
      OPENAI_TRANSCRIBE_MODEL: 'whisper-1',
      OPENAI_MAX_UPLOAD_BYTES: DEFAULT_OPENAI_MAX_UPLOAD_BYTES,
    });
  });

  it('reads TRANSCRIBE_CONCURRENCY', () => {
    expect(loadSpeechOptions({ TRANSCRIBE_CONCURRENCY: '3' })).toEqual({ engine: 'local', concurrency: 3 });
    expect(() => loadSpeechOptions({ TRANSCRIBE_CONCURRENCY: '0' })).toThrow(/TRANSCRIBE_CONCURRENCY="0": must be above 0/);
  });

  it('builds the AssemblyAI options and requires its key', () => {
    expect(
      loadSpeechOptions({ TRANSCRIBE_ENGINE: 'assemblyai', ASSEMBLYAI_API_KEY: ' key ', ASSEMBLYAI_BASE_URL: 'http://127.0.0.1:9000' }),
    ).toEqual({
      engine: 'assemblyai',
      apiKey: 'key',
      baseUrl: 'http://127.0.0.1:9000',
    });
    expect(() => loadSpeechOptions({ TRANSCRIBE_ENGINE: 'assemblyai' })).toThrow(
      /ASSEMBLYAI_API_KEY="": is required when TRANSCRIBE_ENGINE=assemblyai/,
    );
  });

  it('builds the OpenAI-compatible options and requires a key', () => {
    expect(
      loadSpeechOptions({
        TRANSCRIBE_ENGINE: 'openai',
        OPENAI_API_KEY: 'sk-1',
        OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1',
        OPENAI_TRANSCRIBE_MODEL: 'Systran/faster-whisper-small',
        OPENAI_MAX_UPLOAD_BYTES: '104857600',
        OPENAI_TRANSCRIBE_LANGUAGES: 'en, ',
      }),
    ).toEqual({
      engine: 'openai',
      apiKey: 'sk-1',
      baseUrl: 'http://127.0.0.1:8080/v1',
      model: 'Systran/faster-whisper-small',
      maxUploadBytes: 104_857_600,
      languages: ['en'],
    });
    expect(() => loadSpeechOptions({ TRANSCRIBE_ENGINE: 'openai' })).toThrow(
      /OPENAI_API_KEY="": is required when TRANSCRIBE_ENGINE=openai/,
    );
  });

  it('reads the models of each transcription mode, leaving unset modes to the engine', () => {
    expect(
      loadSpeechOptions({
        TRANSCRIBE_ENGINE: 'assemblyai',
        ASSEMBLYAI_API_KEY: 'key',
        ASSEMBLYAI_SPEECH_MODELS_FAST: ' universal-2 ',
        ASSEMBLYAI_SPEECH_MODELS_ACCURATE: 'slam-1, universal-2',
      }),
    ).toEqual({ engine: 'assemblyai', apiKey: 'key', speechModels: { fast: ['universal-2'], accurate: ['slam-1', 'universal-2'] } });
    expect(loadSpeechOptions({ TRANSCRIBE_ENGINE: 'assemblyai', ASSEMBLYAI_API_KEY: 'key', ASSEMBLYAI_SPEECH_MODELS_FAST: ' , ' })).toEqual(
      {
        engine: 'assemblyai',
        apiKey: 'key',
      },
    );
    expect(
      loadSpeechOptions({ TRANSCRIBE_ENGINE: 'openai', OPENAI_API_KEY: 'k', OPENAI_TRANSCRIBE_MODEL_ACCURATE: 'large-v3' }),
    ).toMatchObject({ model: 'whisper-1', modelByMode: { accurate: 'large-v3' } });
  });

  it('names each bad variable and what it accepts', () => {
    expect(() => loadSpeechOptions({ TRANSCRIBE_ENGINE: 'whisper' })).toThrow(
      /TRANSCRIBE_ENGINE="whisper": must be local, assemblyai or openai/,
    );
    expect(() => loadSpeechOptions({ OPENAI_BASE_URL: 'not a url' })).toThrow(/OPENAI_BASE_URL="not a url": must be a URL/);
    expect(() => loadSpeechOptions({ OPENAI_MAX_UPLOAD_BYTES: '1000' })).toThrow(
      /OPENAI_MAX_UPLOAD_BYTES="1000": must be at least 1048576/,
    );
  });

  it('makes the engine the options name', () => {
    expect(createSpeechEngine({ engine: 'local' }).id).toBe('local');
    expect(createSpeechEngine({ engine: 'assemblyai', apiKey: 'k' }).id).toBe('assemblyai');
    expect(
      createSpeechEngine({ engine: 'openai', apiKey: 'k', model: 'whisper-1', maxUploadBytes: DEFAULT_OPENAI_MAX_UPLOAD_BYTES }).id,
    ).toBe('openai');
    expect(createSpeechEngineFromConfig({ env: 'test' }).id).toBe('local');
    expect(
      createSpeechEngineFromConfig({ env: 'test', speech: speechEnvSchema.parse({ TRANSCRIBE_ENGINE: 'openai', OPENAI_API_KEY: 'k' }) }).id,
    ).toBe('openai');
  });
});

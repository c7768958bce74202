import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestMedia, type TestMedia } from '../../../test-support/media/make-test-media';
import { scriptedWordTimes, startAssemblyAiServer } from '../../../test-support/media/start-assemblyai-server';
import { createSpeechEngine } from '../create-speech-engine';
import type { TranscribeInput } from '../speech-engine';
import { SpeechEngineError } from '../speech-engine-error';
import { DEFAULT_SPEECH_MODELS } from './assemblyai-engine';
import { fromAssemblyAiLanguage, toAssemblyAiLanguage } from './assemblyai-languages';

const API_KEY = 'test-assemblyai-key';
let media: TestMedia;
let server: Awaited<ReturnType<typeof startAssemblyAiServer>>;

beforeAll(async () => {
  media = await makeTestMedia();
  server = await startAssemblyAiServer({ apiKey: API_KEY, processingPolls: 2 });
  const sentences = ['Please send the report to the office.', 'Before the end of the week!'];
  server.register(await readFile(media.mp3), { sentences, detectedLanguage: 'en_uk' });
  server.register(await readFile(media.flac), { error: 'Audio duration is too short.' });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

function input(path: string, extra: Partial<TranscribeInput> = {}): TranscribeInput {
  return { path, durationSeconds: 3.6, signal: new AbortController().signal, onProgress: () => undefined, ...extra };
}

function engine(apiKey = API_KEY) {
  return createSpeechEngine({ engine: 'assemblyai', apiKey, baseUrl: server.url, pollIntervalMs: 10 });
}

describe('AssemblyAI engine through the assemblyai SDK', () => {
  it('uploads, transcribes with language detection, polls and maps words and segments to seconds', async () => {
    const progress: number[] = [];
    const transcript = await engine().transcribe(input(media.mp3, { onProgress: (p) => progress.push(p) }));
    expect(transcript.engine).toBe('assemblyai');
    expect(transcript.text).toBe('Please send the report to the office. Before the end of the week!');
    expect(transcript.language).toBe('en-GB');
    expect(transcript.words).toHaveLength(13);
    const { start, end } = scriptedWordTimes(1);
    expect(transcript.words[1]).toEqual({ start: start / 1000, end: end / 1000, text: 'send', confidence: 0.9 });
    // Without speaker labels the words are grouped into sentences.
    expect(transcript.segments.map((s) => s.text)).toEqual(['Please send the report to the office.', 'Before the end of the week!']);
    expect(transcript.segments[0]).not.toHaveProperty('speaker');
    expect(progress.at(-1)).toBe(1);

    const create = server.requests.find((r) => r.method === 'POST' && r.path === '/v2/transcript');
    expect(create?.body).toMatchObject({ language_detection: true, punctuate: true });
    expect(create?.body).not.toHaveProperty('speaker_labels');
    expect(server.requests.every((r) => r.authorization === API_KEY)).toBe(true);
    // Status was polled until the transcript completed.
    expect(server.requests.filter((r) => r.method === 'GET').length).toBeGreaterThanOrEqual(3);
  });

  it('asks for the given language and for speaker labels, and keeps the speaker turns as segments', async () => {
    const transcript = await engine().transcribe(input(media.mp3, { language: 'en-US', speakerLabels: true }));
    const create = server.requests.filter((r) => r.method === 'POST' && r.path === '/v2/transcript').at(-1);
    expect(create?.body).toMatchObject({ language_code: 'en_us', speaker_labels: true });
    expect(create?.body).not.toHaveProperty('language_detection');
    expect(transcript.language).toBe('en-US');
    expect(transcript.segments.map((s) => s.speaker)).toEqual(['A', 'B']);
    expect(transcript.segments[1]).toMatchObject({ text: 'Before the end of the week!', start: scriptedWordTimes(7).start / 1000 });
  });

  it("asks for the speech models of the mode: AssemblyAI's routing for balanced, configured lists instead of the defaults", async () => {
    const created = () => server.requests.filter((r) => r.method === 'POST' && r.path === '/v2/transcript').at(-1)?.body;
    await engine().transcribe(input(media.mp3, { mode: 'fast' }));
    expect(created()).toMatchObject({ speech_models: DEFAULT_SPEECH_MODELS.fast });
    await engine().transcribe(input(media.mp3, { mode: 'accurate' }));
    expect(created()).toMatchObject({ speech_models: ['universal-3-5-pro', 'universal-2'] });
    for (const mode of ['balanced', undefined] as const) {
      await engine().transcribe(input(media.mp3, mode ? { mode } : {}));
      expect(created()).not.toHaveProperty('speech_models');
      expect(created()).not.toHaveProperty('speech_model');
    }
    const configured = createSpeechEngine({
      engine: 'assemblyai',
      apiKey: API_KEY,
      baseUrl: server.url,
      pollIntervalMs: 10,
      speechModels: { balanced: ['universal-2'] },
    });
    await configured.transcribe(input(media.mp3, { mode: 'balanced' }));
    expect(created()).toMatchObject({ speech_models: ['universal-2'] });
    await configured.transcribe(input(media.mp3, { mode: 'accurate' }));
    expect(created()).toMatchObject({ speech_models: DEFAULT_SPEECH_MODELS.accurate });
  });

  it('fails for good with the vendor message when the transcript ends in error', async () => {
    const error = await engine()
      .transcribe(input(media.flac))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechEngineError);
    expect((error as SpeechEngineError).userMessage).toBe(
      'The speech service could not transcribe this file: Audio duration is too short.',
    );
    expect((error as SpeechEngineError).retryable).toBe(false);
  });

  it('reports a rejected API key (401) as not worth retrying, without showing it to the user', async () => {
    const error = await engine('wrong-key')
      .transcribe(input(media.mp3))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechEngineError);
    expect((error as SpeechEngineError).message).toMatch(/Authentication error/);
    expect((error as SpeechEngineError).retryable).toBe(false);
    expect((error as SpeechEngineError).userMessage).not.toMatch(/key|token/i);
  });

  it('reports an unreachable server as worth retrying', async () => {
    const offline = createSpeechEngine({ engine: 'assemblyai', apiKey: API_KEY, baseUrl: 'http://127.0.0.1:9', pollIntervalMs: 10 });
    const error = await offline.transcribe(input(media.mp3)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechEngineError);
    expect((error as SpeechEngineError).retryable).toBe(true);
  });

  it('stops polling when aborted', async () => {
    const slow = await startAssemblyAiServer({ apiKey: API_KEY, processingPolls: 1_000 });
    slow.register(await readFile(media.mp3), { sentences: ['never'] });
    try {
      const controller = new AbortController();
      const slowEngine = createSpeechEngine({ engine: 'assemblyai', apiKey: API_KEY, baseUrl: slow.url, pollIntervalMs: 20 });
      const running = slowEngine.transcribe(input(media.mp3, { signal: controller.signal }));
      while (slow.requests.filter((r) => r.method === 'GET').length < 2) await new Promise((r) => setTimeout(r, 10));
      controller.abort(new Error('job cancelled'));
      await expect(running).rejects.toThrow('job cancelled');
      const polls = slow.requests.length;
      await new Promise((r) => setTimeout(r, 100));
      expect(slow.requests.length).toBe(polls);
    } finally {
      await slow.close();
    }
  });

  it('offers the languages AssemblyAI supports, with names', async () => {
    const languages = await engine().languages();
    expect(languages.length).toBeGreaterThan(90);
    expect(languages).toContainEqual({ code: 'en-GB', name: 'British English' });
    expect(languages).toContainEqual({ code: 'pt', name: 'Portuguese' });
  });

  it('maps language codes both ways', () => {
    expect(fromAssemblyAiLanguage('en_uk')).toBe('en-GB');
    expect(fromAssemblyAiLanguage('de_ch')).toBe('de-CH');
    expect(fromAssemblyAiLanguage('fr')).toBe('fr');
    expect(toAssemblyAiLanguage('en-GB')).toBe('en_uk');
    expect(toAssemblyAiLanguage('pt-BR')).toBe('pt_br');
    expect(toAssemblyAiLanguage('es')).toBe('es');
  });
});

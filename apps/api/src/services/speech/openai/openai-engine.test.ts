import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeTestMedia, type TestMedia } from '../../../test-support/media/make-test-media';
import { startOpenAiAudioServer, type Transcriber } from '../../../test-support/media/start-openai-audio-server';
import { wordErrorRate } from '../../../test-support/media/word-error-rate';
import { probeMedia } from '../../media/probe-media';
import { createSpeechEngine } from '../create-speech-engine';
import { createLocalEngine } from '../local/local-engine';
import type { TranscribeInput } from '../speech-engine';
import { SpeechEngineError } from '../speech-engine-error';

const API_KEY = 'sk-test-openai';
let media: TestMedia;
let mp3Hash: string;
const servers: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  media = await makeTestMedia();
  mp3Hash = createHash('sha256')
    .update(await readFile(media.mp3))
    .digest('hex');
}, 120_000);
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function server(maxUploadBytes: number, transcribe: Transcriber) {
  const started = await startOpenAiAudioServer({ apiKey: API_KEY, maxUploadBytes, transcribe });
  servers.push(started);
  return started;
}

function input(path: string, durationSeconds: number, extra: Partial<TranscribeInput> = {}): TranscribeInput {
  return { path, durationSeconds, signal: new AbortController().signal, onProgress: () => undefined, ...extra };
}

/** Answers what Whisper would for the test sentence, for the file the test registered. */
const scripted: Transcriber = async ({ sha256 }) => {
  if (sha256 !== mp3Hash) throw new Error('unexpected upload');
  return {
    text: 'Please send the report to the office before the end of the week.',
    duration: 3.66,
    segments: [
      { start: 0, end: 1.9, text: 'Please send the report to the office' },
      { start: 1.9, end: 3.5, text: 'before the end of the week.' },
    ],
    words: ['Please', 'send', 'the', 'report'].map((word, i) => ({ word, start: i * 0.4, end: i * 0.4 + 0.35 })),
  };
};

/** Answers one word per uploaded part, half a second in, so the test can see where each part's times land. */
const perPart: Transcriber = async ({ path }) => {
  const { durationSeconds } = await probeMedia(path);
  return {
    text: 'part',
    language: 'en',
    duration: durationSeconds,
    segments: [{ start: 0, end: durationSeconds, text: 'part' }],
    words: [{ word: 'part', start: 0.5, end: 0.9 }],
  };
};

describe('OpenAI-compatible engine through the openai SDK', () => {
  it('sends a small file as it is and keeps verbose_json segments and words', async () => {
    const whisper = await server(25 * 1024 * 1024, scripted);
    const engine = createSpeechEngine({
      engine: 'openai',
      apiKey: API_KEY,
      baseUrl: whisper.baseUrl,
      model: 'whisper-1',
      maxUploadBytes: 25 * 1024 * 1024,
    });
    const transcript = await engine.transcribe(input(media.mp3, media.durationSeconds));
    expect(transcript).toMatchObject({
      engine: 'openai',
      language: 'en', // the server said "english", as OpenAI does
      text: 'Please send the report to the office before the end of the week.',
    });
    expect(transcript.segments).toEqual([
      { start: 0, end: 1.9, text: 'Please send the report to the office' },
      { start: 1.9, end: 3.5, text: 'before the end of the week.' },
    ]);
    expect(transcript.words[3]).toEqual({ start: 1.2, end: 1.55, text: 'report' });
    const [upload] = whisper.uploads;
    expect(upload?.sha256).toBe(mp3Hash);
    expect(upload?.fields).toMatchObject({ model: ['whisper-1'], response_format: ['verbose_json'] });
    expect(upload?.fields['timestamp_granularities[]']).toEqual(['word', 'segment']);
  });

  it('passes the language without its region, as Whisper takes it', async () => {
    const whisper = await server(25 * 1024 * 1024, scripted);
    const engine = createSpeechEngine({
      engine: 'openai',
      apiKey: API_KEY,
      baseUrl: whisper.baseUrl,
      model: 'whisper-1',
      maxUploadBytes: 25 * 1024 * 1024,
    });
    await engine.transcribe(input(media.mp3, media.durationSeconds, { language: 'en-GB' }));
    expect(whisper.uploads[0]?.fields.language).toEqual(['en']);
  });

  it('asks for the model configured for the mode, and the usual model for the others', async () => {
    const whisper = await server(25 * 1024 * 1024, scripted);
    const engine = createSpeechEngine({
      engine: 'openai',
      apiKey: API_KEY,
      baseUrl: whisper.baseUrl,
      model: 'Systran/faster-whisper-medium',
      modelByMode: { fast: 'Systran/faster-whisper-small', accurate: 'Systran/faster-whisper-large-v3' },
      maxUploadBytes: 25 * 1024 * 1024,
    });
    for (const mode of ['fast', 'balanced', 'accurate'] as const) {
      await engine.transcribe(input(media.mp3, media.durationSeconds, { mode }));
    }
    await engine.transcribe(input(media.mp3, media.durationSeconds));
    expect(whisper.uploads.map((upload) => upload.fields.model?.[0])).toEqual([
      'Systran/faster-whisper-small',
      'Systran/faster-whisper-medium',
      'Systran/faster-whisper-large-v3',
      'Systran/faster-whisper-medium',
    ]);
  });

  // Finds the silences of the 43-s file with ffmpeg: a limit for a hang, past the 120 s it took on a slow day here.
  it('splits a file over the upload limit at silences and joins the parts with their times moved', async () => {
    // The server runs the local engine on each part, like a whisper.cpp server would run Whisper: the joined
    // transcript must still hold the spoken words, so nothing was lost or doubled at the cuts.
    const pocketsphinx = createLocalEngine({ concurrency: 1 });
    const whisper = await server(100_000, async ({ path }) => {
      const { durationSeconds } = await probeMedia(path);
      const t = await pocketsphinx.transcribe(input(path, durationSeconds));
      return { ...t, duration: durationSeconds, words: t.words.map((w) => ({ word: w.text, start: w.start, end: w.end })) };
    });
    const engine = createSpeechEngine({
      engine: 'openai',
      apiKey: API_KEY,
      baseUrl: whisper.baseUrl,
      model: 'whisper-1',
      maxUploadBytes: 100_000,
    });
    const progress: number[] = [];
    const transcript = await engine.transcribe(input(media.long.path, media.long.durationSeconds, { onProgress: (p) => progress.push(p) }));

    expect(whisper.uploads.length).toBeGreaterThanOrEqual(2);
    for (const upload of whisper.uploads) expect(upload.fileBytes).toBeLessThan(100_000);
    expect(whisper.rejectedTooLarge).toBe(0);
    const times = transcript.words.flatMap((w) => [w.start, w.end]);
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThanOrEqual(times[i - 1] ?? 0);
    expect(times.at(-1)).toBeLessThanOrEqual(media.long.durationSeconds);
    expect(transcript.words.at(-1)?.start).toBeGreaterThan(media.long.durationSeconds - 6);
    expect(wordErrorRate(media.long.text, transcript.text).rate).toBeLessThanOrEqual(0.35);
    expect(progress.at(-1)).toBe(1);
  }, 300_000);

  it('answers a 413 by splitting into smaller parts until the server takes them', async () => {
    const whisper = await server(60_000, perPart);
    // Configured as if the server took 1 MB: the first attempts are too large, and the engine learns from the 413s.
    const engine = createSpeechEngine({
      engine: 'openai',
      apiKey: API_KEY,
      baseUrl: whisper.baseUrl,
      model: 'whisper-1',
      maxUploadBytes: 1_000_000,
    });
    const transcript = await engine.transcribe(input(media.long.path, media.long.durationSeconds));
    expect(whisper.rejectedTooLarge).toBeGreaterThanOrEqual(1);
    expect(whisper.uploads.length).toBeGreaterThanOrEqual(2);
    for (const upload of whisper.uploads) expect(upload.fileBytes).toBeLessThan(60_000);
    // Each part's segment starts where the previous one ended; together they cover the whole file.
    expect(transcript.segments[0]?.start).toBe(0);
    for (let i = 1; i < transcript.segments.length; i++)
      expect(transcript.segments[i]?.start).toBeCloseTo(transcript.segments[i - 1]?.end ?? -1, 2);
    expect(transcript.segments.at(-1)?.end).toBeCloseTo(media.long.durationSeconds, 0);
    for (const [i, word] of transcript.words.entries()) expect(word.start).toBeCloseTo((transcript.segments[i]?.start ?? -1) + 0.5, 2);
  });

  it('reports a wrong key (401) as not worth retrying', async () => {
    const whisper = await server(25 * 1024 * 1024, scripted);
    const engine = createSpeechEngine({
      engine: 'openai',
      apiKey: 'sk-wrong',
      baseUrl: whisper.baseUrl,
      model: 'whisper-1',
      maxUploadBytes: 25 * 1024 * 1024,
    });
    const error = await engine.transcribe(input(media.mp3, media.durationSeconds)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechEngineError);
    expect((error as SpeechEngineError).message).toMatch(/401.*Incorrect API key/);
    expect((error as SpeechEngineError).retryable).toBe(false);
    expect(whisper.uploads).toHaveLength(0);
  });

  it('stops the request when aborted', async () => {
    let release: () => void = () => undefined;
    const whisper = await server(25 * 1024 * 1024, () => new Promise((_, reject) => (release = () => reject(new Error('released')))));
    const engine = createSpeechEngine({
      engine: 'openai',
      apiKey: API_KEY,
      baseUrl: whisper.baseUrl,
      model: 'whisper-1',
      maxUploadBytes: 25 * 1024 * 1024,
    });
    const controller = new AbortController();
    const running = engine.transcribe(input(media.mp3, media.durationSeconds, { signal: controller.signal }));
    while (whisper.uploads.length === 0) await new Promise((r) => setTimeout(r, 10));
    controller.abort(new Error('job cancelled'));
    await expect(running).rejects.toThrow('job cancelled');
    release();
  });

  it('offers the Whisper languages, or only those configured for an English-only model', async () => {
    const all = createSpeechEngine({ engine: 'openai', apiKey: API_KEY, model: 'whisper-1', maxUploadBytes: 25 * 1024 * 1024 });
    const languages = await all.languages();
    expect(languages.length).toBeGreaterThanOrEqual(99);
    expect(languages).toContainEqual({ code: 'yue', name: 'Cantonese' });
    const english = createSpeechEngine({
      engine: 'openai',
      apiKey: API_KEY,
      model: 'base.en',
      maxUploadBytes: 25 * 1024 * 1024,
      languages: ['en'],
    });
    expect(await english.languages()).toEqual([{ code: 'en', name: 'English' }]);
  });
});

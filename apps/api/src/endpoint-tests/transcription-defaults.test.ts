import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TranscriptionModel } from '../models/transcription';
import { DEFAULT_SPEECH_MODELS } from '../services/speech/assemblyai/assemblyai-engine';
import { createSpeechEngine } from '../services/speech/create-speech-engine';
import type { HttpSession } from '../test-support/cookie-fetch';
import { makeTestMedia, type TestMedia } from '../test-support/media/make-test-media';
import { startAssemblyAiServer } from '../test-support/media/start-assemblyai-server';
import { signedUpSession } from '../test-support/signed-up-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';

// A person's transcription defaults reach the speech engine: the real server, its job and the AssemblyAI SDK, against a
// loopback server that speaks AssemblyAI's protocol and records what it was asked for.

const API_KEY = 'test-assemblyai-key';

async function uploadMp3(http: HttpSession, media: TestMedia): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(media.mp3)], { type: 'audio/mpeg' }), 'standup.mp3');
  const res = await http.fetch(`${http.baseUrl}/api/transcriptions/upload`, { method: 'POST', body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { transcriptionId: string }).transcriptionId;
}

async function waitForCompletion(http: HttpSession, id: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await http.get(`/api/transcriptions/${id}`);
    if (res.json.status === 'completed' || res.json.status === 'failed') return res.json;
    if (Date.now() > deadline) throw new Error(`transcription still ${String(res.json.status)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(endpointTestDatabases())('transcription defaults on %s', (database) => {
  let media: TestMedia;
  let assemblyAi: Awaited<ReturnType<typeof startAssemblyAiServer>>;
  let server: TestServer;

  beforeAll(async () => {
    media = await makeTestMedia();
    assemblyAi = await startAssemblyAiServer({ apiKey: API_KEY });
    assemblyAi.register(readFileSync(media.mp3), { sentences: ['Good morning everyone.', 'Let us begin.'], detectedLanguage: 'en_us' });
    const speech = createSpeechEngine({ engine: 'assemblyai', apiKey: API_KEY, baseUrl: assemblyAi.url, pollIntervalMs: 10 });
    server = await startTestServer({ database, speech });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await assemblyAi?.close();
  });

  /** What the engine asked AssemblyAI for, for the upload it made last. */
  const lastRequest = () => assemblyAi.requests.filter((r) => r.method === 'POST' && r.path === '/v2/transcript').at(-1)?.body;

  it("asks the engine for the person's language, mode and speaker recognition, as they were when the file was sent", async () => {
    const { http } = await signedUpSession(server, 'defaults');
    const languages = await http.get('/api/speech/languages');
    expect(languages.json).toMatchObject({ engine: 'assemblyai', detectsLanguage: true, labelsSpeakers: true });
    expect(languages.json.languages).toContainEqual({ code: 'en-GB', name: 'British English' });

    // The defaults: detect the language, AssemblyAI's own model routing, no speaker labels.
    const first = await uploadMp3(http, media);
    expect((await waitForCompletion(http, first)).status).toBe('completed');
    expect(lastRequest()).toMatchObject({ language_detection: true });
    expect(lastRequest()).not.toHaveProperty('speaker_labels');
    expect(lastRequest()).not.toHaveProperty('speech_models');

    const saved = await http.request('PATCH', '/api/user/preferences', { language: 'en-gb', mode: 'accurate', speakerLabels: true });
    expect(saved.json).toMatchObject({ language: 'en-GB', mode: 'accurate', speakerLabels: true });
    const second = await uploadMp3(http, media);
    const done = await waitForCompletion(http, second);
    expect(done.status).toBe('completed');
    expect(lastRequest()).toMatchObject({ language_code: 'en_uk', speaker_labels: true, speech_models: DEFAULT_SPEECH_MODELS.accurate });
    expect(lastRequest()).not.toHaveProperty('language_detection');
    expect((done.segments as { speaker?: string }[]).map((segment) => segment.speaker)).toEqual(['A', 'B']);

    const rows = await TranscriptionModel.query(server.deps.db).findByIds([first, second]).orderBy('createdAt');
    expect(rows.map((row) => [row.requestedLanguage, row.transcriptionMode, row.speakerLabels])).toEqual([
      [null, 'balanced', false],
      ['en-GB', 'accurate', true],
    ]);

    await http.request('PATCH', '/api/user/preferences', { language: null, mode: 'fast', speakerLabels: false });
    await waitForCompletion(http, await uploadMp3(http, media));
    expect(lastRequest()).toMatchObject({ language_detection: true, speech_models: DEFAULT_SPEECH_MODELS.fast });
    expect(lastRequest()).not.toHaveProperty('speaker_labels');
  });
});

import { createClient, isApiError, type VerbatimClient } from '@verbatim/core-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TranscriptionModel } from '../models/transcription';
import { PASSWORD, uniqueEmail } from '../test-support/core-sdk-session';
import { type OpenAiChatLoopback, startOpenAiChatLoopback } from '../test-support/openai-chat-loopback';
import { startTestServer, type TestServer } from '../test-support/start-test-server';

// The AI features with a model configured: the API's own code calls the real openai SDK, pointed at a loopback
// server that speaks the chat-completions protocol, and the SDK in this test reads the answers as they stream.

const SENTENCES = [
  'We reviewed the quarterly numbers and sales grew by twelve percent.',
  'The team agreed to open a support office in Nairobi next spring.',
  'Priya will write the hiring plan before the end of the month.',
];

const API_KEY = 'sk-loopback-key';

describe('AI features through an OpenAI-compatible model', () => {
  let loopback: OpenAiChatLoopback;
  let server: TestServer;
  let client: VerbatimClient;
  let userId: string;

  beforeAll(async () => {
    loopback = await startOpenAiChatLoopback({ apiKey: API_KEY, script: () => 'unused' });
    server = await startTestServer({
      env: { RUN_WORKER: 'false', LLM_BASE_URL: loopback.baseUrl, LLM_API_KEY: API_KEY, LLM_MODEL: 'loopback-model' },
    });
    client = createClient({ baseUrl: server.url, keepCookies: true });
    const { user } = await client.auth.register({ email: uniqueEmail('ai-llm'), password: PASSWORD, firstName: 'Lin' });
    userId = user.id;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await loopback?.close();
  });

  async function insertTranscription(): Promise<string> {
    let at = 0;
    const segments = SENTENCES.map((text) => {
      const segment = { start: at, end: at + 4, text };
      at += 5;
      return segment;
    });
    const row = await TranscriptionModel.query(server.deps.db).insertAndFetch({
      userId,
      fileName: 'review.mp3',
      fileSize: 1000,
      mimeType: 'audio/mpeg',
      mediaKey: null,
      uploadPath: 'direct',
      status: 'completed',
      progress: 100,
      language: 'en',
      engine: 'openai',
      completedAt: new Date(),
      transcriptText: SENTENCES.join(' '),
      segments,
      words: [],
      durationSeconds: at,
    });
    return row.id;
  }

  it('says a model writes the answers, and streams its summary to the browser piece by piece', async () => {
    expect(await client.ai.status()).toMatchObject({ writer: 'llm', model: 'loopback-model', usedToday: 0 });
    const id = await insertTranscription();
    loopback.setScript(() => ({ pieces: ['Sales ', 'grew ', 'twelve ', 'percent; ', 'a Nairobi ', 'office opens.'], pieceDelayMs: 60 }));
    const pieces: string[] = [];
    const summary = await client.transcriptions.summarize(id, { summaryType: 'short' }, { onText: (piece) => pieces.push(piece) });
    expect(summary).toBe('Sales grew twelve percent; a Nairobi office opens.');
    // The answer reached this client as it was written, not as one block at the end.
    expect(pieces.length).toBeGreaterThan(1);
    const call = loopback.calls.at(-1);
    expect(call?.stream).toBe(true);
    expect(call?.model).toBe('loopback-model');
    expect(call?.authorization).toBe(`Bearer ${API_KEY}`);
    expect(JSON.stringify(call?.messages)).toContain('Nairobi');
    // Kept: asked again, the model is not called.
    const calls = loopback.calls.length;
    expect(await client.transcriptions.summarize(id, { summaryType: 'short' })).toBe(summary);
    expect(loopback.calls.length).toBe(calls);
  });

  it('sends the conversation with a question, and translates into a language Apertium lacks', async () => {
    const id = await insertTranscription();
    loopback.setScript(() => 'Priya writes the hiring plan, by the end of the month.');
    const answer = await client.transcriptions.chat(id, {
      message: 'And who writes it?',
      history: [
        { role: 'user', content: 'Is there a hiring plan?' },
        { role: 'assistant', content: 'Yes, one is being written.' },
      ],
    });
    expect(answer).toContain('Priya');
    const sent = loopback.calls.at(-1)?.messages ?? [];
    expect(sent.map((message) => message.content)).toEqual(
      expect.arrayContaining(['Is there a hiring plan?', 'Yes, one is being written.']),
    );
    expect(sent.at(-1)?.content).toContain('And who writes it?');

    const languages = await client.ai.translationLanguages('en');
    expect(languages.languages).toContainEqual({ code: 'de', name: 'German', translator: 'llm' });
    expect(languages.languages).toContainEqual({ code: 'es', name: 'Spanish', translator: 'apertium' });
    loopback.setScript((call) => {
      const asked = call.messages.at(-1)?.content ?? '';
      const count = SENTENCES.filter((sentence) => asked.includes(sentence)).length;
      return JSON.stringify({ translations: Array.from({ length: count }, (_, index) => `Deutscher Satz ${index + 1}.`) });
    });
    const translated = await client.transcriptions.translate(id, { targetLanguage: 'de', languageName: 'German' });
    expect(translated.trim().split('\n')).toEqual(['Deutscher Satz 1.', 'Deutscher Satz 2.', 'Deutscher Satz 3.']);
    const vtt = await client.transcriptions.downloadTranslation(id, 'de', 'vtt');
    expect(await vtt.blob.text()).toContain('Deutscher Satz 2.');
  });

  it('answers 503 when the model fails before its first word, cuts the answer when it fails mid-way, and keeps neither', async () => {
    const id = await insertTranscription();
    const before = (await client.ai.status()).usedToday;
    loopback.setScript(() => ({ status: 500, message: 'model crashed' }));
    const refused = await client.transcriptions.summarize(id, { summaryType: 'detailed' }).catch((error: unknown) => error);
    expect(isApiError(refused) && refused.status).toBe(503);
    expect(isApiError(refused) && refused.code).toBe('SERVICE_UNAVAILABLE');
    expect(String(isApiError(refused) && refused.serverMessage)).not.toContain(API_KEY);

    loopback.setScript(() => ({ pieces: ['The first ', 'half of ', 'an answer'], dropAfter: 2 }));
    const cut = await client.transcriptions.summarize(id, { summaryType: 'detailed' }).catch((error: unknown) => error);
    expect(cut).toBeInstanceOf(Error);
    expect(isApiError(cut)).toBe(false);
    // Neither failure counted, and nothing was kept: the next request asks the model again.
    expect((await client.ai.status()).usedToday).toBe(before);
    loopback.setScript(() => 'A whole answer.');
    expect(await client.transcriptions.summarize(id, { summaryType: 'detailed' })).toBe('A whole answer.');
  });
});

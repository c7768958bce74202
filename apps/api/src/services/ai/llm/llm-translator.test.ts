import { afterEach, describe, expect, it } from 'vitest';
import { type ChatCall, type ChatScript, startOpenAiChatLoopback } from '../../../test-support/openai-chat-loopback';
import { AiUnavailableError } from '../ai-writer';
import { createLlmTranslator, type LlmTranslatorOptions } from './llm-translator';

const API_KEY = 'sk-test-translate';
const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function loopback(script: ChatScript) {
  const server = await startOpenAiChatLoopback({ apiKey: API_KEY, script });
  servers.push(server);
  return server;
}

function translator(baseUrl: string, extra: Partial<LlmTranslatorOptions> = {}) {
  return createLlmTranslator({
    baseUrl,
    apiKey: API_KEY,
    model: 'test-model',
    contextTokens: 8192,
    languages: ['es', 'fr', 'en', 'zh-Hant'],
    ...extra,
  });
}

/** The segments a request asked for, as the translator sends them. */
function segmentsOf(call: ChatCall): { id: number; text: string }[] {
  return JSON.parse(call.messages[1]?.content ?? '{}').segments;
}

/** Answers as a good model does: every segment, by id, here in reverse order to show ids are what count. */
const faithful: ChatScript = (call) =>
  JSON.stringify({
    translations: segmentsOf(call)
      .map(({ id, text }) => ({ id, text: `ES ${text}` }))
      .reverse(),
  });

const signal = () => new AbortController().signal;
const texts = Array.from({ length: 7 }, (_, i) => `Segment number ${i + 1}.`);

describe('LLM translator through the openai SDK', () => {
  it('offers the configured languages but the source, by name', async () => {
    const t = translator('http://127.0.0.1:9/v1');
    expect(t.id).toBe('llm');
    expect(await t.languages('en')).toEqual([
      { code: 'es', name: 'Spanish' },
      { code: 'fr', name: 'French' },
      { code: 'zh-Hant', name: 'Chinese (Traditional)' },
    ]);
    expect((await t.languages('fr')).map((l) => l.code)).toEqual(['es', 'en', 'zh-Hant']);
  });

  it('translates in batches as numbered JSON, keeping every segment in its place', async () => {
    const server = await loopback(faithful);
    const reported: [number, string][] = [];
    const result = await translator(server.baseUrl, { maxBatchSegments: 3 }).translate(texts, 'en', 'es', signal(), (i, text) =>
      reported.push([i, text]),
    );
    expect(result).toEqual(texts.map((text) => `ES ${text}`));
    expect(reported).toEqual(texts.map((text, i) => [i, `ES ${text}`]));
    expect(server.calls.map((call) => segmentsOf(call).length)).toEqual([3, 3, 1]);
    const [first] = server.calls;
    expect(first).toMatchObject({ stream: false, responseFormat: 'json_object', model: 'test-model' });
    expect(segmentsOf(first as ChatCall)).toEqual([
      { id: 1, text: 'Segment number 1.' },
      { id: 2, text: 'Segment number 2.' },
      { id: 3, text: 'Segment number 3.' },
    ]);
    expect(first?.messages[0]?.content).toMatch(/from English into Spanish/);
  });

  it('asks a batch again one segment at a time when the answer has the wrong count', async () => {
    const server = await loopback((call) => {
      const segments = segmentsOf(call);
      // A model that merges the last two segments of a batch into one.
      const merged = segments.length > 1 ? segments.slice(0, -1) : segments;
      return JSON.stringify({ translations: merged.map(({ id, text }) => ({ id, text: `FR ${text}` })) });
    });
    const result = await translator(server.baseUrl, { maxBatchSegments: 4 }).translate(texts.slice(0, 4), 'en', 'fr', signal());
    expect(result).toEqual(texts.slice(0, 4).map((text) => `FR ${text}`));
    expect(server.calls.map((call) => segmentsOf(call).length)).toEqual([4, 1, 1, 1, 1]);
  });

  it('reads answers in code fences, bare arrays and plain text for a single segment', async () => {
    const answers = ['```json\n["uno", "dos"]\n```', 'tres'];
    const server = await loopback(() => answers.shift() ?? '');
    const t = translator(server.baseUrl);
    expect(await t.translate(['one', 'two'], 'en', 'es', signal())).toEqual(['uno', 'dos']);
    expect(await t.translate(['three'], 'en', 'es', signal())).toEqual(['tres']);
  });

  it('asks again without response_format when the server refuses it, and remembers', async () => {
    const server = await loopback((call) =>
      call.responseFormat ? { status: 400, message: 'Unrecognized request argument supplied: response_format' } : faithful(call),
    );
    const t = translator(server.baseUrl, { maxBatchSegments: 4 });
    expect(await t.translate(texts, 'en', 'es', signal())).toEqual(texts.map((text) => `ES ${text}`));
    expect(server.calls.map((call) => call.responseFormat)).toEqual(['json_object', null, null]);
  });

  it('sends no request for blank segments', async () => {
    const server = await loopback(faithful);
    const result = await translator(server.baseUrl).translate(['Hello.', '  ', 'Bye.'], 'en', 'es', signal());
    expect(result).toEqual(['ES Hello.', '', 'ES Bye.']);
    expect(segmentsOf(server.calls[0] as ChatCall).map((s) => s.text)).toEqual(['Hello.', 'Bye.']);
  });

  it('keeps batches within the context', async () => {
    const server = await loopback(faithful);
    const longTexts = Array.from({ length: 30 }, (_, i) => `${i} ${'word '.repeat(200)}`);
    await translator(server.baseUrl, { contextTokens: 4096 }).translate(longTexts, 'en', 'es', signal());
    expect(server.calls.length).toBeGreaterThan(3);
    for (const call of server.calls) expect((call.messages[1]?.content.length ?? 0) / 4).toBeLessThanOrEqual(4096 / 3);
  });

  it('fails with AiUnavailableError when a segment cannot be translated', async () => {
    const server = await loopback(() => '{"translations": []}');
    const error = await translator(server.baseUrl)
      .translate(['one', 'two'], 'en', 'es', signal())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiUnavailableError);
    expect((error as Error).message).toMatch(/did not return a translation of segment 1/);
  });

  it('fails with AiUnavailableError when the server does', async () => {
    const server = await loopback(() => ({ status: 503, message: 'overloaded' }));
    const error = await translator(server.baseUrl)
      .translate(['one'], 'en', 'es', signal())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiUnavailableError);
    expect((error as Error).message).toMatch(/answered 503 overloaded/);
  });

  it('stops between batches when aborted', async () => {
    const controller = new AbortController();
    const server = await loopback(faithful);
    const error = await translator(server.baseUrl, { maxBatchSegments: 2 })
      .translate(texts, 'en', 'es', controller.signal, (index) => {
        if (index === 1) controller.abort(new Error('cancelled'));
      })
      .catch((e: unknown) => e);
    expect((error as Error).message).toBe('cancelled');
    expect(server.calls).toHaveLength(1);
  });
});

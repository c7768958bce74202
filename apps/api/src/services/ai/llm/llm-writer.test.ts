import { afterEach, describe, expect, it } from 'vitest';
import { type ChatScript, startOpenAiChatLoopback, wordPieces } from '../../../test-support/openai-chat-loopback';
import { type AiParagraph, AiUnavailableError, type AiWriter, type TranscriptForAi } from '../ai-writer';
import type { LlmOptions } from './llm-client';
import { createLlmWriter } from './llm-writer';
import { estimateTokens, promptBudget } from './token-budget';

const API_KEY = 'sk-test-llm-0123456789';
const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function loopback(script: ChatScript, apiKey: string | null = API_KEY) {
  const server = await startOpenAiChatLoopback({ apiKey, script });
  servers.push(server);
  return server;
}

function writer(baseUrl: string, extra: Partial<LlmOptions> = {}): AiWriter {
  return createLlmWriter({ baseUrl, apiKey: API_KEY, model: 'test-model', contextTokens: 8192, ...extra });
}

function transcript(paragraphs: AiParagraph[]): TranscriptForAi {
  return {
    id: 't1',
    fileName: 'standup.mp3',
    language: 'en',
    text: paragraphs.map((p) => p.text).join(' '),
    paragraphs,
    segments: [],
  };
}

const short = transcript([
  { start: 5, end: 20, speaker: 'Speaker A', text: 'Good morning, let us review the release plan.' },
  { start: 83, end: 120, speaker: 'Speaker B', text: 'The release moves to Friday because testing found two bugs.' },
]);

/** A transcript of `count` paragraphs of about 300 characters each, a minute apart. */
function long(count: number): TranscriptForAi {
  return transcript(
    Array.from({ length: count }, (_, i) => ({
      start: i * 60,
      end: i * 60 + 55,
      speaker: i % 2 === 0 ? 'Speaker A' : 'Speaker B',
      text: `Paragraph ${i} talks about topic number ${i}. ${'The team discusses the details of the plan at some length. '.repeat(4).trim()}`,
    })),
  );
}

async function collect(pieces: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of pieces) out.push(piece);
  return out;
}

async function failure(pieces: AsyncIterable<string>): Promise<unknown> {
  try {
    await collect(pieces);
  } catch (error) {
    return error;
  }
  throw new Error('expected the answer to fail');
}

const signal = () => new AbortController().signal;

describe('LLM writer through the openai SDK', () => {
  it.each([
    ['short', null, /short summary/],
    ['detailed', null, /starts? with the timestamp/],
    ['blog', null, /blog post in Markdown/],
    ['social', null, /at most 280 characters.*hashtags/],
    ['custom', 'List every date mentioned.', /instructions:\nList every date mentioned\./],
  ] as const)('writes a %s summary with its own prompt, streamed piece by piece', async (type, customPrompt, prompt) => {
    const answer = 'The release moves to Friday. #release #planning';
    const server = await loopback(() => ({ pieces: wordPieces(answer), pieceDelayMs: 60 }));
    const times: number[] = [];
    const pieces: string[] = [];
    for await (const piece of writer(server.baseUrl).summarize(short, { type, customPrompt }, signal())) {
      pieces.push(piece);
      times.push(Date.now());
    }
    // Each piece arrives as the server sends it, not all at the end.
    expect(pieces.join('')).toBe(answer);
    expect(pieces).toHaveLength(wordPieces(answer).length);
    expect((times.at(-1) ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(200);

    expect(server.calls).toHaveLength(1);
    const [call] = server.calls;
    expect(call).toMatchObject({ model: 'test-model', stream: true, authorization: `Bearer ${API_KEY}` });
    expect(call?.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(call?.messages[0]?.content).toMatch(prompt);
    expect(call?.messages[1]?.content).toBe(
      '[0:05] Speaker A: Good morning, let us review the release plan.\n[1:23] Speaker B: The release moves to Friday because testing found two bugs.',
    );
  });

  it('keeps a social post within 280 characters, cut at a word, and stops the model there', async () => {
    const server = await loopback(() => ({ pieces: wordPieces('word '.repeat(100)), pieceDelayMs: 5 }));
    const post = (await collect(writer(server.baseUrl).summarize(short, { type: 'social', customPrompt: null }, signal()))).join('');
    expect(post.length).toBeLessThanOrEqual(280);
    expect(post).toMatch(/^(word )+word$/);
    expect(post.length).toBeGreaterThan(270);
    await expect.poll(() => server.calls[0]?.closedEarly).toBe(true);
  });

  it('writes times past an hour as h:mm:ss and leaves out what the transcript lacks', async () => {
    const server = await loopback(() => 'Summary.');
    const lines = transcript([
      { start: 3723, end: 3730, speaker: null, text: 'No speaker here.' },
      { start: null, end: null, speaker: 'Ana', text: 'No time here.' },
    ]);
    await collect(writer(server.baseUrl).summarize(lines, { type: 'short', customPrompt: null }, signal()));
    expect(server.calls[0]?.messages[1]?.content).toBe('[1:02:03] No speaker here.\nAna: No time here.');
  });

  it('summarizes a transcript too long for the context part by part, then combines the notes in a streamed call', async () => {
    const contextTokens = 2048;
    const long60 = long(60);
    const server = await loopback((call) => {
      const user = call.messages[1]?.content ?? '';
      if (call.messages[0]?.content.includes('You take notes')) {
        const part = /^Part (\d+) of (\d+)/.exec(user);
        const firstTime = /\[(\d+:\d+)\]/.exec(user)?.[1];
        return `- [${firstTime}] notes of part ${part?.[1]} of ${part?.[2]}`;
      }
      return { pieces: ['The plan ', 'was discussed ', 'at length.'] };
    });
    const pieces = await collect(
      writer(server.baseUrl, { contextTokens }).summarize(long60, { type: 'detailed', customPrompt: null }, signal()),
    );
    expect(pieces).toEqual(['The plan ', 'was discussed ', 'at length.']);

    const parts = server.calls.slice(0, -1);
    const final = server.calls.at(-1);
    expect(parts.length).toBeGreaterThanOrEqual(3);
    for (const [i, call] of parts.entries()) {
      expect(call.stream).toBe(false);
      expect(call.messages[1]?.content).toMatch(new RegExp(`^Part ${i + 1} of ${parts.length} of the transcript:`));
      // Every request fits the context with room for the answer.
      expect(estimateTokens(call.messages.map((m) => m.content).join(''))).toBeLessThanOrEqual(promptBudget(contextTokens));
    }
    // Every paragraph is read exactly once, in order.
    const read = parts.flatMap((call) => (call.messages[1]?.content ?? '').split('\n').slice(1));
    expect(read).toHaveLength(60);
    expect(read[0]).toMatch(/^\[0:00\] Speaker A: Paragraph 0 /);
    expect(read[59]).toMatch(/^\[59:00\] Speaker B: Paragraph 59 /);

    expect(final?.stream).toBe(true);
    expect(final?.messages[0]?.content).toMatch(/notes of its consecutive parts/);
    expect(final?.messages[0]?.content).toMatch(/bullet points that each start with the timestamp/);
    const notes = final?.messages[1]?.content ?? '';
    expect(notes).toContain(`Notes of part 1 of ${parts.length}:\n- [0:00] notes of part 1 of ${parts.length}`);
    expect(notes).toContain(`Notes of part ${parts.length} of ${parts.length}:`);
  });

  it('condenses notes again when together they are still too long for the final call', async () => {
    const server = await loopback((call) => {
      const user = call.messages[1]?.content ?? '';
      if (user.startsWith('Part ')) return `- [0:00] ${'a long note that goes on '.repeat(60)}`;
      if (user.startsWith('Notes of a run of parts')) return '- [0:00] condensed';
      return 'Final.';
    });
    const answer = await collect(
      writer(server.baseUrl, { contextTokens: 2048 }).summarize(long(60), { type: 'short', customPrompt: null }, signal()),
    );
    expect(answer.join('')).toBe('Final.');
    const condensing = server.calls.filter((c) => c.messages[1]?.content.startsWith('Notes of a run of parts'));
    expect(condensing.length).toBeGreaterThanOrEqual(1);
    const final = server.calls.at(-1);
    expect(final?.messages[1]?.content).toContain('- [0:00] condensed');
    expect(estimateTokens(final?.messages.map((m) => m.content).join('') ?? '')).toBeLessThanOrEqual(promptBudget(2048));
  });

  it('carries custom instructions into the notes of each part', async () => {
    const server = await loopback(() => 'ok');
    await collect(
      writer(server.baseUrl, { contextTokens: 2048 }).summarize(long(60), { type: 'custom', customPrompt: 'Only the risks.' }, signal()),
    );
    for (const call of server.calls) expect(call.messages[0]?.content).toContain('Only the risks.');
  });
});

describe('LLM chat through the openai SDK', () => {
  it('sends the whole transcript when it fits, the conversation so far, and the question', async () => {
    const server = await loopback(() => 'It moved to Friday [1:23].');
    const answer = await collect(
      writer(server.baseUrl).chat(
        short,
        {
          message: 'Why?',
          history: [
            { role: 'user', content: 'When is the release?' },
            { role: 'assistant', content: 'On Friday [1:23].' },
          ],
        },
        signal(),
      ),
    );
    expect(answer.join('')).toBe('It moved to Friday [1:23].');
    const [call] = server.calls;
    expect(call?.stream).toBe(true);
    expect(call?.messages.map((m) => [m.role, m.role === 'system' ? '' : m.content])).toEqual([
      ['system', ''],
      ['user', 'When is the release?'],
      ['assistant', 'On Friday [1:23].'],
      ['user', 'Why?'],
    ]);
    const system = call?.messages[0]?.content ?? '';
    expect(system).toContain('standup.mp3');
    expect(system).toContain('The transcript:\n[0:05] Speaker A: Good morning');
    expect(system).toContain('[1:23] Speaker B: The release moves to Friday');
  });

  it('grounds answers about a long transcript in the passages that match the question, with their times', async () => {
    const paragraphs = long(80).paragraphs;
    paragraphs[37] = {
      start: 2254,
      end: 2260,
      speaker: 'Speaker B',
      text: 'The bridge repair budget is 4.2 million dollars, approved by the council.',
    };
    const server = await loopback(() => 'It is 4.2 million dollars [37:34].');
    await collect(
      writer(server.baseUrl).chat(transcript(paragraphs), { message: 'What is the bridge repair budget?', history: [] }, signal()),
    );
    const system = server.calls[0]?.messages[0]?.content ?? '';
    expect(system).toContain('passages that best match the question');
    expect(system).toContain('[37:34] Speaker B: The bridge repair budget is 4.2 million dollars');
    expect(estimateTokens(system)).toBeLessThanOrEqual(promptBudget(8192));
    expect(system.split('\n').filter((line) => line.startsWith('[')).length).toBeLessThan(80);
  });

  it('keeps the latest turns of a long conversation that fit', async () => {
    const server = await loopback(() => 'ok');
    const history = Array.from({ length: 40 }, (_, i) => ({
      role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: `turn ${i} ${'x'.repeat(600)}`,
    }));
    await collect(writer(server.baseUrl).chat(short, { message: 'And now?', history }, signal()));
    const messages = server.calls[0]?.messages ?? [];
    expect(messages.length).toBeLessThan(42);
    expect(messages[1]?.role).toBe('user');
    expect(messages.at(-2)?.content).toMatch(/^turn 39 /);
    expect(messages.at(-1)?.content).toBe('And now?');
  });
});

describe('LLM writer failures', () => {
  const ask = (w: AiWriter, s = signal()) => w.summarize(short, { type: 'short', customPrompt: null }, s);

  it('reports a server error as AiUnavailableError after one retry', async () => {
    const server = await loopback(() => ({ status: 500, message: 'model crashed' }));
    const error = await failure(ask(writer(server.baseUrl)));
    expect(error).toBeInstanceOf(AiUnavailableError);
    expect((error as Error).message).toMatch(/\(test-model\) answered 500 model crashed/);
    expect(server.calls).toHaveLength(2);
  });

  it('reports a wrong key without repeating the key', async () => {
    const server = await loopback(() => 'never');
    const error = await failure(ask(writer(server.baseUrl, { apiKey: 'sk-wrong-key-123456' })));
    expect(error).toBeInstanceOf(AiUnavailableError);
    expect((error as Error).message).toMatch(/answered 401 Incorrect API key/);
    expect((error as Error).message).not.toContain('sk-wrong-key-123456');
  });

  it('scrubs the key from a server error that echoes it', async () => {
    const server = await loopback(() => ({ status: 400, message: `bad request from key ${API_KEY}` }));
    const error = await failure(ask(writer(server.baseUrl)));
    expect((error as Error).message).toMatch(/answered 400 bad request from key \[key\]/);
    expect((error as Error).message).not.toContain(API_KEY);
  });

  it('sends a placeholder key to a server that checks none', async () => {
    const server = await loopback(() => 'Fine.', null);
    const answer = await collect(ask(writer(server.baseUrl, { apiKey: undefined })));
    expect(answer.join('')).toBe('Fine.');
    expect(server.calls[0]?.authorization).toBe('Bearer no-key');
  });

  it('reports a connection cut mid-answer, after passing on what had come', async () => {
    const server = await loopback(() => ({ pieces: ['One ', 'two ', 'three'], dropAfter: 2 }));
    const got: string[] = [];
    let error: unknown;
    try {
      for await (const piece of ask(writer(server.baseUrl))) got.push(piece);
    } catch (e) {
      error = e;
    }
    expect(got).toEqual(['One ', 'two ']);
    expect(error).toBeInstanceOf(AiUnavailableError);
    expect((error as Error).message).toMatch(/test-model/);
  });

  it('gives up on a model that does not start answering in time', async () => {
    const server = await loopback(() => ({ pieces: ['late'], firstPieceDelayMs: 2000 }));
    const started = Date.now();
    const error = await failure(ask(writer(server.baseUrl, { timeouts: { firstTokenMs: 300 } })));
    expect(error).toBeInstanceOf(AiUnavailableError);
    expect((error as Error).message).toMatch(/did not start answering within/);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('gives up on a model that stops answering mid-way', async () => {
    const server = await loopback(() => ({ pieces: ['One ', 'two'], pieceDelayMs: 2000 }));
    const error = await failure(ask(writer(server.baseUrl, { timeouts: { idleMs: 300 } })));
    expect((error as Error).message).toMatch(/stopped answering for/);
  });

  it('reports an empty answer', async () => {
    const server = await loopback(() => ({ pieces: [] }));
    const error = await failure(ask(writer(server.baseUrl)));
    expect(error).toBeInstanceOf(AiUnavailableError);
    expect((error as Error).message).toMatch(/empty answer/);
  });

  it('reports a server that cannot be reached', async () => {
    const server = await loopback(() => 'never');
    await server.close();
    const error = await failure(ask(writer(server.baseUrl)));
    expect(error).toBeInstanceOf(AiUnavailableError);
    expect((error as Error).message).toMatch(/could not be reached/);
  });

  it('stops the answer and the request when the signal is aborted', async () => {
    const server = await loopback(() => ({ pieces: ['One ', 'two ', 'three ', 'four'], pieceDelayMs: 300 }));
    const controller = new AbortController();
    const got: string[] = [];
    let error: unknown;
    try {
      for await (const piece of ask(writer(server.baseUrl), controller.signal)) {
        got.push(piece);
        controller.abort(new Error('the person left'));
      }
    } catch (e) {
      error = e;
    }
    expect(got).toEqual(['One ']);
    expect((error as Error).message).toBe('the person left');
    await expect.poll(() => server.calls[0]?.closedEarly).toBe(true);
  });

  it('stops before asking when the signal is already aborted', async () => {
    const server = await loopback(() => 'never');
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    const error = await failure(ask(writer(server.baseUrl), controller.signal));
    expect((error as Error).message).toBe('gone');
    expect(server.calls).toHaveLength(0);
  });
});

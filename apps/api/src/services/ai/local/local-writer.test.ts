import { sentenceTokens } from '@verbatim/core-sdk/contracts';
import { describe, expect, it } from 'vitest';
import { formatClock } from '../../exports/format-timestamp';
import type { ChatRequest, SummaryRequest, TranscriptForAi } from '../ai-writer';
import { MAX_SHARE_QUOTED } from './extractive-summary';
import { NOT_IN_TRANSCRIPT } from './local-chat';
import { createLocalWriter } from './local-writer';
import { SOCIAL_POST_MAX_CHARS } from './social-post';
import { GARDEN_PODCAST, PLANNING_MEETING } from './test-transcripts';

const writer = createLocalWriter();
const open = () => new AbortController().signal;

async function collect(pieces: AsyncIterable<string>): Promise<{ text: string; pieces: number }> {
  let text = '';
  let count = 0;
  for await (const piece of pieces) {
    text += piece;
    count += 1;
  }
  return { text, pieces: count };
}

const summarize = async (transcript: TranscriptForAi, request: SummaryRequest) =>
  (await collect(writer.summarize(transcript, request, open()))).text;
const ask = async (transcript: TranscriptForAi, message: string, history: ChatRequest['history'] = []) =>
  (await collect(writer.chat(transcript, { message, history }, open()))).text;

/** The transcript's sentences as the viewer splits them, independently of the writer. */
const viewerSentences = (transcript: TranscriptForAi) =>
  transcript.paragraphs.flatMap((paragraph) => sentenceTokens(paragraph.text.split(' '), (word) => word).map((words) => words.join(' ')));

/** The lines after the notice line and the blank line under it. */
const body = (text: string) => text.split('\n').slice(2);

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Whether a summary quotes less than the share of the transcript a summary may quote: it is not the transcript again. */
const quotesLittle = (summary: string, transcript: TranscriptForAi) =>
  wordCount(summary.replace(/^[-#] |\[\d+:\d{2}\] |\w+: /gm, '')) <= wordCount(transcript.text) * MAX_SHARE_QUOTED + 12;

/** "[1:23]" → 83 seconds. */
const seconds = (stamp: string) => stamp.split(':').reduce((total, part) => total * 60 + Number(part), 0);

describe.each([
  ['a punctuated meeting', PLANNING_MEETING],
  ['an unpunctuated podcast (a local transcript stored before it was written as sentences)', GARDEN_PODCAST],
])('the local writer on %s', (_, transcript) => {
  const sentences = viewerSentences(transcript);

  it('is the local writer, with no model', () => {
    expect(writer.id).toBe('local');
    expect(writer.model).toBeNull();
  });

  it('makes a short summary of two or three of the transcript’s own sentences, and says it is extractive', async () => {
    const text = await summarize(transcript, { type: 'short', customPrompt: null });
    expect(text.split('\n')[0]).toMatch(/extractive summary/i);
    const [summary = ''] = body(text);
    // Sentences of a punctuated transcript end with their own punctuation; excerpts of an unpunctuated one with "…".
    const picked = summary.includes('…')
      ? summary.split(/…\s*/).filter(Boolean)
      : sentenceTokens(summary.split(' '), (word) => word).map((words) => words.join(' '));
    expect(picked.length).toBeGreaterThanOrEqual(2);
    expect(picked.length).toBeLessThanOrEqual(3);
    for (const sentence of picked) expect(sentences).toContain(sentence.trim());
    expect(quotesLittle(summary, transcript)).toBe(true);
  });

  it('lists the key points in transcript order, each with its time', async () => {
    const text = await summarize(transcript, { type: 'detailed', customPrompt: null });
    expect(text.split('\n')[0]).toMatch(/extractive summary/i);
    const points = body(text);
    expect(points.length).toBeGreaterThanOrEqual(3);
    expect(points.length).toBeLessThanOrEqual(8);
    expect(quotesLittle(points.join('\n'), transcript)).toBe(true);
    const times = points.map((point) => {
      const match = /^- \[(\d+:\d{2})\] (.+)$/.exec(point);
      expect(match, point).not.toBeNull();
      return seconds(match?.[1] ?? '');
    });
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(new Set(times).size).toBe(times.length);
    // Each time is within the paragraph that holds the sentence.
    for (const point of points) {
      const text = point.replace(/^- \[[\d:]+\] (\w+: )?/, '').replace(/…$/, '');
      const paragraph = transcript.paragraphs.find((candidate) => candidate.text.includes(text));
      expect(paragraph, point).toBeDefined();
      const time = seconds(/\[([\d:]+)\]/.exec(point)?.[1] ?? '');
      expect(time).toBeGreaterThanOrEqual(Math.floor(paragraph?.start ?? 0));
      expect(time).toBeLessThanOrEqual(paragraph?.end ?? 0);
    }
  });

  it('writes a blog post: a title of keywords, an opening, sections of key sentences, and the extractive notice', async () => {
    const text = await summarize(transcript, { type: 'blog', customPrompt: null });
    const lines = text.split('\n');
    const title = lines[0] ?? '';
    expect(title).toMatch(/^# \S/);
    expect(title.length).toBeLessThan(60);
    expect(title).not.toMatch(/[.?!…]$/);
    expect(lines[1]).toBe('');
    expect(lines[2]).toMatch(/^[^#]/);
    expect(lines.at(-1)).toMatch(/extractive summary/i);
    const headings = lines.filter((line) => line.startsWith('## '));
    expect(headings.length).toBeGreaterThanOrEqual(1);
    const paragraphs = lines.slice(2, -1).filter((line) => line && !line.startsWith('## '));
    expect(paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(quotesLittle(paragraphs.join('\n'), transcript)).toBe(true);
    for (const paragraph of paragraphs) {
      expect(transcript.text.replace(/\s+/g, ' ')).toContain(paragraph.split(/…\s*|(?<=[.?!])\s+/)[0]?.trim());
    }
  });

  it('writes one social post within 280 characters, with hashtags from the keywords', async () => {
    const post = await summarize(transcript, { type: 'social', customPrompt: null });
    expect(post.length).toBeLessThan(SOCIAL_POST_MAX_CHARS);
    expect(post.length).toBeGreaterThan(60);
    const hashtags = post.match(/#\p{L}[\p{L}\p{N}]*/gu) ?? [];
    expect(hashtags.length).toBeGreaterThanOrEqual(2);
    for (const tag of hashtags) expect(transcript.text.toLowerCase()).toContain(tag.slice(1).toLowerCase());
  });

  it('streams its answer in pieces, and stops when the signal is aborted', async () => {
    expect((await collect(writer.summarize(transcript, { type: 'detailed', customPrompt: null }, open()))).pieces).toBeGreaterThan(3);
    const controller = new AbortController();
    controller.abort();
    await expect(collect(writer.summarize(transcript, { type: 'short', customPrompt: null }, controller.signal))).rejects.toThrow(/abort/i);
  });

  it('says the transcript does not say, for a question it has nothing about', async () => {
    for (const question of ['What is the capital of Australia?', 'Which quantum chromodynamics lattice was simulated?']) {
      expect(await ask(transcript, question)).toBe(NOT_IN_TRANSCRIPT);
    }
  });
});

describe('a transcript too short to summarise', () => {
  it('is said to be so, for every type, rather than repeated', async () => {
    const paragraph = 'Thanks for calling. The parcel arrives on Monday morning.';
    const transcript: TranscriptForAi = {
      id: 'short',
      fileName: 'voicemail.wav',
      language: 'en',
      text: paragraph,
      paragraphs: [{ start: 0, end: 4, speaker: null, text: paragraph }],
      segments: [{ start: 0, end: 4, text: paragraph }],
    };
    for (const type of ['short', 'detailed', 'blog', 'social'] as const) {
      const text = await summarize(transcript, { type, customPrompt: null });
      expect(text).toMatch(/^The transcript is too short to summarise \(2 sentences, 9 words\)/);
      expect(text).not.toContain('parcel');
    }
  });
});

describe('custom summaries', () => {
  it('pick the passages about the instructions’ subject, with their times', async () => {
    const text = await summarize(PLANNING_MEETING, { type: 'custom', customPrompt: 'What was decided about hiring support staff?' });
    expect(text.split('\n')[0]).toMatch(/extractive summary/i);
    expect(text).toContain('We will hire two support engineers in Lisbon');
    expect(text).not.toContain('payment library');
    expect(body(text).every((line) => /^- \[\d+:\d{2}\] /.test(line))).toBe(true);

    const garden = await summarize(GARDEN_PODCAST, {
      type: 'custom',
      customPrompt: 'Summarise what was said about the fence and the deer',
    });
    expect(garden).toContain('deer have been eating the lettuce');
    expect(garden).not.toContain('marigolds');
  });

  it('fall back to the key points, saying so, when no passage matches the instructions', async () => {
    const text = await summarize(PLANNING_MEETING, { type: 'custom', customPrompt: 'Focus on the volcano eruption' });
    expect(text.split('\n')[0]).toMatch(/No passage of the transcript uses the words of your instructions.*extractive summary/);
    expect(body(text).length).toBeGreaterThanOrEqual(4);
  });
});

describe('chat by retrieval', () => {
  it('quotes the one to three sentences that hold the answer, best first, each with its time', async () => {
    const budget = await ask(PLANNING_MEETING, 'How much is the budget for next quarter?');
    const paragraph = PLANNING_MEETING.paragraphs[5];
    const [first = '', ...others] = budget.split('\n');
    expect(first).toBe(
      `At ${formatClock(paragraph?.start ?? 0)}, Sara: “The budget for next quarter is two hundred and forty thousand dollars, which is ten percent more than this quarter.”`,
    );
    expect(others.length).toBeLessThanOrEqual(2);
    for (const line of others) expect(line).toMatch(/^At \d+:\d{2}, \w+: “[^”]+”$/);

    const launch = await ask(PLANNING_MEETING, 'When did they agree to launch the mobile app?');
    expect(launch).toContain('we agreed to launch the mobile app on the fifteenth of May');

    const cost = await ask(GARDEN_PODCAST, 'how much did the drip irrigation cost');
    expect(cost).toContain('the drip system cost eighteen hundred dollars');
    expect(cost).toMatch(/At \d+:\d{2}: “/);
  });

  it('finds words in other forms: "hiring" finds "hire", "agree" finds "agreed"', async () => {
    const hiring = await ask(PLANNING_MEETING, 'Who will they hire?');
    expect(hiring).toContain('We will hire two support engineers');
    const agreed = await ask(PLANNING_MEETING, 'What did they agree?');
    expect(agreed.split('\n')[0]).toContain('So we agreed to launch the mobile app');
    // Two different questions, two different answers: the sentences that answer each.
    expect(hiring.split('\n')[0]).not.toBe(agreed.split('\n')[0]);
    const pesticides = await ask(GARDEN_PODCAST, 'Do they use a pesticide?');
    expect(pesticides).toContain('the garden uses pesticides');
  });

  it('reads a follow-up without a subject of its own with the question before it', async () => {
    const answer = await ask(GARDEN_PODCAST, 'And why?', [
      { role: 'user', content: 'Why did they build a fence?' },
      { role: 'assistant', content: 'From the transcript: …' },
    ]);
    expect(answer).toContain('deer have been eating the lettuce');
  });
});

import { aiStatusSchema, summaryTypes, translationLanguagesSchema } from '@verbatim/core-sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TranscriptionModel } from '../models/transcription';
import { AI_ANSWERS_PER_DAY } from '../services/ai/ai-daily-limit';
import type { HttpSession } from '../test-support/cookie-fetch';
import { type SignedUpSession, signedUpSession } from '../test-support/signed-up-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';

// The AI features on the embedded default, with no model configured: extractive summaries, answers by retrieval,
// and Apertium from Debian for translation, all for real.

/** A short meeting, sentence by sentence, each a segment with its time. */
const MEETING = [
  'Good morning everyone and thank you for joining the planning meeting.',
  'The new office in Lisbon opens in March after the lease was signed last week.',
  'Our budget for the launch is forty thousand euros, approved by the board on Monday.',
  'The marketing team will prepare the campaign and the website before the opening.',
  'Maria asked about hiring, and we agreed to hire two engineers for the Lisbon office.',
  'The house near the river will host the team dinner on Friday evening.',
  'Please send your questions by email before the next meeting.',
];

function transcriptRows() {
  const words: { start: number; end: number; text: string; confidence: number }[] = [];
  const segments: { start: number; end: number; text: string }[] = [];
  let at = 0.4;
  for (const sentence of MEETING) {
    const start = at;
    for (const text of sentence.split(' ')) {
      words.push({ start: at, end: Math.round((at + 0.3) * 1000) / 1000, text, confidence: 0.9 });
      at = Math.round((at + 0.4) * 1000) / 1000;
    }
    segments.push({ start, end: Math.round((at - 0.1) * 1000) / 1000, text: sentence });
    at = Math.round((at + 0.8) * 1000) / 1000;
  }
  return { words, segments, transcriptText: MEETING.join(' '), durationSeconds: at };
}

/** Cues of an SRT or VTT file: times in seconds and text. */
function cues(file: string): { start: number; end: number; text: string }[] {
  const seconds = (stamp: string) => {
    const [h = '0', m = '0', s = '0', ms = '0'] = stamp.split(/[:,.]/);
    return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
  };
  return file
    .replace(/\r\n/g, '\n')
    .split(/\n\n+/)
    .flatMap((block) => {
      const lines = block.split('\n');
      const timing = lines.findIndex((line) => line.includes('-->'));
      if (timing < 0) return [];
      const [from = '', to = ''] = (lines[timing] ?? '').split(' --> ');
      return [{ start: seconds(from.trim()), end: seconds(to.trim().split(' ')[0] ?? ''), text: lines.slice(timing + 1).join(' ') }];
    });
}

/** The rate limit of offline answers in these tests: more than the tests before the last one ask for. */
const LOCAL_ANSWERS_PER_HOUR = 40;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const MEETING_WORDS = wordCount(MEETING.join(' '));

describe.each(endpointTestDatabases())('AI features on the local default, on %s', (database) => {
  let server: TestServer;
  let owner: SignedUpSession;
  let stranger: HttpSession;
  const rows = transcriptRows();

  beforeAll(async () => {
    server = await startTestServer({
      database,
      env: { RUN_WORKER: 'false', LOCAL_AI_ANSWERS_MAX_PER_ACCOUNT: String(LOCAL_ANSWERS_PER_HOUR) },
    });
    owner = await signedUpSession(server, 'ai-owner');
    stranger = (await signedUpSession(server, 'ai-stranger')).http;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  async function insertTranscription(status: 'completed' | 'pending' = 'completed'): Promise<string> {
    const completed = status === 'completed';
    const row = await TranscriptionModel.query(server.deps.db).insertAndFetch({
      userId: owner.userId,
      fileName: 'planning.mp3',
      fileSize: 1000,
      mimeType: 'audio/mpeg',
      mediaKey: null,
      uploadPath: 'direct',
      status,
      progress: completed ? 100 : 0,
      language: completed ? 'en' : null,
      engine: completed ? 'local' : null,
      completedAt: completed ? new Date() : null,
      ...(completed ? rows : {}),
    });
    return row.id;
  }

  const usedToday = async () => aiStatusSchema.parse((await owner.http.get('/api/ai/status')).json).usedToday;

  it('says what writes the answers, and summarises each type in its own shape from a few of the transcript’s sentences, uncounted', async () => {
    const id = await insertTranscription();
    expect(aiStatusSchema.parse((await owner.http.get('/api/ai/status')).json)).toEqual({
      writer: 'local',
      speechEngine: 'local',
      model: null,
      dailyLimit: null,
      usedToday: 0,
    });
    const summaries = new Map<string, string>();
    for (const summaryType of summaryTypes) {
      const body = summaryType === 'custom' ? { summaryType, customPrompt: 'What did we decide about hiring?' } : { summaryType };
      const res = await owner.http.post(`/api/transcriptions/${id}/summarize`, body);
      expect(res.status, res.text).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(res.headers.get('verbatim-writer')).toBe('local');
      summaries.set(summaryType, res.text);
      // However it is shaped, a summary quotes less than half of the transcript.
      const quoted = MEETING.filter((sentence) => res.text.includes(sentence));
      expect(wordCount(quoted.join(' ')), summaryType).toBeLessThan(MEETING_WORDS / 2);
    }
    const sentencesIn = (text: string) => MEETING.filter((sentence) => text.includes(sentence)).length;
    const short = summaries.get('short') ?? '';
    expect(sentencesIn(short)).toBeGreaterThanOrEqual(2);
    expect(sentencesIn(short)).toBeLessThanOrEqual(3);
    const points = (summaries.get('detailed') ?? '').split('\n').filter((line) => line.startsWith('- '));
    expect(points.length).toBeGreaterThanOrEqual(3);
    for (const point of points) expect(point).toMatch(/^- \[\d+:\d{2}\] \S/);
    const blog = (summaries.get('blog') ?? '').split('\n');
    expect(blog[0]).toMatch(/^# \S/);
    expect(blog.some((line) => line.startsWith('## '))).toBe(true);
    expect(sentencesIn(blog.join('\n'))).toBeGreaterThanOrEqual(3);
    const social = summaries.get('social') ?? '';
    expect(social.length).toBeLessThan(280);
    expect(social).toMatch(/#\w+/);
    expect(summaries.get('custom')).toContain('hire two engineers');
    // Offline summaries cost no model's tokens: none counts against the day's AI answers.
    expect(await usedToday()).toBe(0);
    // Asked again, each is the kept one: the same text.
    const again = await owner.http.post(`/api/transcriptions/${id}/summarize`, { summaryType: 'short' });
    expect(again.text).toBe(short);
  });

  it('says a transcript too short to summarise is so, rather than repeating it', async () => {
    const row = await TranscriptionModel.query(server.deps.db).insertAndFetch({
      userId: owner.userId,
      fileName: 'voicemail.wav',
      fileSize: 1000,
      mimeType: 'audio/wav',
      mediaKey: null,
      uploadPath: 'direct',
      status: 'completed',
      progress: 100,
      language: 'en',
      engine: 'local',
      completedAt: new Date(),
      transcriptText: 'Call me back about the parcel.',
      segments: [{ start: 0, end: 2, text: 'Call me back about the parcel.' }],
      durationSeconds: 2,
    });
    const res = await owner.http.post(`/api/transcriptions/${row.id}/summarize`, { summaryType: 'blog' });
    expect(res.status, res.text).toBe(200);
    expect(res.text).toMatch(/^The transcript is too short to summarise/);
    expect(res.text).not.toContain('parcel');
  });

  it('answers a question with the one to three sentences that say it and their times, and says so when the transcript does not', async () => {
    const id = await insertTranscription();
    const answer = await owner.http.post(`/api/transcriptions/${id}/chat`, { message: 'How big is the launch budget?' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('verbatim-writer')).toBe('local');
    const quotes = answer.text.split('\n');
    expect(quotes.length).toBeGreaterThanOrEqual(1);
    expect(quotes.length).toBeLessThanOrEqual(3);
    expect(quotes[0]).toMatch(/^At \d+:\d{2}: “Our budget for the launch is forty thousand euros, approved by the board on Monday\.”$/);
    const hiring = await owner.http.post(`/api/transcriptions/${id}/chat`, { message: 'How many engineers will be hired?' });
    expect(hiring.text.split('\n')[0]).toContain('we agreed to hire two engineers for the Lisbon office');
    expect(hiring.text).not.toBe(answer.text);
    const unknown = await owner.http.post(`/api/transcriptions/${id}/chat`, {
      message: 'Which quantum chromodynamics lattice was simulated?',
      history: [{ role: 'user', content: 'Hello' }],
    });
    expect(unknown.status).toBe(200);
    expect(unknown.text).toBe('The transcript does not say.');
    expect(await usedToday()).toBe(0);
  });

  it('translates into Spanish with Apertium segment by segment, and downloads the translation as text and subtitles on the original times', async () => {
    const id = await insertTranscription();
    const languages = translationLanguagesSchema.parse((await owner.http.get('/api/translation-languages?from=en')).json);
    expect(languages.source).toBe('en');
    expect(languages.languages).toContainEqual({ code: 'es', name: 'Spanish', translator: 'apertium' });
    expect(languages.languages.some((language) => language.code === 'en')).toBe(false);

    expect((await owner.http.get(`/api/transcriptions/${id}/translations/es/download?format=srt`)).status).toBe(404);
    expect((await owner.http.get(`/api/transcriptions/${id}/translations/es`)).json).toEqual({ translation: null });
    const res = await owner.http.post(`/api/transcriptions/${id}/translate`, { targetLanguage: 'es', languageName: 'Spanish' });
    expect(res.status, res.text).toBe(200);
    const lines = res.text.trim().split('\n');
    expect(lines).toHaveLength(MEETING.length);
    expect(lines[5]).toMatch(/casa/i);
    // A page opened later reads the kept translation as it was streamed, without translating again.
    const kept = await owner.http.get(`/api/transcriptions/${id}/translations/ES`);
    expect(kept.status, kept.text).toBe(200);
    expect(kept.json).toEqual({ translation: { language: 'es', text: res.text.trim(), createdAt: expect.any(String) } });
    expect((await owner.http.get(`/api/transcriptions/${id}/translations/fr`)).json).toEqual({ translation: null });

    const srt = await owner.http.get(`/api/transcriptions/${id}/translations/es/download?format=srt`);
    expect(srt.status).toBe(200);
    expect(srt.headers.get('content-disposition')).toContain('planning.es.srt');
    const found = cues(srt.text);
    expect(found.map((cue) => cue.text).join(' ')).toMatch(/casa/i);
    const last = rows.segments.at(-1)?.end ?? 0;
    for (const [index, cue] of found.entries()) {
      expect(cue.start).toBeGreaterThanOrEqual(rows.segments[0]?.start ?? 0);
      expect(cue.end).toBeLessThanOrEqual(last + 2);
      if (index > 0) expect(cue.start).toBeGreaterThanOrEqual(found[index - 1]?.end ?? 0);
    }
    const vtt = await owner.http.get(`/api/transcriptions/${id}/translations/es/download?format=vtt`);
    expect(vtt.text.startsWith('WEBVTT')).toBe(true);
    const txt = await owner.http.get(`/api/transcriptions/${id}/translations/es/download?format=txt`);
    expect(txt.text).toMatch(/casa/i);

    const unsupported = await owner.http.post(`/api/transcriptions/${id}/translate`, { targetLanguage: 'xh', languageName: 'Xhosa' });
    expect(unsupported.status).toBe(400);
    expect(unsupported.json.error?.code).toBe('LANGUAGE_NOT_SUPPORTED');
  });

  it('forgets kept results when the text is edited', async () => {
    const id = await insertTranscription();
    await owner.http.post(`/api/transcriptions/${id}/translate`, { targetLanguage: 'es', languageName: 'Spanish' });
    const before = await owner.http.post(`/api/transcriptions/${id}/summarize`, { summaryType: 'detailed' });
    expect(before.status).toBe(200);
    const keptSummaries = () =>
      server.deps
        .db('ai_results')
        .where({ transcriptionId: id, kind: 'summary' })
        .count<{ count: string | number }[]>({ count: '*' })
        .first();
    expect(Number((await keptSummaries())?.count)).toBe(1);
    const edit = await owner.http.request('PATCH', `/api/transcriptions/${id}`, { edits: [{ start: 0, end: 2, text: 'Hello' }] });
    expect(edit.status, edit.text).toBe(200);
    expect((await owner.http.get(`/api/transcriptions/${id}/translations/es/download?format=txt`)).status).toBe(404);
    expect((await owner.http.get(`/api/transcriptions/${id}/translations/es`)).json).toEqual({ translation: null });
    expect(Number((await keptSummaries())?.count)).toBe(0);
    const after = await owner.http.post(`/api/transcriptions/${id}/summarize`, { summaryType: 'detailed' });
    expect(after.status).toBe(200);
    expect(Number((await keptSummaries())?.count)).toBe(1);
  });

  it('refuses a transcript without text, answers offline past the daily limit of model answers but not past the rate limit, and hides everything from another user', async () => {
    const pending = await insertTranscription('pending');
    const noText = await owner.http.post(`/api/transcriptions/${pending}/summarize`, { summaryType: 'short' });
    expect(noText.status).toBe(409);
    expect(noText.json.error?.code).toBe('NO_TRANSCRIPT_TEXT');

    const id = await insertTranscription();
    const kept = await owner.http.post(`/api/transcriptions/${id}/summarize`, { summaryType: 'blog' });
    expect(kept.status).toBe(200);
    const used = await usedToday();
    await server.deps
      .db('ai_requests')
      .insert(
        Array.from({ length: AI_ANSWERS_PER_DAY.free - used }, () => ({ userId: owner.userId, feature: 'chat', createdAt: new Date() })),
      );
    // The day's AI answers bound a model's cost: offline answers are made past them, and are not counted.
    const offline = await owner.http.post(`/api/transcriptions/${id}/chat`, { message: 'Who asked about hiring?' });
    expect(offline.status, offline.text).toBe(200);
    expect(offline.text).toContain('Maria asked about hiring');
    expect((await owner.http.post(`/api/transcriptions/${id}/summarize`, { summaryType: 'detailed' })).status).toBe(200);
    expect(await usedToday()).toBe(AI_ANSWERS_PER_DAY.free);
    expect((await owner.http.post(`/api/transcriptions/${id}/summarize`, { summaryType: 'blog' })).text).toBe(kept.text);
    // A script asking without end still meets the rate limit of offline answers.
    let refused: Awaited<ReturnType<typeof owner.http.post>> | undefined;
    for (let asked = 0; asked <= LOCAL_ANSWERS_PER_HOUR && !refused; asked += 1) {
      const res = await owner.http.post(`/api/transcriptions/${id}/chat`, { message: `Where is the new office? ${asked}` });
      if (res.status !== 200) refused = res;
    }
    expect(refused?.status).toBe(429);
    expect(refused?.json.error?.code).toBe('RATE_LIMITED');
    expect(refused?.headers.get('retry-after')).toMatch(/^\d+$/);

    const calls: [string, string, unknown][] = [
      ['POST', `/api/transcriptions/${id}/summarize`, { summaryType: 'blog' }],
      ['POST', `/api/transcriptions/${id}/chat`, { message: 'Budget?' }],
      ['POST', `/api/transcriptions/${id}/translate`, { targetLanguage: 'es', languageName: 'Spanish' }],
      ['GET', `/api/transcriptions/${id}/translations/es/download?format=txt`, undefined],
      ['GET', `/api/transcriptions/${id}/translations/es`, undefined],
    ];
    for (const [method, path, body] of calls) {
      const res = await stranger.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.text).not.toContain('Lisbon');
    }
  });
});

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpSession } from '../test-support/cookie-fetch';
import { makeTestMedia, type TestMedia } from '../test-support/media/make-test-media';
import { signedUpSession } from '../test-support/signed-up-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';

// The offline summaries and chat on what the local engine heard in a recording of ten spoken sentences, not on text
// typed into the database: every type meets its length and shape, and chat picks the sentence that answers.

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

async function waitForCompleted(http: HttpSession, id: string, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await http.get(`/api/transcriptions/${id}`);
    if (res.json.status === 'completed' || res.json.status === 'failed') return res.json;
    if (Date.now() > deadline) throw new Error(`still ${String(res.json.status)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

describe.each(endpointTestDatabases())('offline summaries and chat on a spoken recording, on %s', (database) => {
  let server: TestServer;
  let media: TestMedia;
  let http: HttpSession;
  let id: string;
  /** The transcript's sentences as the local engine wrote them: one segment each. */
  let sentences: string[];

  beforeAll(async () => {
    media = await makeTestMedia();
    server = await startTestServer({ database });
    http = (await signedUpSession(server, 'listener')).http;
    const form = new FormData();
    form.append('file', new Blob([readFileSync(media.long.path)], { type: 'audio/wav' }), 'ten-sentences.wav');
    const up = await http.fetch(`${http.baseUrl}/api/transcriptions/upload`, { method: 'POST', body: form });
    expect(up.status).toBe(201);
    id = ((await up.json()) as { transcriptionId: string }).transcriptionId;
    const transcription = await waitForCompleted(http, id);
    expect(transcription.status).toBe('completed');
    sentences = (transcription.segments as { text: string }[]).map((segment) => segment.text);
  }, 300_000);
  afterAll(async () => {
    await server?.close();
  });

  const summarise = async (summaryType: string) => {
    const res = await http.post(`/api/transcriptions/${id}/summarize`, { summaryType });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('verbatim-writer')).toBe('local');
    return res.text;
  };
  const quoted = (text: string) => sentences.filter((sentence) => text.includes(sentence));

  it('hears the ten sentences as sentences', () => {
    expect(sentences.length).toBeGreaterThanOrEqual(8);
    expect(sentences.length).toBeLessThanOrEqual(12);
    for (const sentence of sentences) expect(sentence).toMatch(/^[A-Z0-9].*[.?]$/);
  });

  it('summarises each type in its own length and shape, none quoting most of the transcript', async () => {
    const total = wordCount(sentences.join(' '));
    const short = await summarise('short');
    expect(quoted(short).length).toBeGreaterThanOrEqual(2);
    expect(quoted(short).length).toBeLessThanOrEqual(3);
    const detailed = await summarise('detailed');
    const points = detailed.split('\n').filter((line) => line.startsWith('- '));
    expect(points.length).toBeGreaterThanOrEqual(2);
    for (const point of points) expect(point).toMatch(/^- \[\d+:\d{2}\] \S/);
    const blog = await summarise('blog');
    const lines = blog.split('\n');
    expect(lines[0]).toMatch(/^# \S/);
    expect(lines.some((line) => line.startsWith('## '))).toBe(true);
    const social = await summarise('social');
    expect(social.length).toBeLessThan(280);
    expect(social).toMatch(/#\w+/);
    for (const [type, text] of Object.entries({ short, detailed, blog, social })) {
      expect(wordCount(quoted(text).join(' ')), type).toBeLessThan(total / 2);
    }
  });

  it('answers two questions with the different sentences that say them, and says so when none does', async () => {
    const ask = async (message: string) => {
      const res = await http.post(`/api/transcriptions/${id}/chat`, { message });
      expect(res.status, res.text).toBe(200);
      return res.text;
    };
    const brother = await ask('Where does my brother live?');
    expect(brother.split('\n')[0]).toMatch(/^At \d+:\d{2}: “My brother lives in a small house near the river\.”$/);
    const children = await ask('Where did the children play until dinner?');
    expect(children.split('\n')[0]).toContain('The children played in the garden');
    expect(children).not.toBe(brother);
    expect(await ask('Which quantum chromodynamics lattice was simulated?')).toBe('The transcript does not say.');
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TranscriptionModel } from '../models/transcription';
import type { HttpSession } from '../test-support/cookie-fetch';
import { signedUpSession } from '../test-support/signed-up-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';

/** Two speakers (labelled as engines label them), accented and Cyrillic words, and word timings as an engine stores them. */
const SPOKEN = [
  ['A', 'Welcome to the café meeting. Today we plan the Zürich launch.'],
  ['B', 'Thanks. Дмитрий sends the budget tomorrow, and we review it on Friday.'],
] as const;

function transcriptRows() {
  const words: { start: number; end: number; text: string; confidence: number }[] = [];
  const segments: { start: number; end: number; text: string; speaker: string }[] = [];
  let at = 0.5;
  for (const [speaker, line] of SPOKEN) {
    const start = at;
    for (const text of line.split(' ')) {
      words.push({ start: at, end: at + 0.35, text, confidence: 0.9 });
      at += 0.45;
    }
    segments.push({ start, end: at, text: line, speaker });
    at += 1.2;
  }
  return { words, segments, transcriptText: SPOKEN.map(([, line]) => line).join(' '), durationSeconds: at };
}

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'verbatim-export-'));
  try {
    writeFileSync(join(dir, 'file.pdf'), pdf);
    return execFileSync('pdftotext', [join(dir, 'file.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Cue times of an SRT or VTT file, in seconds. */
function cueTimes(text: string): { start: number; end: number }[] {
  const seconds = (h: string, m: string, s: string, ms: string) => Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
  return [...text.matchAll(/(\d{2}):(\d{2}):(\d{2})[,.](\d{3}) --> (\d{2}):(\d{2}):(\d{2})[,.](\d{3})/g)].map((m) => ({
    start: seconds(m[1] ?? '', m[2] ?? '', m[3] ?? '', m[4] ?? ''),
    end: seconds(m[5] ?? '', m[6] ?? '', m[7] ?? '', m[8] ?? ''),
  }));
}

describe.each(endpointTestDatabases())('transcript exports on %s', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  let id: string;
  beforeAll(async () => {
    server = await startTestServer({ database, env: { RUN_WORKER: 'false' } });
    const session = await signedUpSession(server, 'exports');
    owner = session.http;
    const row = await TranscriptionModel.query(server.deps.db).insertAndFetch({
      userId: session.userId,
      fileName: 'team-meeting.mp3',
      fileSize: 1000,
      mimeType: 'audio/mpeg',
      mediaKey: null,
      uploadPath: 'direct',
      status: 'completed',
      progress: 100,
      language: 'en',
      engine: 'assemblyai',
      completedAt: new Date(),
      ...transcriptRows(),
    });
    id = row.id;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const download = async (http: HttpSession, query: string) => {
    const res = await http.fetch(`${http.baseUrl}/api/transcriptions/${id}/download?${query}`);
    return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
  };

  it('makes a real PDF named after the file, with the words as typed, speakers and, when asked, timestamps', async () => {
    const res = await download(owner, 'format=pdf&timestamps=true');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('team-meeting.pdf');
    const text = pdfText(res.body);
    for (const expected of ['team-meeting.mp3', 'café', 'Zürich', 'Дмитрий', 'Speaker A', 'Speaker B', '0:00'])
      expect(text).toContain(expected);
    expect(pdfText((await download(owner, 'format=pdf&header=false')).body)).not.toContain('team-meeting.mp3');
  });

  it('makes a Word document, a text file, and JSON with segments and words', async () => {
    const docx = await download(owner, 'format=docx');
    expect(docx.headers.get('content-disposition')).toContain('team-meeting.docx');
    expect(docx.body.subarray(0, 2).toString()).toBe('PK');
    const txt = await download(owner, 'format=txt&timestamps=true');
    expect(txt.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const plain = txt.body.toString('utf8');
    expect(plain).toContain('Дмитрий sends the budget tomorrow');
    expect(plain).toMatch(/\[0:0\d\]/);
    const json = JSON.parse((await download(owner, 'format=json')).body.toString('utf8')) as {
      words: unknown[];
      segments: { speaker: string }[];
    };
    expect(json.words).toHaveLength(transcriptRows().words.length);
    expect(json.segments.map((s) => s.speaker)).toEqual(['Speaker A', 'Speaker B']);
  });

  it('makes subtitles whose cues follow the word timings and never overlap', async () => {
    for (const format of ['srt', 'vtt'] as const) {
      const res = await download(owner, `format=${format}`);
      expect(res.headers.get('content-disposition')).toContain(`team-meeting.${format}`);
      const text = res.body.toString('utf8');
      if (format === 'vtt') expect(text.startsWith('WEBVTT')).toBe(true);
      const cues = cueTimes(text);
      expect(cues.length).toBeGreaterThanOrEqual(2);
      expect(cues[0]?.start).toBeCloseTo(0.5, 1);
      for (const [i, cue] of cues.entries()) {
        expect(cue.end).toBeGreaterThan(cue.start);
        if (i > 0) expect(cue.start).toBeGreaterThanOrEqual(cues[i - 1]?.end ?? 0);
      }
      expect(text).toContain('Speaker B');
    }
  });

  it('is the owner’s alone, needs a finished transcript, and refuses an unknown format', async () => {
    const stranger = (await signedUpSession(server, 'export-stranger')).http;
    for (const format of ['pdf', 'docx', 'txt', 'srt', 'vtt', 'json'])
      expect((await download(stranger, `format=${format}`)).status).toBe(404);
    expect((await download(owner, 'format=odt')).status).toBe(400);
    expect((await download(owner, 'format=txt&timestamps=maybe')).status).toBe(400);
    await server.deps.db('transcriptions').where({ id }).update({ status: 'processing' });
    expect((await download(owner, 'format=txt')).status).toBe(409);
    await server.deps.db('transcriptions').where({ id }).update({ status: 'completed' });
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TranscriptionModel } from '../models/transcription';
import { parsePocketsphinxOutput } from '../services/speech/local/parse-pocketsphinx';
import { segmentLocalWords } from '../services/speech/local/segment-local-words';
import type { HttpSession } from '../test-support/cookie-fetch';
import { createHttpSession } from '../test-support/cookie-fetch';
import { paragraphsOf, unzipDocx } from '../test-support/docx-text';
import { signedUpSession } from '../test-support/signed-up-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';

/**
 * The local engine's transcript of a real reading (the LibriVox clips the segmenter's tests use), with the reader's
 * silence before the third sentence stretched to 2 s: a paragraph pause. Five sentences unmarked would read 3 + 2;
 * the pause makes them 2 + 3.
 */
function pausedReading() {
  const fixture = join(import.meta.dirname, '..', 'services', 'speech', 'local', 'fixtures', 'librivox-austen.pocketsphinx.txt');
  const utterances = parsePocketsphinxOutput(readFileSync(fixture, 'utf8')).map((u) => ({
    words: u.words.map((w) => (w.start >= 10.2 ? { ...w, start: w.start + 1.5, end: w.end + 1.5 } : w)),
  }));
  return segmentLocalWords(utterances);
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'verbatim-paragraphs-'));
  try {
    writeFileSync(join(dir, 'file.pdf'), pdf);
    return execFileSync('pdftotext', [join(dir, 'file.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(endpointTestDatabases())('paragraphs from the local engine’s pauses on %s', (database) => {
  const reading = pausedReading();
  const sentences = reading.segments.map((segment) => segment.text);
  const expected = [sentences.slice(0, 2).join(' '), sentences.slice(2).join(' ')];
  let server: TestServer;
  let owner: HttpSession;
  let id: string;
  beforeAll(async () => {
    server = await startTestServer({ database, env: { RUN_WORKER: 'false' } });
    const session = await signedUpSession(server, 'paragraphs');
    owner = session.http;
    const row = await TranscriptionModel.query(server.deps.db).insertAndFetch({
      userId: session.userId,
      fileName: 'reading.wav',
      fileSize: 1000,
      mimeType: 'audio/wav',
      mediaKey: null,
      uploadPath: 'direct',
      status: 'completed',
      progress: 100,
      language: 'en',
      engine: 'local',
      completedAt: new Date(),
      durationSeconds: 26.5,
      transcriptText: reading.text,
      segments: reading.segments,
      words: reading.words,
    });
    id = row.id;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const download = async (path: string) => {
    const res = await owner.fetch(`${owner.baseUrl}${path}`);
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  };

  it('marks the paragraph in the segments the API answers', async () => {
    expect(sentences).toHaveLength(5);
    const res = await owner.get(`/api/transcriptions/${id}`);
    const segments = res.json.segments as { paragraphStart?: boolean }[];
    expect(segments.map((s) => s.paragraphStart ?? false)).toEqual([true, false, true, false, false]);
  });

  it('breaks the TXT, DOCX and PDF exports at the pause', async () => {
    const txt = (await download(`/api/transcriptions/${id}/download?format=txt&header=false`)).toString('utf8');
    expect(
      txt
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n\r\n'),
    ).toEqual(expected);
    const docx = unzipDocx(await download(`/api/transcriptions/${id}/download?format=docx&header=false`));
    expect(paragraphsOf(docx['word/document.xml'] ?? '').filter((p) => p.trim())).toEqual(expected);
    // pdftotext writes a PDF's lines, wrapped ones too, one per line: the second paragraph opens a line, and the
    // sentence where the sentence-count fallback would have broken runs on within one.
    const lines = pdfText(await download(`/api/transcriptions/${id}/download?format=pdf&header=false`))
      .split('\n')
      .map(normalise);
    expect(normalise(lines.join(' '))).toContain(expected.join(' '));
    expect(lines.some((line) => line.startsWith('Less to be rather'))).toBe(true);
    expect(lines.find((line) => line.includes('Happy married'))?.startsWith('Happy married')).toBe(false);
  });

  it('shows a shared link the same paragraphs', async () => {
    const link = await owner.post(`/api/transcriptions/${id}/share`, {});
    expect(link.status, link.text).toBe(201);
    const token = link.json.token as string;
    const outsider = createHttpSession(server.url);
    const shared = await outsider.get(`/api/shared/${token}`);
    expect(shared.status).toBe(200);
    const transcript = (shared.json.transcription ?? shared.json) as { segments: { paragraphStart?: boolean }[] };
    expect(transcript.segments.map((s) => s.paragraphStart ?? false)).toEqual([true, false, true, false, false]);
    const res = await outsider.fetch(`${server.url}/api/shared/${token}/download?format=txt&header=false`);
    const txt = Buffer.from(await res.arrayBuffer()).toString('utf8');
    expect(
      txt
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n\r\n'),
    ).toEqual(expected);
  });
});

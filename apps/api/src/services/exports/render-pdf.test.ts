import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ExportDocument, ExportParagraph } from './export-document';
import { renderPdf } from './render-pdf';

/** Runs a poppler tool on the PDF, so the test reads what a PDF reader finds in the file. */
function poppler(tool: 'pdftotext' | 'pdfinfo', pdf: Buffer, args: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'verbatim-export-pdf-'));
  try {
    writeFileSync(join(dir, 'export.pdf'), pdf);
    return execFileSync(tool, [...args, join(dir, 'export.pdf'), ...(tool === 'pdftotext' ? ['-'] : [])], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const pdfText = (pdf: Buffer) => poppler('pdftotext', pdf, []);

const paragraph = (text: string, start: number | null, speaker: string | null = null): ExportParagraph => ({
  start,
  end: start === null ? null : start + 4,
  speaker,
  text,
  words: [],
});

const exportDoc = (fields: Partial<ExportDocument> = {}): ExportDocument => ({
  id: 'tr_1',
  fileName: 'team-meeting.mp3',
  baseName: 'team-meeting',
  createdAt: new Date('2026-11-23T22:30:00Z'),
  durationSeconds: 3725,
  language: 'en',
  text: '',
  paragraphs: [
    paragraph('Welcome everyone to the planning call.', 5, 'Alice'),
    paragraph('Zoë Ångström joins us from Malmö today.', 31, 'Alice'),
    paragraph('Спасибо, Дмитрий здесь. Καλημέρα από την Ελένη.', 64, 'Дмитрий'),
    paragraph('Let us wrap up before the hour ends.', 3700, 'Alice'),
  ],
  words: [],
  segments: [],
  ...fields,
});

/** Collapses pdftotext's line wrapping, so a sentence is found whichever words ended a line. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('renderPdf', () => {
  it('is a PDF with the heading, every paragraph as written and each change of speaker in bold', async () => {
    const pdf = await renderPdf(exportDoc(), { timestamps: false, header: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = flat(pdfText(pdf));
    for (const expected of [
      'team-meeting.mp3',
      'November 23, 2026',
      'Duration: 1:02:05',
      'Alice: Welcome everyone to the planning call.',
      'Zoë Ångström joins us from Malmö today.',
      'Дмитрий: Спасибо, Дмитрий здесь. Καλημέρα από την Ελένη.',
      'Alice: Let us wrap up before the hour ends.',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    // Alice's second paragraph continues her turn, so her name is not repeated there.
    expect(text.match(/Alice:/g)).toHaveLength(2);
    expect(text).not.toMatch(/\[\d+:\d\d\]/);
  });

  it('puts each known start time before its paragraph only when asked', async () => {
    const timed = exportDoc({
      paragraphs: [
        paragraph('First part.', 5.9, 'Alice'),
        paragraph('Without timings.', null, 'Bob'),
        paragraph('After an hour.', 3700, 'Alice'),
      ],
    });
    const text = flat(pdfText(await renderPdf(timed, { timestamps: true, header: false })));
    expect(text).toContain('[0:05] Alice: First part.');
    expect(text).toContain('Bob: Without timings.');
    expect(text).not.toContain('] Bob');
    expect(text).toContain('[1:01:40] Alice: After an hour.');
  });

  it('leaves the heading out when not asked, and says N/A for an unknown duration', async () => {
    const bare = flat(pdfText(await renderPdf(exportDoc(), { timestamps: false, header: false })));
    expect(bare).not.toContain('team-meeting.mp3');
    expect(bare).not.toContain('November 23, 2026');
    expect(bare).toContain('Welcome everyone');
    const unknown = flat(pdfText(await renderPdf(exportDoc({ durationSeconds: null }), { timestamps: false, header: true })));
    expect(unknown).toContain('Duration: N/A');
  });

  it('carries the title, author, creation date and language in its metadata, and the same transcript gives the same bytes', async () => {
    const pdf = await renderPdf(exportDoc(), { timestamps: true, header: true });
    const info = poppler('pdfinfo', pdf, ['-isodates']);
    expect(info).toMatch(/^Title:\s+team-meeting\.mp3$/m);
    expect(info).toMatch(/^Author:\s+Verbatim$/m);
    expect(info).toMatch(/^CreationDate:\s+2026-11-23T22:30:00/m);
    expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)$/m);
    expect(pdf.toString('latin1')).toContain('/Lang (en)');
    expect((await renderPdf(exportDoc(), { timestamps: true, header: true })).equals(pdf)).toBe(true);
  });

  it('is still a readable file when there is no transcript', async () => {
    for (const paragraphs of [[], [paragraph('   ', 0, 'Alice')]]) {
      const pdf = await renderPdf(exportDoc({ paragraphs }), { timestamps: true, header: true });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = flat(pdfText(pdf));
      expect(text).toContain('team-meeting.mp3');
      expect(text).toContain('No transcript available.');
      expect(text).toContain('Page 1 of 1');
    }
  });

  it('lays out a 20,000-word transcript over numbered pages in reasonable time', async () => {
    const words = 'the quick brown fox jumps over a lazy dog while Zoë reads'.split(' ');
    const paragraphs = Array.from({ length: 400 }, (_, index) =>
      paragraph(
        `Paragraph ${index + 1}. ${Array.from({ length: 50 }, (_, word) => words[(index + word) % words.length]).join(' ')}.`,
        index * 20,
        index % 3 === 0 ? 'Alice' : 'Bob',
      ),
    );
    const started = performance.now();
    const pdf = await renderPdf(exportDoc({ paragraphs }), { timestamps: true, header: true });
    const seconds = (performance.now() - started) / 1000;
    // A sanity bound far above the expected time (about a second): it only catches layout going quadratic.
    expect(seconds).toBeLessThan(20);
    console.info(`renderPdf: 20,400 words, ${(pdf.length / 1024).toFixed(0)} KB in ${seconds.toFixed(2)} s`);

    const pages = pdfText(pdf).split('\f').slice(0, -1);
    const count = Number(/^Pages:\s+(\d+)$/m.exec(poppler('pdfinfo', pdf, []))?.[1]);
    expect(count).toBeGreaterThan(1);
    expect(pages).toHaveLength(count);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${count}`);
    });
    const text = flat(pages.join(' '));
    expect(text).toContain('Paragraph 1.');
    expect(text).toContain('Paragraph 400.');
    expect(text).toContain('[2:13:00] Alice: Paragraph 400.');
  });
});

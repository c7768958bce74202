import { describe, expect, it } from 'vitest';
import { paragraphsOf, unzipDocx } from '../../test-support/docx-text';
import type { ExportDocument, ExportParagraph } from './export-document';
import { renderDocx } from './render-docx';

const paragraph = (text: string, start: number | null, speaker: string | null = null): ExportParagraph => ({
  start,
  end: start === null ? null : start + 4,
  speaker,
  text,
  words: [],
});

const exportDoc = (fields: Partial<ExportDocument> = {}): ExportDocument => ({
  id: 'tr_1',
  fileName: 'Q4 review & plans.m4a',
  baseName: 'Q4 review & plans',
  createdAt: new Date('2026-11-23T22:30:00Z'),
  durationSeconds: 125.4,
  language: 'de-DE',
  text: '',
  paragraphs: [
    paragraph('Guten Morgen, wir beginnen <jetzt>.', 5, 'Jürgen'),
    paragraph('Zoë Ångström hat die Zahlen.', 31, 'Jürgen'),
    paragraph('Спасибо, Дмитрий здесь. Καλημέρα από την Ελένη.', 64, 'Дмитрий'),
  ],
  words: [],
  segments: [],
  ...fields,
});

describe('renderDocx', () => {
  it('is a Word document with a Title heading, a subtitle, and each paragraph with its speaker in bold', async () => {
    const docx = await renderDocx(exportDoc(), { timestamps: false, header: true });
    expect(docx.subarray(0, 2).toString()).toBe('PK');
    const parts = unzipDocx(docx);
    const xml = parts['word/document.xml'] ?? '';
    expect(paragraphsOf(xml)).toEqual([
      'Q4 review & plans.m4a',
      'November 23, 2026 · Duration: 2:05.4',
      'Jürgen: Guten Morgen, wir beginnen <jetzt>.',
      'Zoë Ångström hat die Zahlen.',
      'Дмитрий: Спасибо, Дмитрий здесь. Καλημέρα από την Ελένη.',
    ]);
    expect(xml).toContain('<w:pStyle w:val="Title"/>');
    expect(xml).toContain('<w:pStyle w:val="Subtitle"/>');
    expect(xml).toMatch(/<w:r><w:rPr><w:b\/>(?:<w:bCs\/>)?<\/w:rPr><w:t xml:space="preserve">Jürgen: <\/w:t><\/w:r>/);
    expect(xml).toMatch(/<w:b\/>(?:<w:bCs\/>)?<\/w:rPr><w:t xml:space="preserve">Дмитрий: <\/w:t>/);
    // Markup characters in the file name and the text stay text.
    expect(xml).toContain('Q4 review &amp; plans.m4a');
    expect(xml).toContain('&lt;jetzt&gt;');
  });

  it('names the document in its properties, sets the language and numbers the pages', async () => {
    const parts = unzipDocx(await renderDocx(exportDoc(), { timestamps: false, header: true }));
    expect(parts['docProps/core.xml']).toContain('<dc:title>Q4 review &amp; plans.m4a</dc:title>');
    expect(parts['docProps/core.xml']).toContain('<dc:creator>Verbatim</dc:creator>');
    expect(parts['word/styles.xml']).toContain('<w:lang w:val="de-DE"/>');
    expect(parts['word/styles.xml']).toContain('w:styleId="Subtitle"');
    const footer = Object.entries(parts).find(([path]) => /^word\/footer\d*\.xml$/.test(path))?.[1] ?? '';
    expect(footer).toContain('Page ');
    expect(footer).toMatch(/PAGE/);
    expect(footer).toMatch(/NUMPAGES/);
    const withoutLanguage = unzipDocx(await renderDocx(exportDoc({ language: null }), { timestamps: false, header: true }));
    expect(withoutLanguage['word/styles.xml']).not.toContain('<w:lang w:val="de-DE"/>');
  });

  it('puts known start times before paragraphs in grey only when asked', async () => {
    const timed = exportDoc({ paragraphs: [paragraph('Eins.', 5.9, 'Jürgen'), paragraph('Zwei.', null), paragraph('Drei.', 3700)] });
    const xml = unzipDocx(await renderDocx(timed, { timestamps: true, header: false }))['word/document.xml'] ?? '';
    expect(paragraphsOf(xml)).toEqual(['[0:05] Jürgen: Eins.', 'Zwei.', '[1:01:40] Drei.']);
    expect(xml).toMatch(/<w:color w:val="666666"\/><\/w:rPr><w:t xml:space="preserve">\[0:05\] <\/w:t>/);
    const untimed = unzipDocx(await renderDocx(timed, { timestamps: false, header: false }))['word/document.xml'] ?? '';
    expect(paragraphsOf(untimed)).toEqual(['Jürgen: Eins.', 'Zwei.', 'Drei.']);
  });

  it('says N/A for an unknown duration, and keeps the file readable around characters XML cannot hold', async () => {
    const odd = exportDoc({ durationSeconds: null, paragraphs: [paragraph('Bell\u0007 here \uD800alone.', 0, 'Ann\u0001')] });
    const xml = unzipDocx(await renderDocx(odd, { timestamps: false, header: true }))['word/document.xml'] ?? '';
    // docx drops the controls and writes the lone surrogate as U+FFFD: Word refuses a file with either left in.
    expect(paragraphsOf(xml)).toEqual(['Q4 review & plans.m4a', 'November 23, 2026 · Duration: N/A', 'Ann: Bell here \uFFFDalone.']);
  });

  it('is still a valid document when there is no transcript', async () => {
    for (const header of [true, false]) {
      const parts = unzipDocx(await renderDocx(exportDoc({ paragraphs: [] }), { timestamps: true, header }));
      expect(parts['[Content_Types].xml']).toContain('wordprocessingml');
      expect(paragraphsOf(parts['word/document.xml'] ?? '').at(-1)).toBe('No transcript available.');
    }
  });

  it('writes a 20,000-word transcript', async () => {
    const paragraphs = Array.from({ length: 400 }, (_, index) =>
      paragraph(`Absatz ${index + 1}. ${'Wort für Wort '.repeat(16).trim()}.`, index * 20, index % 2 ? 'Jürgen' : 'Дмитрий'),
    );
    const started = performance.now();
    const docx = await renderDocx(exportDoc({ paragraphs }), { timestamps: true, header: true });
    const seconds = (performance.now() - started) / 1000;
    // A sanity bound far above the expected time: it only catches a quadratic slowdown.
    expect(seconds).toBeLessThan(20);
    console.info(`renderDocx: 20,000 words, ${(docx.length / 1024).toFixed(0)} KB in ${seconds.toFixed(2)} s`);
    const texts = paragraphsOf(unzipDocx(docx)['word/document.xml'] ?? '');
    expect(texts).toHaveLength(402);
    expect(texts.at(-1)).toMatch(/^\[2:13:00\] Jürgen: Absatz 400\. Wort für Wort/);
  });
});

import { describe, expect, it } from 'vitest';
import type { ExportDocument, ExportParagraph } from './export-document';
import { documentHeading, formatExportDate, formatStamp, layoutParagraphs } from './rich-export-layout';

const paragraph = (text: string, start: number | null, speaker: string | null): ExportParagraph => ({
  start,
  end: null,
  speaker,
  text,
  words: [],
});

const exportDoc = (paragraphs: ExportParagraph[], fields: Partial<ExportDocument> = {}): ExportDocument => ({
  id: 'tr_1',
  fileName: 'talk.mp3',
  baseName: 'talk',
  createdAt: new Date('2026-11-23T23:30:00Z'),
  durationSeconds: 59.6,
  language: null,
  text: '',
  paragraphs,
  words: [],
  segments: [],
  ...fields,
});

describe('rich export layout', () => {
  it('writes the duration in the format the app shows it, m:ss.s or h:mm:ss, and N/A when unknown', () => {
    expect(documentHeading(exportDoc([], { durationSeconds: 24.7 })).duration).toBe('0:24.7');
    expect(documentHeading(exportDoc([], { durationSeconds: 3725 })).duration).toBe('1:02:05');
    expect(documentHeading(exportDoc([], { durationSeconds: null })).duration).toBe('N/A');
  });

  it('writes start times rounded down, so they never point after the first word', () => {
    expect(formatStamp(0)).toBe('[0:00]');
    expect(formatStamp(5.99)).toBe('[0:05]');
    expect(formatStamp(3600)).toBe('[1:00:00]');
  });

  it('dates in UTC, whatever the server zone', () => {
    expect(formatExportDate(new Date('2026-11-23T23:30:00-05:00'))).toBe('November 24, 2026');
    expect(documentHeading(exportDoc([]))).toEqual({
      title: 'talk.mp3',
      date: 'November 23, 2026',
      duration: '0:59.6',
      subtitle: 'November 23, 2026 · Duration: 0:59.6',
    });
  });

  it('labels a speaker where the speaker changes, stamps known starts when asked, and skips blank paragraphs', () => {
    const doc = exportDoc([
      paragraph('One.', 1, 'Ann'),
      paragraph('Two.', 2, 'Ann'),
      paragraph('  ', 3, 'Bob'),
      paragraph('Three.', null, 'Bob'),
      paragraph('Four.', 4, null),
      paragraph('Five.', 5, 'Bob'),
    ]);
    expect(layoutParagraphs(doc, { timestamps: true, header: true })).toEqual([
      { stamp: '[0:01]', speaker: 'Ann', text: 'One.' },
      { stamp: '[0:02]', speaker: null, text: 'Two.' },
      { stamp: null, speaker: 'Bob', text: 'Three.' },
      { stamp: '[0:04]', speaker: null, text: 'Four.' },
      { stamp: '[0:05]', speaker: 'Bob', text: 'Five.' },
    ]);
    expect(layoutParagraphs(doc, { timestamps: false, header: true }).map((p) => p.stamp)).toEqual([null, null, null, null, null]);
    expect(layoutParagraphs(exportDoc([paragraph(' ', 0, 'Ann')]), { timestamps: true, header: true })).toEqual([]);
  });
});

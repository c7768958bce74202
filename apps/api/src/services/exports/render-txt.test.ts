import { describe, expect, it } from 'vitest';
import { exportDocument, meetingDocument } from './export-fixtures';
import { renderTxt } from './render-txt';

const BOM = '\uFEFF';
const crlf = (lines: string[]) => `${BOM}${lines.join('\r\n')}\r\n`;
const budget = "Good to see you all, let's get started with the R&D <budget>.";

describe('renderTxt', () => {
  it('writes the heading, then each paragraph with its start time and each change of speaker', () => {
    expect(renderTxt(meetingDocument(), { header: true, timestamps: true })).toBe(
      crlf([
        'team-meeting.mp3',
        'Transcribed Nov 23, 2026',
        'Duration 0:12.0',
        '',
        '[0:00] Speaker A: Hello everyone.',
        '',
        '[0:03] Speaker B: Hi!',
        '',
        `[0:06] ${budget}`,
        '',
        '[0:11] Speaker A: Bye.',
      ]),
    );
  });

  it('writes only the paragraphs without heading or times', () => {
    expect(renderTxt(meetingDocument(), { header: false, timestamps: false })).toBe(
      crlf(['Speaker A: Hello everyone.', '', 'Speaker B: Hi!', '', budget, '', 'Speaker A: Bye.']),
    );
  });

  it('writes hours in times from an hour, and N/A for an unknown duration', () => {
    const doc = exportDocument({
      durationSeconds: null,
      paragraphs: [
        { start: 59.9, end: 61, speaker: null, text: 'Almost a minute in.', words: [] },
        { start: 3725.4, end: 3727, speaker: null, text: 'Over an hour in.', words: [] },
        { start: null, end: null, speaker: null, text: 'No time known.', words: [] },
      ],
    });
    expect(renderTxt(doc, { header: true, timestamps: true })).toBe(
      crlf([
        'team-meeting.mp3',
        'Transcribed Nov 23, 2026',
        'Duration N/A',
        '',
        '[0:59] Almost a minute in.',
        '',
        '[1:02:05] Over an hour in.',
        '',
        'No time known.',
      ]),
    );
  });

  it('writes the date in UTC and long durations as h:mm:ss', () => {
    const doc = exportDocument({ createdAt: new Date('2026-11-23T23:30:00-05:00'), durationSeconds: 3725.6, text: 'Hi.' });
    expect(renderTxt(doc, { header: true, timestamps: false })).toBe(
      crlf(['team-meeting.mp3', 'Transcribed Nov 24, 2026', 'Duration 1:02:06', '', 'Hi.']),
    );
  });

  it('ends every line with CRLF, including lines inside a paragraph', () => {
    const doc = exportDocument({ paragraphs: [{ start: null, end: null, speaker: null, text: 'One\nTwo\r\nThree', words: [] }] });
    expect(renderTxt(doc, { header: false, timestamps: false })).toBe(crlf(['One', 'Two', 'Three']));
  });

  it('labels a speaker again after a paragraph with no speaker, and skips blank paragraphs', () => {
    const paragraph = (speaker: string | null, text: string) => ({ start: null, end: null, speaker, text, words: [] });
    const doc = exportDocument({
      paragraphs: [
        paragraph('Ann', 'One.'),
        paragraph('Ann', '  '),
        paragraph('Ann', 'Two.'),
        paragraph(null, 'Three.'),
        paragraph('Ann', 'Four.'),
      ],
    });
    expect(renderTxt(doc, { header: false, timestamps: false })).toBe(crlf(['Ann: One.', '', 'Two.', '', 'Three.', '', 'Ann: Four.']));
  });

  it('falls back to the whole text when there are no paragraphs', () => {
    expect(renderTxt(exportDocument({ text: '  Only text.  ' }), { header: false, timestamps: true })).toBe(crlf(['Only text.']));
  });
});

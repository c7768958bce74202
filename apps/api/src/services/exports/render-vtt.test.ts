import { parse } from '@plussub/srt-vtt-parser';
import { describe, expect, it } from 'vitest';
import { exportDocument, meetingDocument } from './export-fixtures';
import { renderVtt } from './render-vtt';
import { buildSubtitleCues } from './subtitle-cues';

describe('renderVtt', () => {
  it('writes the header, the cues with voice spans, and escapes markup characters', () => {
    expect(renderVtt(meetingDocument())).toBe(
      [
        'WEBVTT',
        '',
        '00:00:00.500 --> 00:00:01.600',
        '<v Speaker A>Hello everyone.',
        '',
        '00:00:03.000 --> 00:00:04.000',
        '<v Speaker B>Hi!',
        '',
        '00:00:06.000 --> 00:00:10.150',
        '<v Speaker B>Good to see you all,',
        "let's get started with the R&amp;D &lt;budget&gt;.",
        '',
        '00:00:11.000 --> 00:00:12.000',
        '<v Speaker A>Bye.',
        '',
      ].join('\n'),
    );
  });

  it('parses back to the same cues and times', () => {
    const doc = meetingDocument();
    const cues = buildSubtitleCues(doc);
    const { entries } = parse(renderVtt(doc));
    expect(entries.map(({ from, to }) => ({ from, to }))).toEqual(
      cues.map((cue) => ({ from: Math.round(cue.start * 1000), to: Math.round(cue.end * 1000) })),
    );
    expect(entries[0]?.text).toBe('<v Speaker A>Hello everyone.');
  });

  it('escapes a speaker name too', () => {
    const doc = exportDocument({ segments: [{ start: 0, end: 2, text: 'Hi.', speaker: 'Tom & <Jerry>' }] });
    expect(renderVtt(doc)).toContain('<v Tom &amp; &lt;Jerry&gt;>Hi.');
  });

  it('is just the header when there is nothing to subtitle', () => {
    expect(renderVtt(exportDocument())).toBe('WEBVTT\n');
    expect(parse(renderVtt(exportDocument())).entries).toEqual([]);
  });
});

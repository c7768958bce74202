import { parse } from '@plussub/srt-vtt-parser';
import { describe, expect, it } from 'vitest';
import { exportDocument, meetingDocument } from './export-fixtures';
import { renderSrt } from './render-srt';
import { buildSubtitleCues } from './subtitle-cues';

describe('renderSrt', () => {
  it('numbers the cues, labels each change of speaker and leaves a blank line between cues', () => {
    expect(renderSrt(meetingDocument())).toBe(
      [
        '1',
        '00:00:00,500 --> 00:00:01,600',
        'Speaker A: Hello everyone.',
        '',
        '2',
        '00:00:03,000 --> 00:00:04,000',
        'Speaker B: Hi!',
        '',
        '3',
        '00:00:06,000 --> 00:00:10,150',
        'Good to see you all,',
        "let's get started with the R&D <budget>.",
        '',
        '4',
        '00:00:11,000 --> 00:00:12,000',
        'Speaker A: Bye.',
        '',
      ].join('\n'),
    );
  });

  it('parses back to the same cues and times', () => {
    const doc = meetingDocument();
    const cues = buildSubtitleCues(doc);
    const { entries } = parse(renderSrt(doc));
    expect(entries.map(({ id, from, to }) => ({ id, from, to }))).toEqual(
      cues.map((cue, index) => ({ id: String(index + 1), from: Math.round(cue.start * 1000), to: Math.round(cue.end * 1000) })),
    );
    expect(entries[2]?.text).toBe("Good to see you all,\nlet's get started with the R&D <budget>.");
  });

  it('has no speaker labels when no speaker was labelled', () => {
    const doc = exportDocument({ durationSeconds: 2, text: 'Just this.' });
    expect(renderSrt(doc)).toBe('1\n00:00:00,000 --> 00:00:02,000\nJust this.\n');
  });

  it('is empty when there is nothing to subtitle', () => {
    expect(renderSrt(exportDocument())).toBe('');
  });
});

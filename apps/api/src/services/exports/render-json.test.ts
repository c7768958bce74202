import { describe, expect, it } from 'vitest';
import { exportDocument, meetingDocument } from './export-fixtures';
import { renderJson, type TranscriptJson } from './render-json';

describe('renderJson', () => {
  it('round-trips everything a developer needs', () => {
    const doc = {
      ...meetingDocument(),
      segments: [{ start: 0.5, end: 1.6, text: 'Hello everyone.', speaker: 'Speaker A' }],
      language: 'en-US',
    };
    const parsed: TranscriptJson = JSON.parse(renderJson(doc));
    expect(parsed).toEqual({
      id: 'tr_1',
      fileName: 'team-meeting.mp3',
      createdAt: '2026-11-23T22:30:00.000Z',
      durationSeconds: 12,
      language: 'en-US',
      text: doc.text,
      paragraphs: doc.paragraphs.map(({ start, end, speaker, text }) => ({ start, end, speaker, text })),
      segments: doc.segments,
      words: doc.words,
    });
    expect(new Date(parsed.createdAt ?? '').getTime()).toBe(doc.createdAt.getTime());
  });

  it('is pretty-printed with two spaces and ends with a newline', () => {
    const json = renderJson(exportDocument());
    expect(json.startsWith('{\n  "id": "tr_1",\n  "fileName": "team-meeting.mp3",')).toBe(true);
    expect(json.endsWith('}\n')).toBe(true);
  });

  it('keeps unknown values as null', () => {
    const parsed: TranscriptJson = JSON.parse(renderJson(exportDocument({ language: null, createdAt: new Date(Number.NaN) })));
    expect(parsed).toMatchObject({ durationSeconds: null, language: null, createdAt: null, paragraphs: [], words: [], segments: [] });
  });
});

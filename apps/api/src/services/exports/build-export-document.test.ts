import { describe, expect, it } from 'vitest';
import type { TranscriptionModel } from '../../models/transcription';
import { buildExportDocument, exportBaseName } from './build-export-document';

const word = (text: string, start: number) => ({ text, start, end: start + 0.3 });

const transcription = (fields: Partial<TranscriptionModel>) =>
  ({
    id: 't1',
    fileName: 'talk.final.mp3',
    createdAt: new Date('2026-11-02T10:00:00Z'),
    durationSeconds: 12,
    language: 'en',
    transcriptText: null,
    words: [],
    segments: [],
    speakerNames: {},
    ...fields,
  }) as TranscriptionModel;

describe('buildExportDocument', () => {
  it('names exports after the original file', () => {
    expect(exportBaseName('talk.final.mp3')).toBe('talk.final');
    expect(exportBaseName('no-extension')).toBe('no-extension');
    expect(exportBaseName('.mp3')).toBe('transcript');
  });

  it('groups words into speaker turns from the labelled segments, each word by where it falls', () => {
    const words = [word('Hello', 0.5), word('there.', 0.9), word('Hi', 2.1), word('back.', 2.5), word('Again.', 4.2)];
    const segments = [
      { start: 0.5, end: 1.2, text: 'Hello there.', speaker: 'A' },
      { start: 2.0, end: 2.8, text: 'Hi back.', speaker: 'B' },
      { start: 4.0, end: 4.5, text: 'Again.', speaker: 'B' },
    ];
    const doc = buildExportDocument(transcription({ words, segments, transcriptText: 'Hello there. Hi back. Again.' }));
    expect(doc.baseName).toBe('talk.final');
    expect(doc.paragraphs.map((p) => [p.speaker, p.text, p.start])).toEqual([
      ['Speaker A', 'Hello there.', 0.5],
      ['Speaker B', 'Hi back. Again.', 2.1],
    ]);
  });

  it('names speakers as their owner renamed them, in paragraphs and segments alike', () => {
    const words = [word('Hello.', 0.5), word('Hi.', 2.1)];
    const segments = [
      { start: 0.5, end: 1.2, text: 'Hello.', speaker: 'A' },
      { start: 2.0, end: 2.8, text: 'Hi.', speaker: 'B' },
    ];
    const doc = buildExportDocument(transcription({ words, segments, speakerNames: { B: 'Priya' } }));
    expect(doc.paragraphs.map((p) => p.speaker)).toEqual(['Speaker A', 'Priya']);
    expect(doc.segments.map((s) => s.speaker)).toEqual(['Speaker A', 'Priya']);
  });

  it('paragraphs word timings without speakers, and plain text without timings', () => {
    const timed = buildExportDocument(transcription({ words: [word('One.', 0), word('Two.', 1)] }));
    expect(timed.paragraphs).toEqual([{ start: 0, end: 1.3, speaker: null, text: 'One. Two.', words: [word('One.', 0), word('Two.', 1)] }]);
    const plain = buildExportDocument(transcription({ transcriptText: '  Just text.  ' }));
    expect(plain.paragraphs).toEqual([{ start: null, end: null, speaker: null, text: 'Just text.', words: [] }]);
    expect(buildExportDocument(transcription({})).paragraphs).toEqual([]);
  });
});

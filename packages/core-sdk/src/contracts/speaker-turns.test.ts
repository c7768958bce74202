import { describe, expect, it } from 'vitest';
import { markedParagraphStarts, timedParagraphs } from './speaker-turns';
import type { TranscriptSegment, TranscriptWord } from './transcriptions/schemas';

/** Sentences of two-word segments, one second a word, each segment starting where the last one ended. */
function transcript(sentences: readonly { text: string; paragraphStart?: boolean; speaker?: string }[]) {
  const segments: TranscriptSegment[] = [];
  const words: TranscriptWord[] = [];
  let at = 0;
  for (const { text, paragraphStart, speaker } of sentences) {
    const start = at;
    for (const word of text.split(' ')) {
      words.push({ start: at, end: at + 0.8, text: word });
      at += 1;
    }
    segments.push({ start, end: at - 0.2, text, ...(paragraphStart ? { paragraphStart } : {}), ...(speaker ? { speaker } : {}) });
  }
  return { segments, words };
}

const paragraphTexts = ({ segments, words }: ReturnType<typeof transcript>) =>
  timedParagraphs(segments, words).map((paragraph) => paragraph.words.map((word) => word.text).join(' '));

describe('markedParagraphStarts', () => {
  it('is null when no segment carries a mark', () => {
    const { segments, words } = transcript([{ text: 'Hello there.' }, { text: 'Goodbye now.' }]);
    expect(markedParagraphStarts(segments, words)).toBeNull();
  });

  it('gives the first word of each marked segment', () => {
    const { segments, words } = transcript([
      { text: 'Hello there.', paragraphStart: true },
      { text: 'Goodbye now.' },
      { text: 'New one.', paragraphStart: true },
    ]);
    expect([...(markedParagraphStarts(segments, words) ?? [])].map((word) => word.text)).toEqual(['Hello', 'New']);
  });
});

describe('timedParagraphs', () => {
  it('breaks at the engine’s paragraph marks', () => {
    const marked = transcript([
      { text: 'Ay one.', paragraphStart: true },
      { text: 'Bee two.' },
      { text: 'Cee three.' },
      { text: 'Dee four.' },
      { text: 'Ee five.', paragraphStart: true },
    ]);
    expect(paragraphTexts(marked)).toEqual(['Ay one. Bee two. Cee three. Dee four.', 'Ee five.']);
  });

  it('falls back to 2 or 3 sentences a paragraph for segments without marks', () => {
    const plain = transcript([
      { text: 'Ay one.' },
      { text: 'Bee two.' },
      { text: 'Cee three.' },
      { text: 'Dee four.' },
      { text: 'Ee five.' },
    ]);
    expect(paragraphTexts(plain)).toEqual(['Ay one. Bee two. Cee three.', 'Dee four. Ee five.']);
  });

  it('still starts a paragraph at every change of speaker', () => {
    const talk = transcript([
      { text: 'Ay one.', paragraphStart: true, speaker: 'A' },
      { text: 'Bee two.', speaker: 'A' },
      { text: 'Cee three.', speaker: 'B' },
    ]);
    expect(paragraphTexts(talk)).toEqual(['Ay one. Bee two.', 'Cee three.']);
  });
});

import { speakerTurns } from '@verbatim/core-sdk/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rebuildTranscript } from './rebuild-transcript';

const word = (text: string, start: number, end = start + 0.4) => ({ text, start, end });

describe('rebuildTranscript', () => {
  const segments = [
    { start: 0, end: 2, text: 'Hello there.', speaker: 'A' },
    { start: 2.5, end: 4, text: 'Hi back.', speaker: 'B' },
    { start: 5, end: 6, text: 'Bye.', speaker: 'A' },
  ];

  it('gives each segment the words whose middle falls in it, keeping its times and speaker', () => {
    // "back." was edited to "again." inside its own time; "right" was inserted in the pause after "there." (middle 2.2:
    // the first segment, which started last).
    const words = [word('Hello', 0.2), word('there.', 1), word('right', 2, 2.4), word('Hi', 2.6), word('again.', 3.2), word('Bye.', 5.1)];
    expect(rebuildTranscript(segments, words)).toEqual({
      transcriptText: 'Hello there. right Hi again. Bye.',
      segments: [
        { start: 0, end: 2, text: 'Hello there. right', speaker: 'A' },
        { start: 2.5, end: 4, text: 'Hi again.', speaker: 'B' },
        { start: 5, end: 6, text: 'Bye.', speaker: 'A' },
      ],
    });
  });

  it('drops a segment whose words were all deleted, and puts words before the first segment in it', () => {
    const words = [word('Early', -1), word('Hello', 0.2), word('Bye.', 5.1)];
    expect(rebuildTranscript(segments, words).segments).toEqual([
      { start: 0, end: 2, text: 'Early Hello', speaker: 'A' },
      { start: 5, end: 6, text: 'Bye.', speaker: 'A' },
    ]);
    expect(rebuildTranscript(segments, [])).toEqual({ transcriptText: '', segments: [] });
  });

  it('groups words by speaker exactly as the shared speaker turns do', () => {
    const times = fc
      .array(fc.double({ min: 0, max: 10, noNaN: true }), { minLength: 1, maxLength: 20 })
      .map((t) => [...t].sort((a, b) => a - b));
    fc.assert(
      fc.property(times, times, fc.array(fc.constantFrom('A', 'B'), { minLength: 20, maxLength: 20 }), (starts, wordStarts, speakers) => {
        const segs = starts.map((start, i) => ({ start, end: start, text: '', speaker: speakers[i] as string }));
        const words = wordStarts.map((start, i) => word(`w${i}`, start, start));
        const rebuilt = rebuildTranscript(segs, words);
        const speakerOfEachWord = rebuilt.segments.flatMap((segment) => segment.text.split(' ').map(() => segment.speaker));
        const speakerOfEachWordInTurns = speakerTurns(segs, words).flatMap((turn) => turn.words.map(() => turn.speaker));
        expect(speakerOfEachWord).toEqual(speakerOfEachWordInTurns);
        expect(rebuilt.segments.flatMap((segment) => segment.text.split(' '))).toEqual(words.map((w) => w.text));
      }),
    );
  });
});

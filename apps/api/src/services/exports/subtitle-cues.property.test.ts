import { parse } from '@plussub/srt-vtt-parser';
import type { TranscriptSegment, TranscriptWord } from '@verbatim/core-sdk/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExportParagraph } from './export-document';
import { documentOfParagraphs, exportDocument, paragraphOf } from './export-fixtures';
import { renderSrt } from './render-srt';
import { renderVtt } from './render-vtt';
import { buildSubtitleCues, type SubtitleCue } from './subtitle-cues';
import { SUBTITLE_RULES } from './subtitle-rules';

const { maxLineChars, maxLines, maxDuration } = SUBTITLE_RULES;

const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABC'.split(''));
const punctuation = fc.constantFrom('', '', '', '.', ',', '?', '!', ';', '&', '<b>');
/** Mostly ordinary words, now and then one longer than a line or than a whole cue. */
const wordText = fc.oneof(
  { weight: 20, arbitrary: fc.tuple(fc.string({ unit: letter, minLength: 1, maxLength: 12 }), punctuation).map(([w, p]) => w + p) },
  { weight: 1, arbitrary: fc.string({ unit: letter, minLength: 43, maxLength: 120 }) },
);
const speakers = [null, 'Speaker A', 'Speaker B'] as const;
/** A spoken word: its text, the silence before it and its length in milliseconds, and who says it. */
const spokenWord = fc.record({
  text: wordText,
  gapMs: fc.oneof(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 4000 })),
  lengthMs: fc.integer({ min: 0, max: 2500 }),
  speaker: fc.constantFrom(0, 0, 0, 1, 2),
});

/** Words with increasing times, in paragraphs of one speaker each, as the document builder makes them. */
function documentOf(spoken: { text: string; gapMs: number; lengthMs: number; speaker: number }[]) {
  let at = 0;
  const paragraphs: ExportParagraph[] = [];
  let run: TranscriptWord[] = [];
  let runSpeaker = -1;
  const speakerOf: (string | null)[] = [];
  for (const word of spoken) {
    const start = at + word.gapMs;
    at = start + word.lengthMs;
    if (word.speaker !== runSpeaker && run.length > 0) {
      paragraphs.push(paragraphOf(run, speakers[runSpeaker] ?? null));
      run = [];
    }
    runSpeaker = word.speaker;
    run.push({ start: start / 1000, end: at / 1000, text: word.text });
    speakerOf.push(speakers[word.speaker] ?? null);
  }
  if (run.length > 0) paragraphs.push(paragraphOf(run, speakers[runSpeaker] ?? null));
  return { doc: documentOfParagraphs(paragraphs, { durationSeconds: null }), speakerOf };
}

function expectSubtitleRules(cues: SubtitleCue[]) {
  cues.forEach((cue, index) => {
    expect(cue.lines.length).toBeGreaterThanOrEqual(1);
    expect(cue.lines.length).toBeLessThanOrEqual(maxLines);
    // A line may pass the limit only when it is one word, which is never cut.
    for (const line of cue.lines) expect(line.length <= maxLineChars || !line.includes(' '), line).toBe(true);
    expect(cue.start).toBeLessThanOrEqual(cue.end);
    expect(cue.end - cue.start).toBeLessThanOrEqual(maxDuration + 1e-9);
    const next = cues[index + 1];
    if (next) expect(cue.end).toBeLessThanOrEqual(next.start);
  });
}

const wordsOf = (cues: SubtitleCue[]) => cues.flatMap((cue) => cue.lines.flatMap((line) => line.split(' ')));

describe('buildSubtitleCues (properties)', () => {
  it('turns any timed words into cues within the rules that give back exactly those words, one speaker a cue', () => {
    fc.assert(
      fc.property(fc.array(spokenWord, { minLength: 1, maxLength: 150 }), (spoken) => {
        const { doc, speakerOf } = documentOf(spoken);
        const cues = buildSubtitleCues(doc);
        expectSubtitleRules(cues);
        expect(wordsOf(cues)).toEqual(spoken.map((word) => word.text));
        let word = 0;
        for (const cue of cues) {
          for (const line of cue.lines) {
            for (const _ of line.split(' ')) {
              expect(speakerOf[word]).toBe(cue.speaker);
              word += 1;
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never overlaps cues, even when word times overlap or go back', () => {
    const overlapping = fc.record({
      text: wordText,
      gapMs: fc.integer({ min: -3000, max: 2000 }),
      lengthMs: fc.integer({ min: 0, max: 2500 }),
      speaker: fc.constantFrom(0, 1, 2),
    });
    fc.assert(
      fc.property(fc.array(overlapping, { minLength: 1, maxLength: 80 }), (spoken) => {
        const { doc } = documentOf(spoken.map((word) => ({ ...word, gapMs: Math.max(word.gapMs, -word.lengthMs) })));
        const cues = buildSubtitleCues(doc);
        expectSubtitleRules(cues);
        expect(wordsOf(cues).sort()).toEqual(spoken.map((word) => word.text).sort());
      }),
      { numRuns: 200 },
    );
  });

  it('renders SRT and WebVTT that parse back to the same cue times', () => {
    fc.assert(
      fc.property(fc.array(spokenWord, { minLength: 1, maxLength: 60 }), (spoken) => {
        const { doc } = documentOf(spoken);
        const times = buildSubtitleCues(doc).map((cue) => ({ from: Math.round(cue.start * 1000), to: Math.round(cue.end * 1000) }));
        for (const rendered of [renderSrt(doc), renderVtt(doc)]) {
          expect(parse(rendered).entries.map(({ from, to }) => ({ from, to }))).toEqual(times);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('turns any segments without word timings into cues within the rules that keep every word', () => {
    const segment = fc.record({
      words: fc.array(wordText, { minLength: 0, maxLength: 40 }),
      gapMs: fc.integer({ min: 0, max: 3000 }),
      lengthMs: fc.integer({ min: 0, max: 30_000 }),
      speaker: fc.constantFrom(0, 1, 2),
    });
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 20 }), (raw) => {
        let at = 0;
        const segments: TranscriptSegment[] = raw.map((s) => {
          const start = at + s.gapMs;
          at = start + s.lengthMs;
          const speaker = speakers[s.speaker];
          return { start: start / 1000, end: at / 1000, text: s.words.join(' '), ...(speaker ? { speaker } : {}) };
        });
        const cues = buildSubtitleCues(exportDocument({ segments }));
        expectSubtitleRules(cues);
        expect(wordsOf(cues)).toEqual(raw.flatMap((s) => s.words));
      }),
      { numRuns: 200 },
    );
  });
});

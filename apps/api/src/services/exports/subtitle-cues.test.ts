import { describe, expect, it } from 'vitest';
import { documentOfParagraphs, exportDocument, paragraphOf, timedWords } from './export-fixtures';
import { buildSubtitleCues, type SubtitleCue } from './subtitle-cues';
import { SUBTITLE_RULES } from './subtitle-rules';

const { maxLineChars, maxDuration, minDuration, frameGap } = SUBTITLE_RULES;

const textOf = (cue: SubtitleCue) => cue.lines.join(' ');
const cuesFor = (text: string, options: Parameters<typeof timedWords>[1] = {}) =>
  buildSubtitleCues(documentOfParagraphs([paragraphOf(timedWords(text, options))], { durationSeconds: null }));

/** The rules every cue list keeps, whatever the input. */
function expectWithinLimits(cues: SubtitleCue[]) {
  cues.forEach((cue, index) => {
    expect(cue.lines.length).toBeGreaterThanOrEqual(1);
    expect(cue.lines.length).toBeLessThanOrEqual(2);
    for (const line of cue.lines) expect(line.length <= maxLineChars || !line.includes(' '), line).toBe(true);
    expect(cue.end).toBeGreaterThanOrEqual(cue.start);
    expect(cue.end - cue.start).toBeLessThanOrEqual(maxDuration + 1e-9);
    const next = cues[index + 1];
    if (next) expect(cue.end).toBeLessThanOrEqual(next.start);
  });
}

const monologue = Array.from(
  { length: 30 },
  (_, index) => `we need to plan the budget for quarter ${index + 1} carefully and then talk to the team about it`,
).join(' ');

describe('buildSubtitleCues from word timings', () => {
  it('keeps every cue to two lines of 42 characters, 7 seconds and no overlap, losing no word', () => {
    const cues = cuesFor(monologue);
    expect(cues.length).toBeGreaterThan(10);
    expectWithinLimits(cues);
    expect(cues.map(textOf).join(' ')).toBe(monologue);
  });

  it('leaves two frames between cues that follow on', () => {
    const cues = cuesFor(monologue);
    for (let index = 1; index < cues.length; index += 1) {
      expect((cues[index]?.start ?? 0) - (cues[index - 1]?.end ?? 0)).toBeGreaterThanOrEqual(frameGap - 0.001);
    }
  });

  it('keeps a short text on one line', () => {
    expect(cuesFor('Good morning everyone.').map((cue) => cue.lines)).toEqual([['Good morning everyone.']]);
  });

  it('balances two lines', () => {
    const [cue] = cuesFor('we were thinking that maybe the new office could open sometime in the spring');
    expect(cue?.lines).toHaveLength(2);
    const [top = '', bottom = ''] = cue?.lines ?? [];
    expect(Math.abs(top.length - bottom.length)).toBeLessThanOrEqual(10);
  });

  it('ends a cue at a pause rather than where the characters run out', () => {
    const first = 'we looked at every option we had for the new office';
    const second = 'and in the end the one by the river was the best of them';
    const cues = cuesFor(`${first} | ${second}`, { pauseSeconds: 0.7 });
    expect(cues.map(textOf)).toEqual([first, second]);
  });

  it('ends a cue at the end of a sentence rather than mid-phrase', () => {
    const first = 'We looked at every option we had for the new office.';
    const second = 'In the end the one by the river was the best of them';
    const cues = cuesFor(`${first} ${second}`);
    expect(cues.map(textOf)).toEqual([first, second]);
  });

  it('prefers a comma to the middle of a phrase when a sentence is too long for one cue', () => {
    const text =
      'When we finally got to the office on the first morning after the long holiday, the heating had been off for a week and nobody could work';
    const cues = cuesFor(text);
    expect(cues.map(textOf)[0]).toBe('When we finally got to the office on the first morning after the long holiday,');
  });

  it('always starts a new cue after a long silence', () => {
    expect(cuesFor('Hello there. | Anyone?', { pauseSeconds: 2 }).map(textOf)).toEqual(['Hello there.', 'Anyone?']);
  });

  it('lets very short sentences share a cue', () => {
    expect(cuesFor('Yes. No. Maybe.').map(textOf)).toEqual(['Yes. No. Maybe.']);
  });

  it('starts a new cue when the speaker changes, and the cue carries the speaker', () => {
    const question = timedWords('So what do you think?');
    const answer = timedWords('I agree.', { start: (question.at(-1)?.end ?? 0) + 0.1 });
    const cues = buildSubtitleCues(documentOfParagraphs([paragraphOf(question, 'Speaker A'), paragraphOf(answer, 'Speaker B')]));
    expect(cues.map((cue) => [cue.speaker, textOf(cue)])).toEqual([
      ['Speaker A', 'So what do you think?'],
      ['Speaker B', 'I agree.'],
    ]);
  });

  it('finds speakers by time when the paragraphs carry no words', () => {
    const words = [...timedWords('Are you ready?'), ...timedWords('Yes I am.', { start: 3 })];
    const doc = exportDocument({
      words,
      paragraphs: [
        { start: 0, end: 1, speaker: 'Ann', text: 'Are you ready?', words: [] },
        { start: 3, end: 4, speaker: 'Bob', text: 'Yes I am.', words: [] },
      ],
    });
    expect(buildSubtitleCues(doc).map((cue) => cue.speaker)).toEqual(['Ann', 'Bob']);
  });

  it('has no speaker when none was labelled', () => {
    expect(cuesFor('Hello there.')[0]?.speaker).toBeNull();
  });

  it('puts a word longer than a line on a line of its own instead of cutting it', () => {
    const url = 'https://example.com/reports/2026/quarterly-planning-final.pdf';
    const cues = cuesFor(`the report is at ${url} if you want it`);
    expectWithinLimits(cues);
    expect(cues.flatMap((cue) => cue.lines)).toContain(url);
    expect(cues.map(textOf).join(' ')).toBe(`the report is at ${url} if you want it`);
  });

  it('keeps a word longer than two lines whole, on its own line', () => {
    const word = 'a'.repeat(100);
    const cues = cuesFor(`see ${word} now`);
    expectWithinLimits(cues);
    expect(cues.flatMap((cue) => cue.lines)).toContain(word);
    expect(cues.map(textOf).join(' ')).toBe(`see ${word} now`);
  });

  it('ends a cue after 7 seconds of slow speech', () => {
    const cues = cuesFor('one two three four five six seven eight nine ten eleven twelve', { wordSeconds: 1.2, gapSeconds: 0.1 });
    expect(cues.length).toBeGreaterThan(1);
    expectWithinLimits(cues);
  });

  it('caps a single word that lasts longer than 7 seconds', () => {
    const [cue] = buildSubtitleCues(exportDocument({ words: [{ start: 2, end: 12, text: 'Ommmmm' }] }));
    expect(cue).toMatchObject({ start: 2, end: 2 + maxDuration });
  });
});

describe('buildSubtitleCues timing', () => {
  const twoSpeakers = (gap: number, durationSeconds: number | null = null) => {
    const first = [{ start: 0, end: 0.3, text: 'Yes.' }];
    const second = [{ start: 0.3 + gap, end: 0.9 + gap, text: 'Good.' }];
    return buildSubtitleCues(
      documentOfParagraphs([paragraphOf(first, 'Speaker A'), paragraphOf(second, 'Speaker B')], { durationSeconds }),
    );
  };

  it('holds a short cue for a second when there is room', () => {
    expect(twoSpeakers(3)[0]).toMatchObject({ start: 0, end: minDuration });
  });

  it('holds a short cue only until two frames before the next', () => {
    const [first, second] = twoSpeakers(0.5);
    expect(second?.start).toBe(0.8);
    expect(first?.end).toBeCloseTo(0.8 - frameGap, 3);
  });

  it('never holds the last cue past the end of the media', () => {
    expect(twoSpeakers(1, 2)[1]).toMatchObject({ start: 1.3, end: 2 });
  });

  it('never overlaps, even when the word times do', () => {
    const doc = documentOfParagraphs([
      paragraphOf([{ start: 0, end: 2, text: 'Wait' }], 'Speaker A'),
      paragraphOf([{ start: 1.5, end: 2.5, text: 'What?' }], 'Speaker B'),
    ]);
    const [first, second] = buildSubtitleCues(doc);
    expect(first?.end).toBeLessThanOrEqual(second?.start ?? 0);
  });
});

describe('buildSubtitleCues without word timings', () => {
  it('splits each segment into cues spread over its time by characters', () => {
    const long = 'The first segment is long enough that it cannot possibly fit into a single subtitle cue of two lines.';
    const doc = exportDocument({
      segments: [
        { start: 10, end: 20, text: long, speaker: 'Speaker A' },
        { start: 21, end: 22, text: 'Thanks.', speaker: 'Speaker B' },
      ],
    });
    const cues = buildSubtitleCues(doc);
    expectWithinLimits(cues);
    expect(cues.map(textOf).join(' ')).toBe(`${long} Thanks.`);
    expect(cues[0]?.start).toBe(10);
    expect(cues.at(-2)?.end).toBeLessThanOrEqual(20);
    // The second cue starts where its first word's characters fall in the segment.
    const second = cues[1];
    const offset = long.indexOf(second?.lines[0] ?? '');
    expect(second?.start).toBeCloseTo(10 + (10 * offset) / long.length, 3);
    expect(cues.at(-1)).toMatchObject({ start: 21, lines: ['Thanks.'], speaker: 'Speaker B' });
    expect(cues.slice(0, -1).every((cue) => cue.speaker === 'Speaker A')).toBe(true);
  });

  it('spreads the paragraphs over the duration when there are no segments either', () => {
    const doc = exportDocument({
      durationSeconds: 9,
      text: 'Hello there.\n\nGeneral Kenobi!',
      paragraphs: [
        { start: null, end: null, speaker: null, text: 'Hello there.', words: [] },
        { start: null, end: null, speaker: 'Grievous', text: 'General Kenobi!', words: [] },
      ],
    });
    // 12 and 15 characters over 9 seconds: the second paragraph starts at 4 s.
    expect(buildSubtitleCues(doc)).toEqual([
      { start: 0, end: Math.round((4 - frameGap) * 1000) / 1000, lines: ['Hello there.'], speaker: null },
      { start: 4, end: 9, lines: ['General Kenobi!'], speaker: 'Grievous' },
    ]);
  });

  it('uses the whole text when there are no paragraphs', () => {
    const cues = buildSubtitleCues(exportDocument({ durationSeconds: 4, text: 'Just one line.' }));
    expect(cues).toEqual([{ start: 0, end: 4, lines: ['Just one line.'], speaker: null }]);
  });

  it('gives no cues without any time to go by', () => {
    expect(buildSubtitleCues(exportDocument({ text: 'Some text.', durationSeconds: null }))).toEqual([]);
    expect(buildSubtitleCues(exportDocument({ text: 'Some text.', durationSeconds: 0 }))).toEqual([]);
  });

  it('gives no cues without text', () => {
    expect(buildSubtitleCues(exportDocument({ durationSeconds: 30 }))).toEqual([]);
    expect(buildSubtitleCues(exportDocument({ segments: [{ start: 0, end: 2, text: '  ' }] }))).toEqual([]);
  });
});

import type { TranscriptEdit, TranscriptWord } from '@verbatim/core-sdk/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyWordEdits, MAX_ALIGNED_CELLS, WordEditError } from './apply-word-edits';

/** Words of `text` one after another from 1 s: each 0.4 s long with 0.2 s of silence after it, confidence 0.9. */
function timed(text: string): TranscriptWord[] {
  return text.split(' ').map((word, index) => ({ start: 1 + index * 0.6, end: 1 + index * 0.6 + 0.4, text: word, confidence: 0.9 }));
}

const texts = (words: readonly TranscriptWord[]) => words.map((word) => word.text).join(' ');

/** Start >= end of the word before, and every word's start <= its end. */
function expectOrdered(words: readonly TranscriptWord[]) {
  words.forEach((word, index) => {
    expect(word.start, `${word.text} starts after it ends`).toBeLessThanOrEqual(word.end);
    if (index > 0) expect(word.start, `${word.text} overlaps the word before`).toBeGreaterThanOrEqual(words[index - 1]?.end ?? 0);
  });
}

describe('applyWordEdits', () => {
  it('replaces a misheard word inside its own time and leaves every other word as it was', () => {
    const words = timed('please send the report to the office');
    const result = applyWordEdits(words, [{ start: 3, end: 4, text: 'invoice' }]);
    expect(texts(result)).toBe('please send the invoice to the office');
    result.forEach((word, index) => {
      if (index !== 3) expect(word).toBe(words[index]);
    });
    expect(result[3]).toEqual({ start: words[3]?.start, end: words[3]?.end, text: 'invoice' });
  });

  it('keeps the words an edit retypes, and spreads new words over the time of the words they replace', () => {
    const words = timed('we met on monday at noon');
    // "on monday" (words 2 to 3) becomes "on a sunny tuesday": "on" is kept, three words share monday's 0.4 s.
    const result = applyWordEdits(words, [{ start: 1, end: 4, text: 'met on a sunny tuesday' }]);
    expect(texts(result)).toBe('we met on a sunny tuesday at noon');
    expect(result[1]).toBe(words[1]);
    expect(result[2]).toBe(words[2]);
    const monday = words[3] as TranscriptWord;
    expect(result.slice(3, 6)).toEqual([
      { start: monday.start, end: 2.933, text: 'a' },
      { start: 2.933, end: 3.067, text: 'sunny' },
      { start: 3.067, end: monday.end, text: 'tuesday' },
    ]);
    expect(result[6]).toBe(words[4]);
    expectOrdered(result);
  });

  it('times an inserted word in the silence between its neighbours', () => {
    const words = timed('send report');
    const result = applyWordEdits(words, [{ start: 1, end: 1, text: 'the' }]);
    expect(texts(result)).toBe('send the report');
    expect(result[1]).toEqual({ start: 1.4, end: 1.6, text: 'the' });
    // Within a span: "send report" retyped as "send the report" is the same insertion.
    expect(applyWordEdits(words, [{ start: 0, end: 2, text: 'send the report' }])[1]).toEqual({ start: 1.4, end: 1.6, text: 'the' });
  });

  it('gives words inserted at either end of the transcript the neighbour’s time, with no length', () => {
    const words = timed('hello world');
    const result = applyWordEdits(words, [
      { start: 2, end: 2, text: 'again' },
      { start: 0, end: 0, text: 'oh' },
    ]);
    expect(texts(result)).toBe('oh hello world again');
    expect(result[0]).toEqual({ start: 1, end: 1, text: 'oh' });
    expect(result[3]).toEqual({ start: 2, end: 2, text: 'again' });
  });

  it('deletes a span with empty text, and splits the text on any whitespace', () => {
    const words = timed('one two three four');
    expect(texts(applyWordEdits(words, [{ start: 1, end: 3, text: '' }]))).toBe('one four');
    expect(texts(applyWordEdits(words, [{ start: 1, end: 3, text: '  \n ' }]))).toBe('one four');
    expect(texts(applyWordEdits(words, [{ start: 1, end: 2, text: ' 2\n\t2b ' }]))).toBe('one 2 2b three four');
  });

  it('applies several edits by the indexes they were made on', () => {
    const words = timed('a b c d e f');
    const result = applyWordEdits(words, [
      { start: 4, end: 5, text: 'E E' },
      { start: 0, end: 1, text: 'A' },
      { start: 2, end: 2, text: 'bc' },
    ]);
    expect(texts(result)).toBe('A b bc c d E E f');
    expectOrdered(result);
  });

  it('keeps insertions at one index in the order given, sharing one silence', () => {
    const words = timed('one two');
    const result = applyWordEdits(words, [
      { start: 1, end: 1, text: 'and a' },
      { start: 1, end: 1, text: 'half' },
    ]);
    expect(texts(result)).toBe('one and a half two');
    expect(result.slice(1, 4).map((w) => [w.start, w.end])).toEqual([
      [1.4, 1.467],
      [1.467, 1.533],
      [1.533, 1.6],
    ]);
  });

  it('times an insertion where its neighbours were when the same request deletes everything around it', () => {
    const words = timed('one two');
    const result = applyWordEdits(words, [
      { start: 0, end: 0, text: 'fresh' },
      { start: 0, end: 2, text: '' },
    ]);
    expect(result).toEqual([{ start: 1, end: 1, text: 'fresh' }]);
  });

  it('refuses an edit past the last word and edits that overlap', () => {
    const words = timed('one two');
    expect(() => applyWordEdits(words, [{ start: 1, end: 3, text: 'x' }])).toThrow(WordEditError);
    expect(() => applyWordEdits(words, [{ start: 3, end: 3, text: 'x' }])).toThrow(WordEditError);
    expect(() =>
      applyWordEdits(words, [
        { start: 0, end: 2, text: 'x' },
        { start: 1, end: 1, text: 'y' },
      ]),
    ).toThrow(WordEditError);
  });

  it('replaces a span too large to align wholesale, still in order', () => {
    const size = Math.ceil(Math.sqrt(MAX_ALIGNED_CELLS)) + 2;
    const words = timed(Array.from({ length: size }, (_, i) => `w${i}`).join(' '));
    // Different first and last words, so nothing is set aside before aligning.
    const text = ['first', ...words.slice(1, -1).map((w) => w.text), 'last'].join(' ');
    const result = applyWordEdits(words, [{ start: 0, end: words.length, text }]);
    expect(texts(result)).toBe(text);
    expect(result.every((word) => word.confidence === undefined)).toBe(true);
    expectOrdered(result);
  });
});

/** Words in time order that never overlap; some zero-length, some touching; texts from a small vocabulary so edits repeat them. */
const vocabulary = fc.constantFrom<string>('the', 'a', 'report', 'office', 'send', 'to', 'we', 'Zürich', 'okay.');
const wordsArbitrary = fc
  .array(
    fc.record({
      text: vocabulary,
      gap: fc.constantFrom(0, 0, 0.05, 0.2, 1.5),
      length: fc.constantFrom(0, 0.1, 0.35, 0.8),
      confidence: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
    }),
    { maxLength: 30 },
  )
  .map((specs): TranscriptWord[] => {
    let at = 0;
    return specs.map(({ text, gap, length, confidence }) => {
      const start = Math.round((at + gap) * 1000) / 1000;
      const end = Math.round((start + length) * 1000) / 1000;
      at = end;
      return confidence === undefined ? { start, end, text } : { start, end, text, confidence };
    });
  });

/** Edits that do not overlap, in any order, each with text drawn from the vocabulary (sometimes empty). */
const editsFor = (count: number) =>
  fc
    .array(
      fc.record({
        a: fc.integer({ min: 0, max: count }),
        b: fc.integer({ min: 0, max: count }),
        text: fc.array(vocabulary, { maxLength: 6 }).map((tokens) => tokens.join(' ')),
      }),
      { maxLength: 5 },
    )
    .map((drawn) => {
      const spans = drawn
        .map(({ a, b, text }) => ({ start: Math.min(a, b), end: Math.max(a, b), text }))
        .sort((x, y) => x.start - y.start || x.end - y.end);
      const kept: TranscriptEdit[] = [];
      for (const span of spans) if ((kept.at(-1)?.end ?? 0) <= span.start) kept.push(span);
      return kept;
    })
    .chain((edits) => fc.shuffledSubarray(edits, { minLength: edits.length, maxLength: edits.length }));

const wordsAndEdits = wordsArbitrary.chain((words) => editsFor(words.length).map((edits) => ({ words, edits })));

/** The texts the edits should leave, worked out on texts alone. */
function expectedTexts(words: readonly TranscriptWord[], edits: readonly TranscriptEdit[]): string[] {
  const out: string[] = [];
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let at = 0;
  for (const edit of sorted) {
    out.push(...words.slice(at, edit.start).map((w) => w.text), ...edit.text.split(/\s+/).filter(Boolean));
    at = edit.end;
  }
  out.push(...words.slice(at).map((w) => w.text));
  return out;
}

describe('applyWordEdits (properties)', () => {
  it('leaves the edited text, in time order without overlaps, keeping old words whole and in their order', () => {
    fc.assert(
      fc.property(wordsAndEdits, ({ words, edits }) => {
        const before = structuredClone(words);
        const result = applyWordEdits(words, edits);
        expect(words, 'the words given are left as they were').toEqual(before);
        expect(result.map((w) => w.text)).toEqual(expectedTexts(words, edits));
        expectOrdered(result);
        const positions = result.map((word) => words.indexOf(word)).filter((index) => index >= 0);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        for (const word of result) {
          if (words.includes(word)) continue;
          // A person's word: no confidence, and timed inside the transcript's own time.
          expect(word.confidence).toBeUndefined();
          expect(word.start).toBeGreaterThanOrEqual(words[0]?.start ?? 0);
          expect(word.end).toBeLessThanOrEqual(words.at(-1)?.end ?? 0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('keeps every word outside the edited spans, the very same objects', () => {
    fc.assert(
      fc.property(wordsAndEdits, ({ words, edits }) => {
        const result = applyWordEdits(words, edits);
        const touched = new Set(edits.flatMap((edit) => Array.from({ length: edit.end - edit.start }, (_, k) => edit.start + k)));
        for (const [index, word] of words.entries()) if (!touched.has(index)) expect(result).toContain(word);
      }),
      { numRuns: 300 },
    );
  });

  it('changes nothing when each span is retyped as it was', () => {
    fc.assert(
      fc.property(wordsAndEdits, ({ words, edits }) => {
        const retyped = edits.map((edit) => ({ ...edit, text: texts(words.slice(edit.start, edit.end)) }));
        const result = applyWordEdits(words, retyped);
        expect(result).toHaveLength(words.length);
        for (const [index, word] of result.entries()) expect(word).toBe(words[index]);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses any edit that ends past the last word', () => {
    fc.assert(
      fc.property(wordsArbitrary, fc.integer({ min: 1, max: 5 }), vocabulary, (words, beyond, text) => {
        const end = words.length + beyond;
        expect(() => applyWordEdits(words, [{ start: Math.max(0, end - 2), end, text }])).toThrow(WordEditError);
      }),
    );
  });
});

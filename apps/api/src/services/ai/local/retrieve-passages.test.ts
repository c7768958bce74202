import { describe, expect, it } from 'vitest';
import { matchPassages, retrievePassages } from './retrieve-passages';
import { GARDEN_PODCAST, PLANNING_MEETING } from './test-transcripts';

const { paragraphs } = PLANNING_MEETING;

describe('retrievePassages', () => {
  it('ranks the paragraph that answers first, best first, with BM25 scores', () => {
    const found = retrievePassages(paragraphs, 'budget next quarter dollars', 3);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(3);
    expect(found[0]?.paragraph).toBe(paragraphs[5]);
    const scores = found.map((match) => match.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(scores.every((score) => score > 0)).toBe(true);
  });

  it('matches other forms of a word, and leaves out stop words', () => {
    expect(retrievePassages(paragraphs, 'agree', 5).map((match) => match.paragraph)).toEqual([paragraphs[4]]);
    // "hired" is nowhere in the meeting: it finds "hiring" (twice) and "hire".
    expect(new Set(retrievePassages(paragraphs, 'hired', 5).map((match) => match.paragraph))).toEqual(
      new Set([paragraphs[0], paragraphs[7], paragraphs[8]]),
    );
    expect(retrievePassages(paragraphs, 'the and of with', 5)).toEqual([]);
  });

  it('returns nothing for words the transcript does not use, and keeps to the limit', () => {
    expect(retrievePassages(paragraphs, 'volcano eruption', 3)).toEqual([]);
    expect(retrievePassages(paragraphs, 'launch', 2)).toHaveLength(2);
    expect(retrievePassages([], 'launch', 2)).toEqual([]);
    expect(retrievePassages(paragraphs, 'launch', 0)).toEqual([]);
  });

  it('works on text without punctuation', () => {
    expect(retrievePassages(GARDEN_PODCAST.paragraphs, 'food bank harvest', 1)[0]?.paragraph.text).toContain('food bank on main street');
  });
});

describe('matchPassages', () => {
  it('tells how much of the question a passage covers', () => {
    const [full] = matchPassages(paragraphs, 'payment library crashes', 1);
    expect(full?.coverage).toBeCloseTo(1);
    const [partial] = matchPassages(paragraphs, 'payment library quantum chromodynamics', 1);
    expect(partial?.passage).toBe(full?.passage);
    expect(partial?.coverage).toBeLessThan(0.6);
    expect(partial?.coverage).toBeGreaterThan(0);
  });
});

/** Lower case, digits and letters only, apostrophes kept inside words ("don't"), pronunciation variants "(2)" dropped. */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\(\d+\)/g, ' ')
    .replace(/[^a-z0-9']+/g, ' ')
    .split(' ')
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

export interface WordErrorRate {
  /** (substitutions + deletions + insertions) / reference words; can exceed 1 when the hypothesis is much longer. */
  rate: number;
  substitutions: number;
  deletions: number;
  insertions: number;
  referenceWords: number;
}

/**
 * Word error rate: the Levenshtein distance between the normalised word sequences, over the reference length. Two
 * rows of the table are enough, so a long benchmark transcript costs O(n) memory.
 */
export function wordErrorRate(reference: string, hypothesis: string): WordErrorRate {
  const ref = normaliseWords(reference);
  const hyp = normaliseWords(hypothesis);
  type Cell = { cost: number; s: number; d: number; i: number };
  let previous: Cell[] = Array.from({ length: hyp.length + 1 }, (_, j) => ({ cost: j, s: 0, d: 0, i: j }));
  for (let r = 1; r <= ref.length; r++) {
    const current: Cell[] = [{ cost: r, s: 0, d: r, i: 0 }];
    for (let h = 1; h <= hyp.length; h++) {
      const diagonal = previous[h - 1] as Cell;
      const up = previous[h] as Cell;
      const left = current[h - 1] as Cell;
      const same = ref[r - 1] === hyp[h - 1];
      const options: Cell[] = [
        { cost: diagonal.cost + (same ? 0 : 1), s: diagonal.s + (same ? 0 : 1), d: diagonal.d, i: diagonal.i },
        { cost: up.cost + 1, s: up.s, d: up.d + 1, i: up.i },
        { cost: left.cost + 1, s: left.s, d: left.d, i: left.i + 1 },
      ];
      current.push(options.reduce((best, option) => (option.cost < best.cost ? option : best)));
    }
    previous = current;
  }
  const last = previous[hyp.length] as Cell;
  return {
    rate: ref.length === 0 ? (hyp.length === 0 ? 0 : 1) : last.cost / ref.length,
    substitutions: last.s,
    deletions: last.d,
    insertions: last.i,
    referenceWords: ref.length,
  };
}

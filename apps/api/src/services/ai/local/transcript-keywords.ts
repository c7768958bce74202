import type { NounOccurrence } from './read-terms';

export interface Keyword {
  /** The dictionary form, lower case ("engineer"). */
  lemma: string;
  /** How the transcript most often writes it ("engineers", "Lisbon"). */
  form: string;
}

/**
 * The nouns and names a transcript is about: each scores the sum of the TextRank scores of the sentences it is in,
 * so a word that recurs in the sentences that carry the transcript beats one repeated in small talk. Ties go to
 * the word that comes first.
 */
export function transcriptKeywords(
  sentenceNouns: readonly (readonly NounOccurrence[])[],
  ranks: readonly number[],
  count: number,
): Keyword[] {
  const found = new Map<string, { score: number; first: number; forms: Map<string, number> }>();
  sentenceNouns.forEach((nouns, sentence) => {
    const seen = new Set<string>();
    for (const { lemma, form } of nouns) {
      const entry = found.get(lemma) ?? { score: 0, first: found.size, forms: new Map<string, number>() };
      entry.forms.set(form, (entry.forms.get(form) ?? 0) + 1);
      if (!seen.has(lemma)) entry.score += ranks[sentence] ?? 0;
      seen.add(lemma);
      found.set(lemma, entry);
    }
  });
  return [...found.entries()]
    .sort(([, a], [, b]) => b.score - a.score || a.first - b.first)
    .slice(0, count)
    .map(([lemma, { forms }]) => ({ lemma, form: [...forms.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? lemma }));
}

/** A keyword as a hashtag: "#Lisbon", "#Budget"; letters and digits only. */
export function hashtag(keyword: Keyword): string {
  const word = keyword.form.replace(/[^\p{L}\p{N}]/gu, '');
  return `#${word.charAt(0).toUpperCase()}${word.slice(1)}`;
}

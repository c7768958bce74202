import type { AiParagraph } from '../ai-writer';
import { bm25Index } from './bm25-index';
import { readTerms } from './read-terms';
import { requestTerms } from './request-terms';

export interface PassageMatch<T extends { text: string } = AiParagraph> {
  /** The passage found: a paragraph, or a sentence. */
  passage: T;
  /** Its index among the passages searched. */
  position: number;
  /** BM25 score of the passage for the query. */
  score: number;
  /**
   * The share of the query's meaning the passage holds: the inverse document frequencies of the query terms it
   * contains over those of all the query's terms, from 0 to 1. A question about "the quantum lattice" that only
   * shares "the" with a passage covers nothing of it; one about "the launch budget" whose passage names both covers
   * all.
   */
  coverage: number;
}

/**
 * The passages (paragraphs or sentences) that match a query, best first, with how much of the query each covers:
 * BM25 over the passages' stems without stop words, so "agreed" finds "agree" and "hiring" finds "hire". Words about
 * the asking ("say", "tell", "summarise") are left out of the query. Only passages that share a term with the query
 * are returned.
 */
export function matchPassages<T extends { text: string }>(passages: readonly T[], query: string, limit: number): PassageMatch<T>[] {
  const queryTerms = [...new Set(requestTerms(query))];
  if (queryTerms.length === 0 || passages.length === 0 || limit <= 0) return [];
  const documents = passages.map((passage) => readTerms(passage.text).terms);
  const index = bm25Index(documents);
  const queryWeight = queryTerms.reduce((sum, term) => sum + index.idf(term), 0);
  return index
    .scores(queryTerms)
    .flatMap((score, position) => {
      const passage = passages[position];
      if (!passage || score <= 0) return [];
      const present = new Set(documents[position]);
      const covered = queryTerms.filter((term) => present.has(term)).reduce((sum, term) => sum + index.idf(term), 0);
      return [{ passage, position, score, coverage: queryWeight > 0 ? covered / queryWeight : 0 }];
    })
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, limit);
}

/**
 * The `limit` paragraphs of a transcript that best match a query, best first, each with its BM25 score; paragraphs
 * that share no word with the query are left out, so the list may be shorter or empty.
 */
export function retrievePassages(paragraphs: AiParagraph[], query: string, limit: number): { paragraph: AiParagraph; score: number }[] {
  return matchPassages(paragraphs, query, limit).map(({ passage, score }) => ({ paragraph: passage, score }));
}

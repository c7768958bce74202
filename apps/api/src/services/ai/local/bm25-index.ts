import bm25Vectorizer from 'wink-nlp/utilities/bm25-vectorizer.js';
import { englishNlp } from './english-nlp';

/** Term → weight: a document's BM25 weight for each of its terms. */
export type TermWeights = Readonly<Record<string, number>>;

/** BM25 (k1 1.2, b 0.75) over a set of documents, each given as its terms (from `readTerms`). */
export interface Bm25Index {
  /** Each document's weights: its vector, for comparing documents with one another. */
  readonly weights: readonly TermWeights[];
  /** Each document's BM25 score for a query: the sum of its weights for the query's distinct terms. */
  scores(query: readonly string[]): number[];
  /**
   * How rare a term is across the documents (BM25's inverse document frequency); a term in none of them is as
   * rare as can be, so a question's words that the transcript never uses count against a match.
   */
  idf(term: string): number;
}

/** Indexes documents with wink-nlp's BM25 vectorizer. */
export function bm25Index(documents: readonly (readonly string[])[]): Bm25Index {
  // The vectorizer's results are read through wink-nlp's `its` helpers.
  const { its } = englishNlp();
  const vectorizer = bm25Vectorizer();
  for (const terms of documents) vectorizer.learn([...terms]);
  const weights: TermWeights[] = documents.map((_, index) => ({ ...(vectorizer.doc(index).out(its.bow) as Record<string, number>) }));
  const idfs = new Map<string, number>(documents.length > 0 ? (vectorizer.out(its.idf) as [string, number][]) : []);
  const { k } = vectorizer.config();
  // The idf of a term in no document, by the vectorizer's own formula: log((N - n + 0.5) / (n + 0.5) + k) with n = 0.
  const unseenIdf = Math.log((documents.length + 0.5) / 0.5 + k);
  return {
    weights,
    scores(query) {
      const distinct = [...new Set(query)];
      return weights.map((vector) => distinct.reduce((sum, term) => sum + (vector[term] ?? 0), 0));
    },
    idf: (term) => idfs.get(term) ?? unseenIdf,
  };
}

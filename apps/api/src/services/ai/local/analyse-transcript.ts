import type { TranscriptForAi } from '../ai-writer';
import { type Bm25Index, bm25Index } from './bm25-index';
import { type NounOccurrence, readTerms, type TextTerms } from './read-terms';
import { textRank } from './text-rank';
import { type Keyword, transcriptKeywords } from './transcript-keywords';
import { type TranscriptSentence, transcriptSentences } from './transcript-sentences';

/** What every extractive summary is chosen from: the transcript's sentences, scored. */
export interface AnalysedTranscript {
  sentences: TranscriptSentence[];
  /** BM25 over the sentences: their vectors, and relevance to instructions. */
  index: Bm25Index;
  /** Each sentence's TextRank score: how much of the transcript it carries. */
  ranks: number[];
  /** The nouns and names the transcript is about, most central first. */
  keywords: Keyword[];
  /** Each sentence's nouns and names: what a part of the transcript is about. */
  nouns: NounOccurrence[][];
}

const KEYWORDS = 8;
/** Sentences read between two returns to the event loop: a few milliseconds of work. */
const SENTENCES_PER_TURN = 50;

/** Lets the server answer other requests, and stops if the person has gone. */
async function breathe(signal: AbortSignal): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  signal.throwIfAborted();
}

/**
 * Reads and scores a transcript's sentences. Reading a long transcript takes a noticeable fraction of a second, so
 * the work returns to the event loop every few milliseconds rather than holding the server up.
 */
export async function analyseTranscript(
  transcript: Pick<TranscriptForAi, 'paragraphs' | 'segments' | 'text'>,
  signal: AbortSignal,
): Promise<AnalysedTranscript> {
  const sentences = transcriptSentences(transcript);
  const read: TextTerms[] = [];
  for (const [position, sentence] of sentences.entries()) {
    if (position % SENTENCES_PER_TURN === 0) await breathe(signal);
    read.push(readTerms(sentence.text));
  }
  const terms = read.map((sentence) => sentence.terms);
  const index = bm25Index(terms);
  await breathe(signal);
  const ranks = textRank(terms, index.idf);
  const nouns = read.map((sentence) => sentence.nouns);
  const keywords = transcriptKeywords(nouns, ranks, KEYWORDS);
  return { sentences, index, ranks, keywords, nouns };
}

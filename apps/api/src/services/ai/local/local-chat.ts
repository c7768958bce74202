import { formatClock } from '../../exports/format-timestamp';
import type { ChatRequest, TranscriptForAi } from '../ai-writer';
import { requestTerms } from './request-terms';
import { matchPassages } from './retrieve-passages';
import { type TranscriptSentence, transcriptSentences } from './transcript-sentences';

/** The answer when no sentence of the transcript answers the question, word for word as the product promises it. */
export const NOT_IN_TRANSCRIPT = 'The transcript does not say.';

const MAX_SENTENCES = 3;
/** Sentences weighed before the best are chosen: enough that those below the third can still be passed over. */
const CANDIDATES = 10;
/** Below this share of the question's meaning a sentence only shares a word with it, and does not answer it. */
const MIN_COVERAGE = 0.3;
/** A sentence scoring under this share of the best one adds little beside it. */
const MIN_SHARE_OF_BEST = 0.6;
/**
 * Below this many words a sentence rarely holds an answer ("And hiring?", "Next, the budget."), yet BM25 favours
 * it, as its few words are all matches: such sentences are quoted only when no longer one matches.
 */
const MIN_ANSWER_WORDS = 6;

/**
 * What is searched for: the question, or, for a follow-up with no subject of its own ("Why?", "And when?"), the
 * question before it too.
 */
function searchQuery(request: ChatRequest): string {
  if (requestTerms(request.message).length > 0) return request.message;
  const previous = request.history.findLast((turn) => turn.role === 'user');
  return previous ? `${previous.content} ${request.message}` : request.message;
}

/**
 * "At 1:23, Maria: “…”": a sentence quoted with where it is said and by whom, as far as the transcript tells; a
 * stretch of a transcript without punctuation is marked as the excerpt it is.
 */
function quote(sentence: TranscriptSentence): string {
  const where = [sentence.start !== null ? `At ${formatClock(sentence.start)}` : null, sentence.speaker].filter(Boolean).join(', ');
  return `${where ? `${where}: ` : ''}“${sentence.punctuated ? sentence.text : `${sentence.text}…`}”`;
}

/**
 * The sentences of the transcript that answer a question, best first: BM25 over the transcript's sentences (as
 * the viewer splits them), keeping the best and up to two more that score nearly as well, all covering enough of
 * the question. Empty when no sentence covers enough of it.
 */
export function answeringSentences(transcript: TranscriptForAi, request: ChatRequest): TranscriptSentence[] {
  const found = matchPassages(transcriptSentences(transcript), searchQuery(request), CANDIDATES).filter(
    (match) => match.coverage >= MIN_COVERAGE,
  );
  const long = found.filter((match) => match.passage.text.split(' ').length >= MIN_ANSWER_WORDS);
  const matches = long.length > 0 ? long : found;
  const best = matches[0]?.score ?? 0;
  return matches
    .filter((match) => match.score >= best * MIN_SHARE_OF_BEST)
    .slice(0, MAX_SENTENCES)
    .map((match) => match.passage);
}

/**
 * Answers a question about a transcript by quoting the one to three sentences that answer it, best first, each
 * with its time, one a line. It never words an answer of its own: when no sentence answers, it says the transcript
 * does not say.
 */
export function retrievalAnswer(transcript: TranscriptForAi, request: ChatRequest): string[] {
  const sentences = answeringSentences(transcript, request);
  return sentences.length === 0 ? [NOT_IN_TRANSCRIPT] : sentences.map(quote);
}

import { formatClock } from '../../exports/format-timestamp';
import type { ChatRequest, TranscriptForAi } from '../ai-writer';
import { requestTerms } from './request-terms';
import { matchPassages, type PassageMatch } from './retrieve-passages';
import { transcriptParagraphs } from './transcript-sentences';

const MAX_PASSAGES = 3;
/** Below this share of the question's meaning a passage only shares a word with it, and does not answer it. */
const MIN_COVERAGE = 0.3;
/** A passage scoring under this share of the best one adds little beside it. */
const MIN_SHARE_OF_BEST = 0.5;

/**
 * What is searched for: the question, or, for a follow-up with no subject of its own ("Why?", "And when?"), the
 * question before it too.
 */
function searchQuery(request: ChatRequest): string {
  if (requestTerms(request.message).length > 0) return request.message;
  const previous = request.history.findLast((turn) => turn.role === 'user');
  return previous ? `${previous.content} ${request.message}` : request.message;
}

/** "At 1:23, Maria: “…”": a passage quoted with where it is said and by whom, as far as the transcript tells. */
function quote({ paragraph }: PassageMatch): string {
  const where = [paragraph.start !== null ? `At ${formatClock(paragraph.start)}` : null, paragraph.speaker].filter(Boolean).join(', ');
  return `${where ? `${where}: ` : ''}“${paragraph.text}”`;
}

/**
 * Answers a question about a transcript by quoting the passages that match it (BM25 over the paragraphs), up to
 * three, best first, each with its time. It never words an answer of its own: when no passage covers enough of the
 * question, it says the transcript does not say, and how to ask so a passage can be found.
 */
export function retrievalAnswer(transcript: TranscriptForAi, request: ChatRequest): string[] {
  const matches = matchPassages(transcriptParagraphs(transcript), searchQuery(request), MAX_PASSAGES);
  const best = matches[0]?.score ?? 0;
  const answering = matches.filter((match) => match.coverage >= MIN_COVERAGE && match.score >= best * MIN_SHARE_OF_BEST);
  if (answering.length === 0) {
    return [
      'The transcript does not say.',
      '',
      'Answers here are passages found by searching the words of the transcript (no language model is set up): try asking again with words the speakers might have used.',
    ];
  }
  return [
    'From the transcript: the passages that best match your question, quoted as spoken.',
    ...answering.flatMap((match) => ['', quote(match)]),
  ];
}

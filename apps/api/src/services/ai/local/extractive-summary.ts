import { formatClock } from '../../exports/format-timestamp';
import type { SummaryRequest, TranscriptForAi } from '../ai-writer';
import { type AnalysedTranscript, analyseTranscript } from './analyse-transcript';
import { pickSentences } from './pick-sentences';
import { requestTerms } from './request-terms';
import { socialPost } from './social-post';
import { hashtag } from './transcript-keywords';
import type { TranscriptSentence } from './transcript-sentences';

/*
 * Summaries made of the transcript's own sentences, chosen by TextRank (and, for instructions, by BM25 against
 * them), never rewritten: each says so in a line of its own, so nobody takes it for a model's summary.
 */

const between = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A sentence as quoted: a stretch of a transcript without punctuation is marked as the excerpt it is. */
const quoted = (sentence: TranscriptSentence) => (sentence.punctuated ? sentence.text : `${sentence.text}…`);

/** "- [1:23] Maria: …": a key point with where it is said, and by whom where the engine told speakers apart. */
function bullet(sentence: TranscriptSentence): string {
  const time = sentence.start !== null ? `[${formatClock(sentence.start)}] ` : '';
  const speaker = sentence.speaker ? `${sentence.speaker}: ` : '';
  return `- ${time}${speaker}${quoted(sentence)}`;
}

function short(analysis: AnalysedTranscript): string[] {
  const count = analysis.sentences.length > 6 ? 3 : 2;
  const picked = pickSentences(analysis, analysis.ranks, count);
  return ['Key sentences from the transcript (extractive summary):', '', picked.map(({ sentence }) => quoted(sentence)).join(' ')];
}

function keyPoints(analysis: AnalysedTranscript): string[] {
  const count = between(Math.round(analysis.sentences.length / 5), 4, 12);
  return pickSentences(analysis, analysis.ranks, count).map(({ sentence }) => bullet(sentence));
}

function detailed(analysis: AnalysedTranscript): string[] {
  return ['Key points from the transcript, in order (extractive summary: each is a sentence as spoken):', '', ...keyPoints(analysis)];
}

/** "Lisbon, Budget and Engineers": the title of a blog post, from the three keywords. */
function title(analysis: AnalysedTranscript, fileName: string): string {
  const words = analysis.keywords.slice(0, 3).map(({ form }) => `${form.charAt(0).toUpperCase()}${form.slice(1)}`);
  if (words.length === 0) return `Key passages from ${fileName}`;
  return words.length === 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

function blog(analysis: AnalysedTranscript, fileName: string): string[] {
  const count = between(Math.round(analysis.sentences.length / 4), 3, 15);
  // The key sentences of each paragraph of the transcript make one paragraph of the post.
  const byParagraph = new Map<number, string[]>();
  for (const { sentence } of pickSentences(analysis, analysis.ranks, count)) {
    byParagraph.set(sentence.paragraph, [...(byParagraph.get(sentence.paragraph) ?? []), quoted(sentence)]);
  }
  const paragraphs = [...byParagraph.values()].flatMap((sentences) => [sentences.join(' '), '']);
  return [title(analysis, fileName), '', ...paragraphs, "Extractive summary: the transcript's key passages in the speakers' own words."];
}

function social(analysis: AnalysedTranscript): string[] {
  const rank = (position: number) => analysis.ranks[position] ?? 0;
  const bestFirst = pickSentences(analysis, analysis.ranks, 3).sort((a, b) => rank(b.position) - rank(a.position));
  const post = socialPost(
    bestFirst.map(({ sentence }) => quoted(sentence)),
    analysis.keywords.map(hashtag),
  );
  return ["A post made of the transcript's key sentences (extractive summary):", '', ...post.split('\n')];
}

/** Below this share of the best match, a sentence only brushes the instructions' subject. */
const MIN_RELEVANCE = 0.25;
/** How much the instructions decide, against how central the sentence is to the transcript. */
const RELEVANCE_WEIGHT = 0.75;
const CUSTOM_PASSAGES = 5;

function custom(analysis: AnalysedTranscript, instructions: string | null): string[] {
  const relevance = analysis.index.scores(requestTerms(instructions ?? ''));
  const best = Math.max(0, ...relevance);
  if (best === 0) {
    return [
      instructions?.trim()
        ? 'No passage of the transcript uses the words of your instructions, so here are its key points instead (extractive summary):'
        : 'No instructions were given, so here are the key points of the transcript (extractive summary):',
      '',
      ...keyPoints(analysis),
    ];
  }
  const topRank = Math.max(...analysis.ranks);
  const scores = relevance.map((score, position) =>
    score >= best * MIN_RELEVANCE
      ? RELEVANCE_WEIGHT * (score / best) + (1 - RELEVANCE_WEIGHT) * ((analysis.ranks[position] ?? 0) / topRank)
      : 0,
  );
  return [
    'The passages of the transcript closest to your instructions (extractive summary: quoted as spoken, not rewritten to follow them):',
    '',
    ...pickSentences(analysis, scores, CUSTOM_PASSAGES).map(({ sentence }) => bullet(sentence)),
  ];
}

/** The summary of the requested type, line by line ('' for a blank line). */
export async function extractiveSummary(transcript: TranscriptForAi, request: SummaryRequest, signal: AbortSignal): Promise<string[]> {
  const analysis = await analyseTranscript(transcript, signal);
  if (analysis.sentences.length === 0) return ['The transcript has no sentences to summarise.'];
  switch (request.type) {
    case 'short':
      return short(analysis);
    case 'detailed':
      return detailed(analysis);
    case 'blog':
      return blog(analysis, transcript.fileName);
    case 'social':
      return social(analysis);
    case 'custom':
      return custom(analysis, request.customPrompt);
  }
}

import { formatClock } from '../../exports/format-timestamp';
import type { SummaryRequest, TranscriptForAi } from '../ai-writer';
import { type AnalysedTranscript, analyseTranscript } from './analyse-transcript';
import { type PickedSentence, pickSentences } from './pick-sentences';
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

/** Below this many sentences, or words, a transcript reads faster than any summary of it, so none is made. */
export const MIN_SENTENCES_TO_SUMMARISE = 5;
export const MIN_WORDS_TO_SUMMARISE = 40;
/**
 * The most of the transcript's words a summary quotes. A summary that quotes more is the transcript again, and
 * unpunctuated stretches of 20 to 30 words would otherwise let three "sentences" fill most of a short recording.
 */
export const MAX_SHARE_QUOTED = 0.45;

const wordsIn = (analysis: AnalysedTranscript) => analysis.sentences.reduce((sum, { text }) => sum + text.split(' ').length, 0);
const wordBudget = (analysis: AnalysedTranscript) => Math.floor(wordsIn(analysis) * MAX_SHARE_QUOTED);

/** Two sentences; three once the transcript has enough for a third to add something. */
function short(analysis: AnalysedTranscript): string[] {
  const count = analysis.sentences.length > 12 ? 3 : 2;
  const picked = pickSentences(analysis, analysis.ranks, count, wordBudget(analysis));
  return ['Key sentences from the transcript (extractive summary):', '', picked.map(({ sentence }) => quoted(sentence)).join(' ')];
}

/** A few key points, about one sentence in four (three to eight), each with its time. */
function keyPoints(analysis: AnalysedTranscript): string[] {
  const count = between(Math.round(analysis.sentences.length / 4), 3, 8);
  return pickSentences(analysis, analysis.ranks, count, wordBudget(analysis)).map(({ sentence }) => bullet(sentence));
}

function detailed(analysis: AnalysedTranscript): string[] {
  return ['Key points from the transcript, in order, with where each is said (extractive summary):', '', ...keyPoints(analysis)];
}

const capitalised = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** "Lisbon, Budget and Engineers": the title of a blog post, from the three keywords. */
function title(analysis: AnalysedTranscript, fileName: string): string {
  const words = analysis.keywords.slice(0, 3).map(({ form }) => capitalised(form));
  if (words.length === 0) return `Key passages from ${fileName}`;
  return words.length === 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * A section's heading: the most central keyword its sentences name that no earlier heading took, else where it
 * starts in the recording.
 */
function sectionHeading(analysis: AnalysedTranscript, positions: readonly number[], taken: Set<string>): string {
  const named = new Set(positions.flatMap((position) => (analysis.nouns[position] ?? []).map(({ lemma }) => lemma)));
  const keyword = analysis.keywords.find(({ lemma }) => named.has(lemma) && !taken.has(lemma));
  if (keyword) {
    taken.add(keyword.lemma);
    return capitalised(keyword.form);
  }
  const start = analysis.sentences[positions[0] ?? 0]?.start ?? null;
  return start !== null ? `From ${formatClock(start)}` : 'More from the recording';
}

/**
 * A blog post in Markdown, as the model writes one: a title, an opening (the sentence that carries most of the
 * transcript), then sections of chosen sentences in transcript order, one for each paragraph of the transcript
 * they come from, headed by what that part is about.
 */
function blog(analysis: AnalysedTranscript, fileName: string): string[] {
  const count = between(Math.round(analysis.sentences.length / 4), 3, 10);
  const picked = pickSentences(analysis, analysis.ranks, count, wordBudget(analysis));
  const rank = (position: number) => analysis.ranks[position] ?? 0;
  const opening = picked.reduce<PickedSentence | undefined>(
    (best, next) => (!best || rank(next.position) > rank(best.position) ? next : best),
    undefined,
  );
  const byParagraph = new Map<number, PickedSentence[]>();
  for (const choice of picked) {
    if (choice === opening) continue;
    byParagraph.set(choice.sentence.paragraph, [...(byParagraph.get(choice.sentence.paragraph) ?? []), choice]);
  }
  const taken = new Set<string>();
  const sections = [...byParagraph.values()].flatMap((choices) => [
    `## ${sectionHeading(
      analysis,
      choices.map(({ position }) => position),
      taken,
    )}`,
    '',
    choices.map(({ sentence }) => quoted(sentence)).join(' '),
    '',
  ]);
  return [
    `# ${title(analysis, fileName)}`,
    '',
    ...(opening ? [quoted(opening.sentence), ''] : []),
    ...sections,
    "_Extractive summary: the transcript's key sentences in the speakers' own words._",
  ];
}

/** One post under 280 characters, hashtags included, and nothing else: it is meant to be copied as it is. */
function social(analysis: AnalysedTranscript): string[] {
  const rank = (position: number) => analysis.ranks[position] ?? 0;
  const bestFirst = pickSentences(analysis, analysis.ranks, 3, wordBudget(analysis)).sort((a, b) => rank(b.position) - rank(a.position));
  const post = socialPost(
    bestFirst.map(({ sentence }) => quoted(sentence)),
    analysis.keywords.map(hashtag),
  );
  return post.split('\n');
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
    ...pickSentences(analysis, scores, CUSTOM_PASSAGES, wordBudget(analysis)).map(({ sentence }) => bullet(sentence)),
  ];
}

/** The summary of the requested type, line by line ('' for a blank line). */
export async function extractiveSummary(transcript: TranscriptForAi, request: SummaryRequest, signal: AbortSignal): Promise<string[]> {
  const analysis = await analyseTranscript(transcript, signal);
  if (analysis.sentences.length === 0) return ['The transcript has no sentences to summarise.'];
  const words = wordsIn(analysis);
  if (analysis.sentences.length < MIN_SENTENCES_TO_SUMMARISE || words < MIN_WORDS_TO_SUMMARISE) {
    const sentences = analysis.sentences.length === 1 ? 'one sentence' : `${analysis.sentences.length} sentences`;
    return [`The transcript is too short to summarise (${sentences}, ${words} words): it reads faster in full than any summary of it.`];
  }
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

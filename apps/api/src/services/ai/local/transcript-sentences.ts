import { endsSentence, sentenceTokens, splitIntoParagraphs } from '@verbatim/core-sdk/contracts';
import type { AiParagraph, TranscriptForAi } from '../ai-writer';

/** One sentence of a transcript, as the viewer shows it, with where it is. */
export interface TranscriptSentence {
  /** The words as written in the transcript. */
  text: string;
  /** Index of its paragraph in the transcript's paragraphs. */
  paragraph: number;
  /** Seconds from the start of the media where it begins, when the transcript has timings. */
  start: number | null;
  speaker: string | null;
  /** False for the stretches of about 25 words made from a transcript without punctuation (stored before the local engine wrote sentences). */
  punctuated: boolean;
}

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);

/**
 * The start time of every word of the paragraphs, from the segments' timings, when the segments hold the same words
 * (an edited transcript may not: then there are none). A word's time is placed within its segment by its position,
 * which is close for segments of a few seconds.
 */
function wordStarts(paragraphs: readonly AiParagraph[], segments: TranscriptForAi['segments']): number[] | null {
  const starts: number[] = [];
  for (const segment of segments) {
    const words = wordsOf(segment.text);
    const span = Math.max(0, segment.end - segment.start);
    for (let position = 0; position < words.length; position += 1) starts.push(segment.start + (span * position) / words.length);
  }
  const total = paragraphs.reduce((count, paragraph) => count + wordsOf(paragraph.text).length, 0);
  return starts.length === total && total > 0 ? starts : null;
}

/** A transcript's paragraphs; the text's, as the viewer would make them, should a caller have given none. */
export function transcriptParagraphs(transcript: Pick<TranscriptForAi, 'paragraphs' | 'text'>): AiParagraph[] {
  if (transcript.paragraphs.length > 0) return transcript.paragraphs;
  return splitIntoParagraphs(transcript.text).map((text) => ({ start: null, end: null, speaker: null, text }));
}

/**
 * A transcript's sentences, split the way the viewer splits them (the shared `sentenceTokens`): at sentence
 * punctuation, or into stretches of 20 to 30 words where the engine wrote none (PocketSphinx), so a quoted sentence
 * is one the person can find on screen. A paragraph's first sentence starts with the paragraph; the others at their
 * first word's time from the segments, kept within the paragraph's span (and all of them at that time where the
 * paragraphs have no times of their own).
 */
export function transcriptSentences(transcript: Pick<TranscriptForAi, 'paragraphs' | 'segments' | 'text'>): TranscriptSentence[] {
  const paragraphs = transcriptParagraphs(transcript);
  const starts = wordStarts(paragraphs, transcript.segments);
  const sentences: TranscriptSentence[] = [];
  let wordIndex = 0;
  paragraphs.forEach((paragraph, index) => {
    let first = true;
    for (const words of sentenceTokens(wordsOf(paragraph.text), (word) => word)) {
      let start = paragraph.start;
      const estimate = starts?.[wordIndex];
      if (estimate !== undefined && start === null) start = estimate;
      else if (estimate !== undefined && start !== null && !first) {
        start = Math.min(Math.max(estimate, start), paragraph.end ?? Number.POSITIVE_INFINITY);
      }
      sentences.push({
        text: words.join(' '),
        paragraph: index,
        start,
        speaker: paragraph.speaker,
        punctuated: endsSentence(words.at(-1) ?? ''),
      });
      wordIndex += words.length;
      first = false;
    }
  });
  return sentences;
}

import type { TranscriptSegment, TranscriptWord } from '../speech-engine';

export interface PocketsphinxUtterance {
  words: TranscriptWord[];
}

/**
 * Tokens that mark silence, sentence edges and noises rather than speech: <s>, </s>, <sil>, [NOISE], [BREATH], and
 * the ++GARBAGE++ style of older models. They take time in the output but are not words anyone said.
 */
export function isFillerToken(token: string): boolean {
  return /^<.*>$/.test(token) || /^\[.*\]$/.test(token) || /^\+\+.*\+\+$/.test(token);
}

/** Dictionary variants are written "read(2)"; the pronunciation number is no part of the word. */
export function cleanWord(token: string): string {
  return token.replace(/\(\d+\)$/, '');
}

/**
 * Reads what `pocketsphinx_continuous -time yes` prints: for each utterance a line with the hypothesis, then one line
 * per token "word start end posterior" (seconds from the start of the input). Only the timed lines are used, since they
 * hold everything the hypothesis line has. `offsetSeconds` moves the times from the chunk to the whole file.
 */
export function parsePocketsphinxOutput(output: string, offsetSeconds = 0): PocketsphinxUtterance[] {
  const utterances: PocketsphinxUtterance[] = [];
  let current: TranscriptWord[] | null = null;
  for (const line of output.split('\n')) {
    const parts = line.trim().split(/\s+/);
    if (parts.length !== 4) continue;
    const [token = '', startText = '', endText = '', probText = ''] = parts;
    const start = Number(startText);
    const end = Number(endText);
    const prob = Number(probText);
    if (!Number.isFinite(start) || !Number.isFinite(end) || !Number.isFinite(prob)) continue;
    if (token === '<s>' || current === null) {
      if (current && current.length > 0) utterances.push({ words: current });
      current = [];
      if (token === '<s>') continue;
    }
    if (token === '</s>') {
      if (current.length > 0) utterances.push({ words: current });
      current = null;
      continue;
    }
    if (isFillerToken(token)) continue;
    current.push({
      start: round(start + offsetSeconds),
      // pocketsphinx prints the start time of the word's last 10 ms frame; the word lasts until that frame ends.
      end: round(end + 0.01 + offsetSeconds),
      text: cleanWord(token),
      // The posterior can print as 1.000100 from rounding in the log domain.
      confidence: Math.min(1, Math.max(0, prob)),
    });
  }
  if (current && current.length > 0) utterances.push({ words: current });
  return utterances;
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}

/** pocketsphinx writes lower case without punctuation; a capital at the start of a segment and "I" read better. */
export function tidyText(words: string[]): string {
  const text = words.map((w) => (w === 'i' || w.startsWith("i'") ? `I${w.slice(1)}` : w)).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The same tidying on the words themselves, so that the words (which the viewer, the player and the exports show)
 * read exactly as the text does.
 */
export function tidyUtterance(utterance: PocketsphinxUtterance): PocketsphinxUtterance {
  const tidy = (text: string, index: number) => {
    const word = text === 'i' || text.startsWith("i'") ? `I${text.slice(1)}` : text;
    return index === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word;
  };
  return { words: utterance.words.map((word, index) => ({ ...word, text: tidy(word.text, index) })) };
}

export function utteranceToSegment(utterance: PocketsphinxUtterance): TranscriptSegment | null {
  const first = utterance.words[0];
  const last = utterance.words.at(-1);
  if (!first || !last) return null;
  return { start: first.start, end: last.end, text: tidyText(utterance.words.map((w) => w.text)) };
}

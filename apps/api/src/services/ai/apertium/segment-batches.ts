/**
 * Many segments go to Apertium in one run, since starting its pipeline costs more than translating a segment.
 * They are separated by a blank line: Apertium's text format keeps blank lines where they are and treats one as the
 * end of a sentence, so no segment's words are reordered with its neighbour's (a single line break is only a space
 * to it, and "[SEG-1]"-style markers are text it may move). The caller checks that as many pieces come back as went
 * in, since a separator that did not survive would shift every later translation onto the wrong timing.
 */

const SEPARATOR = '\n\n';
const SEPARATOR_IN_OUTPUT = /\n[ \t]*\n/;

/** A segment's text on one line: its own line breaks would read as separators. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The input of one run: each text on its own line, a blank line between them. */
export function joinSegments(texts: readonly string[]): string {
  return `${texts.map(oneLine).join(SEPARATOR)}\n`;
}

/** A run's output cut back into its pieces, each trimmed (Apertium may leave a space where a separator was). */
export function splitSegments(output: string): string[] {
  const trimmed = output.trim();
  return trimmed === '' ? [] : trimmed.split(SEPARATOR_IN_OUTPUT).map(oneLine);
}

export interface BatchLimits {
  /** Most segments in one run. */
  segments: number;
  /** Most characters in one run; a longer segment goes alone. */
  characters: number;
}

/**
 * Groups the indexes of the texts to translate into runs, in order. Runs are kept small enough that the first
 * translations arrive within a second or so, so a person sees progress on a long transcript.
 */
export function segmentBatches(texts: readonly string[], indexes: readonly number[], limits: BatchLimits): number[][] {
  const batches: number[][] = [];
  let current: number[] = [];
  let characters = 0;
  for (const index of indexes) {
    const length = texts[index]?.length ?? 0;
    if (current.length > 0 && (current.length >= limits.segments || characters + length > limits.characters)) {
      batches.push(current);
      current = [];
      characters = 0;
    }
    current.push(index);
    characters += length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

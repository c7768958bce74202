import type { TranscriptEdit, TranscriptWord } from '@verbatim/core-sdk/contracts';

/**
 * Text edits applied to a transcript's timed words.
 *
 * A person corrects what the engine misheard; the recording did not change, so the timings of the words they kept
 * are still true and must survive the edit (the player follows them, subtitles are cut from them, confidence is
 * weighted by them). Within each edited span the old words and the new text are aligned word by word (longest
 * common subsequence of exact texts): a kept word keeps its very object. New words are spread evenly over the time
 * of the old words they replace, or, where they replace nothing, over the silence they were inserted into. New words
 * carry no confidence: a person wrote them.
 */

/** An edit the words cannot take: it reaches past the last word, or overlaps another edit. */
export class WordEditError extends Error {
  override readonly name = 'WordEditError';
}

/**
 * Above this many cells (old words × new words, after the common ends are set aside) a span is not aligned: its
 * middle is replaced wholesale. An editor sends a sentence or a paragraph; a whole transcript pasted over itself
 * would otherwise cost hundreds of megabytes and seconds of CPU.
 */
export const MAX_ALIGNED_CELLS = 2_000_000;

const tokensOf = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/** Times are kept to the millisecond, as engines give them; the rounding never leaves [lo, hi]. */
const toMillisecond = (seconds: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Math.round(seconds * 1000) / 1000));

/** `texts` as words sharing [lo, hi] evenly, in order, touching, the last ending exactly at `hi`. */
function spread(texts: readonly string[], lo: number, hi: number): TranscriptWord[] {
  const top = Math.max(lo, hi);
  const share = (k: number) => (k === 0 ? lo : k === texts.length ? top : toMillisecond(lo + ((top - lo) * k) / texts.length, lo, top));
  return texts.map((text, k) => ({ start: share(k), end: share(k + 1), text }));
}

/** Pairs [old index, new index] of a longest common subsequence of the two texts, in order. */
function alignTexts(old: readonly string[], next: readonly string[]): [number, number][] {
  let head = 0;
  while (head < old.length && head < next.length && old[head] === next[head]) head += 1;
  let tail = 0;
  while (tail < old.length - head && tail < next.length - head && old[old.length - 1 - tail] === next[next.length - 1 - tail]) tail += 1;
  const pairs: [number, number][] = [];
  for (let k = 0; k < head; k += 1) pairs.push([k, k]);
  const n = old.length - head - tail;
  const m = next.length - head - tail;
  if (n > 0 && m > 0 && n * m <= MAX_ALIGNED_CELLS) {
    // lengths[i * (m + 1) + j]: the LCS length of old[head + i ..] and next[head + j ..] (suffixes, so the walk below goes forward).
    const width = m + 1;
    const lengths = new Int32Array((n + 1) * width);
    for (let i = n - 1; i >= 0; i -= 1) {
      for (let j = m - 1; j >= 0; j -= 1) {
        lengths[i * width + j] =
          old[head + i] === next[head + j]
            ? (lengths[(i + 1) * width + j + 1] ?? 0) + 1
            : Math.max(lengths[(i + 1) * width + j] ?? 0, lengths[i * width + j + 1] ?? 0);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
      if (old[head + i] === next[head + j]) {
        pairs.push([head + i, head + j]);
        i += 1;
        j += 1;
      } else if ((lengths[(i + 1) * width + j] ?? 0) >= (lengths[i * width + j + 1] ?? 0)) i += 1;
      else j += 1;
    }
  }
  for (let k = tail; k > 0; k -= 1) pairs.push([old.length - k, next.length - k]);
  return pairs;
}

/**
 * The words of one span [start, end) rewritten as `text`. `before` and `after` are the words either side of the
 * span; `anchor` is where a span with no neighbour at all is timed (every other word was deleted).
 */
function rewriteSpan(
  span: readonly TranscriptWord[],
  text: string,
  before: TranscriptWord | undefined,
  after: TranscriptWord | undefined,
  anchor: number,
): TranscriptWord[] {
  const tokens = tokensOf(text);
  const pairs = alignTexts(
    span.map((word) => word.text),
    tokens,
  );
  const out: TranscriptWord[] = [];
  let oldAt = 0;
  let newAt = 0;
  // Each run of new tokens ends where a kept word (or the span's end) begins.
  for (const [oldIndex, newIndex] of [...pairs, [span.length, tokens.length] as [number, number]]) {
    const replaced = span.slice(oldAt, oldIndex);
    const written = tokens.slice(newAt, newIndex);
    if (written.length > 0) {
      const previous = out.at(-1) ?? before;
      const next = span[oldIndex] ?? after;
      // Never before what is already out: with overlapping engine timings, new words still come after kept ones.
      const floor = previous?.end ?? Number.NEGATIVE_INFINITY;
      const first = replaced[0];
      const last = replaced.at(-1);
      let lo: number;
      let hi: number;
      if (first && last) {
        lo = Math.max(first.start, floor);
        hi = last.end;
      } else {
        // An insertion: the silence between its neighbours, or a zero-length instant at the one neighbour it has.
        lo = previous?.end ?? next?.start ?? anchor;
        hi = next?.start ?? lo;
      }
      out.push(...spread(written, lo, Math.max(lo, hi)));
    }
    const kept = span[oldIndex];
    if (kept) out.push(kept);
    oldAt = oldIndex + 1;
    newAt = newIndex + 1;
  }
  return out;
}

/** Insertions at one index become one: timed apart, two of them would share the same silence. */
function mergeInsertions(edits: readonly TranscriptEdit[]): TranscriptEdit[] {
  const merged: TranscriptEdit[] = [];
  for (const edit of edits) {
    const previous = merged.at(-1);
    if (previous && previous.start === previous.end && edit.start === edit.end && previous.start === edit.start) {
      merged[merged.length - 1] = { ...previous, text: `${previous.text} ${edit.text}` };
    } else merged.push(edit);
  }
  return merged;
}

/**
 * The words after `edits`, each replacing words[start..end) with the words of its `text` (empty deletes, start equal
 * to end inserts). Edits must not overlap; they are applied from the last to the first, so every index still means
 * the word it meant when the edit was made. Insertions at the same index keep the order they were given in.
 * Given words in time order that do not overlap, the result is in time order and does not overlap either.
 * Throws WordEditError for an edit past the last word or edits that overlap.
 */
export function applyWordEdits(words: readonly TranscriptWord[], edits: readonly TranscriptEdit[]): TranscriptWord[] {
  const ordered = mergeInsertions(
    edits
      .map((edit, index) => ({ edit, index }))
      .sort((a, b) => a.edit.start - b.edit.start || a.edit.end - b.edit.end || a.index - b.index)
      .map(({ edit }) => edit),
  );
  ordered.forEach((edit, index) => {
    if (
      !Number.isInteger(edit.start) ||
      !Number.isInteger(edit.end) ||
      edit.start < 0 ||
      edit.end < edit.start ||
      edit.end > words.length
    ) {
      throw new WordEditError(`The edit of words ${edit.start} to ${edit.end} reaches past the transcript's ${words.length} words.`);
    }
    const previous = ordered[index - 1];
    if (previous && previous.end > edit.start) throw new WordEditError('Edits must not overlap.');
  });
  // Where an insertion is timed when the words around it are all deleted: where its neighbours were.
  const anchors = ordered.map((edit) => words[edit.start]?.start ?? words[edit.start - 1]?.end ?? 0);
  const result = [...words];
  for (let index = ordered.length - 1; index >= 0; index -= 1) {
    const edit = ordered[index] as TranscriptEdit;
    const span = result.slice(edit.start, edit.end);
    const rewritten = rewriteSpan(span, edit.text, result[edit.start - 1], result[edit.end], anchors[index] ?? 0);
    result.splice(edit.start, edit.end - edit.start, ...rewritten);
  }
  return result;
}

import type { SearchHighlight } from '@verbatim/core-sdk/contracts';

/** The markers ts_headline is asked to put around each match; a passage's stored text never holds them. */
export const HIGHLIGHT_START = '\u0001';
export const HIGHLIGHT_STOP = '\u0002';

/** A passage as the client shows it: the text without markers, and where the markers were. */
export function readHeadline(marked: string): { text: string; highlights: SearchHighlight[] } {
  let text = '';
  let open: number | null = null;
  const highlights: SearchHighlight[] = [];
  for (const char of marked) {
    if (char === HIGHLIGHT_START) {
      open = text.length;
    } else if (char === HIGHLIGHT_STOP) {
      if (open !== null && text.length > open) highlights.push({ from: open, to: text.length });
      open = null;
    } else {
      text += char;
    }
  }
  return { text: text.trim() === text ? text : trimWithHighlights(text, highlights), highlights };
}

/** ts_headline keeps the spaces at a fragment's ends; they go, and the highlights move with the start. */
function trimWithHighlights(text: string, highlights: SearchHighlight[]): string {
  const lead = text.length - text.trimStart().length;
  const trimmed = text.trim();
  for (const h of highlights) {
    h.from = Math.max(0, h.from - lead);
    h.to = Math.min(trimmed.length, h.to - lead);
  }
  return trimmed;
}

/** The longest post, hashtags included: X's limit, which the other networks exceed. */
export const SOCIAL_POST_MAX_CHARS = 280;
const MAX_HASHTAGS = 3;
const ELLIPSIS = '…';

const endsWithPunctuation = (text: string) => /[.!?…]["'”’)\]]*$/.test(text);

/** Cuts a text at the last word boundary that leaves room for an ellipsis within `max` characters. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, Math.max(0, max - ELLIPSIS.length));
  const space = room.lastIndexOf(' ');
  // A single word longer than the room is cut where it must be.
  const cut = space > 0 ? room.slice(0, space) : room;
  return `${cut.replace(/[\s,;:–—-]+$/u, '')}${ELLIPSIS}`;
}

/**
 * One post of at most 280 characters: as many of the given sentences as fit whole, best first (the first cut at a
 * word when even it does not fit), then a blank line and up to three hashtags. Sentences from a transcript without
 * punctuation are marked as the excerpts they are with an ellipsis.
 */
export function socialPost(sentences: readonly string[], hashtags: readonly string[]): string {
  const tags: string[] = [];
  for (const tag of hashtags) {
    if (tags.length < MAX_HASHTAGS && tag.length > 1 && !tags.some((other) => other.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  }
  const tagLine = tags.join(' ');
  const budget = SOCIAL_POST_MAX_CHARS - (tagLine ? tagLine.length + 2 : 0);
  const asExcerpt = (text: string) => (endsWithPunctuation(text) ? text : `${text}${ELLIPSIS}`);
  let body = '';
  for (const sentence of sentences) {
    const candidate = body ? `${body} ${asExcerpt(sentence)}` : asExcerpt(sentence);
    if (candidate.length <= budget) body = candidate;
    else if (!body) body = cutAtWord(sentence, budget);
  }
  return tagLine ? `${body}\n\n${tagLine}` : body;
}

/**
 * Passes pieces on until `max` characters, then stops the answer (which ends the request to the model): a social post
 * must fit its network's limit even when the model overshoots what it was asked for. The cut falls at the last space
 * before the limit, so no word is left half-written; a piece's trailing spaces are held back until more text follows,
 * so a post cut there does not end in a space.
 */
export async function* capCharacters(pieces: AsyncIterable<string>, max: number): AsyncGenerator<string> {
  let written = 0;
  let heldSpace = '';
  for await (const piece of pieces) {
    const text = heldSpace + piece;
    const body = text.trimEnd();
    if (written + body.length <= max) {
      heldSpace = text.slice(body.length);
      written += body.length;
      if (body) yield body;
      continue;
    }
    const room = text.slice(0, max - written);
    // Up to the last space that fits; when the room ends exactly at a word's end, that word is whole.
    const wholeWord = /\s/.test(text.charAt(room.length));
    const lastSpace = room.search(/\s\S*$/);
    const fits = (wholeWord ? room : lastSpace >= 0 ? room.slice(0, lastSpace) : '').trimEnd();
    if (fits.trim()) yield fits;
    return;
  }
}

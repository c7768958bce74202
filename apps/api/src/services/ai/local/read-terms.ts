import type { ItemToken, ItsFunction } from 'wink-nlp';
import { englishNlp } from './english-nlp';

/** What the local writer reads in a piece of text: the words to match on and the nouns to name it by. */
export interface TextTerms {
  /**
   * The stems of its content words, in order, as often as they occur ("agreed" and "agree" are both "agre"):
   * what sentences and passages are compared and searched by.
   */
  terms: string[];
  /** Its nouns and names, as keyword candidates. */
  nouns: NounOccurrence[];
}

export interface NounOccurrence {
  /** The dictionary form, lower case ("engineer"): what occurrences are counted by. */
  lemma: string;
  /** The word as written ("engineers", "Lisbon"). */
  form: string;
}

// Spoken words that carry nothing, beyond the English stop words the model marks: hesitations and back-channels.
// Transcripts of speech are full of them.
const FILLERS = new Set(['um', 'uh', 'er', 'erm', 'ah', 'eh', 'hmm', 'mm', 'mhm', 'uhm', 'huh', 'yeah', 'yep', 'okay', 'ok', 'oh']);
// Nouns that name no subject: stand-ins for other nouns and the times of day and week that every conversation
// mentions. They still count for matching; they just make poor keywords ("#Thing", "#Week").
const VAGUE_NOUNS = new Set([
  ...['thing', 'stuff', 'lot', 'bit', 'way', 'kind', 'sort', 'guy', 'people', 'something', 'one', 'yes', 'no'],
  ...['time', 'today', 'day', 'week', 'month', 'year', 'morning', 'evening', 'night', 'moment', 'minute', 'hour'],
]);

/**
 * Reads a text with wink-nlp's English model: its tokens, stop words, parts of speech, stems and lemmas. The model
 * is English; a transcript in another language still gets words to match on (its stop words simply weigh less,
 * through BM25's inverse document frequency), but its keywords are a rougher guess.
 */
export function readTerms(text: string): TextTerms {
  const wink = englishNlp();
  const { its } = wink;
  // wink-nlp's types give the stem and lemma helpers a signature its own `out` does not accept; they work as any other.
  const stem = its.stem as ItsFunction<string>;
  const lemmaOf = its.lemma as ItsFunction<string>;
  const terms: string[] = [];
  const nouns: NounOccurrence[] = [];
  wink
    .readDoc(text)
    .tokens()
    .each((token: ItemToken) => {
      const type = String(token.out(its.type));
      if (type !== 'word' && type !== 'number') return;
      const normal = String(token.out(its.normal));
      if (token.out(its.stopWordFlag) === true || FILLERS.has(normal)) return;
      const pos = String(token.out(its.pos));
      if (pos === 'INTJ' || pos === 'PUNCT' || pos === 'SYM') return;
      terms.push(type === 'number' ? normal : String(token.out(stem)));
      if (type !== 'word' || (pos !== 'NOUN' && pos !== 'PROPN')) return;
      const lemma = String(token.out(lemmaOf)).toLowerCase();
      if (lemma.length >= 3 && /^\p{L}[\p{L}\p{N}'-]*$/u.test(lemma) && !VAGUE_NOUNS.has(lemma)) {
        nouns.push({ lemma, form: String(token.out(its.value)) });
      }
    });
  return { terms, nouns };
}

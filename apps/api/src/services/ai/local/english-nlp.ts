import model from 'wink-eng-lite-web-model';
import winkNLP, { type WinkMethods } from 'wink-nlp';

let nlp: WinkMethods | undefined;

/**
 * wink-nlp with its English model (shipped inside the npm package: nothing is downloaded), loaded on first use,
 * about a tenth of a second, rather than when the server starts. Only the part-of-speech tagger is run (lemmas and
 * keywords need it): the texts read are sentences and paragraphs already, and wink-nlp's own sentence splitting
 * would double the time.
 */
export function englishNlp(): WinkMethods {
  nlp ??= winkNLP(model, ['pos']);
  return nlp;
}

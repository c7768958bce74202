import { readTerms } from './read-terms';

// Words about the asking rather than the subject ("what did they say about the budget", "summarise the decisions on
// hiring"): matched against the transcript they would pick any passage where someone says or summarises anything.
const ASKING_WORDS = [
  'say',
  'tell',
  'talk',
  'mention',
  'discuss',
  'speak',
  'ask',
  'summarize',
  'summarise',
  'summary',
  'list',
  'write',
  'focus',
  'highlight',
  'explain',
  'describe',
  'give',
  'bullet',
  'brief',
  'transcript',
  'recording',
  'please',
];

let askingTerms: Set<string> | undefined;

/** The terms of a question or of instructions that name what they are about, as the transcript's terms are read. */
export function requestTerms(text: string): string[] {
  askingTerms ??= new Set(readTerms(ASKING_WORDS.join(' ')).terms);
  const asking = askingTerms;
  return readTerms(text).terms.filter((term) => !asking.has(term));
}

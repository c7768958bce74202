import type { LlmMessage } from './llm-client';

/**
 * The messages that ask for a batch of segments' translations. Segments go as a numbered JSON array and come back the
 * same way: ids let the answer be matched to the segments even when a model reorders them, and a count that differs
 * shows a model that merged or split segments (each keeps its own subtitle timing, so that must not happen).
 */
export function translationMessages(texts: readonly string[], sourceName: string, targetName: string): LlmMessage[] {
  const system =
    `You translate segments of a transcribed recording from ${sourceName} into ${targetName}. ` +
    'You get a JSON object {"segments":[{"id":1,"text":"..."},...]}. Answer with a JSON object {"translations":[{"id":1,"text":"..."},...]} ' +
    `that has exactly one translation for each segment, with the same ids, in the same order. Translate each segment on its own, even where a sentence runs on into the next one: never merge, split, skip or add segments. ` +
    `Keep names and numbers as they are, and keep the speaker's tone. Translate everything into ${targetName}, and answer with the JSON object only.`;
  const segments = texts.map((text, index) => ({ id: index + 1, text }));
  return [
    { role: 'system', content: system },
    { role: 'user', content: JSON.stringify({ segments }) },
  ];
}

import { AiUnavailableError } from '../ai-writer';
import type { Translator, TranslatorLanguage } from '../translator';
import { createLlmClient, type LlmClient, type LlmOptions } from './llm-client';
import { llmLanguageName } from './llm-languages';
import { parseTranslations } from './parse-translations';
import { estimateTokens, MESSAGE_OVERHEAD_TOKENS } from './token-budget';
import { translationMessages } from './translation-prompt';

export interface LlmTranslatorOptions extends LlmOptions {
  /** BCP 47 codes of the languages the model translates into (LLM_TRANSLATE_LANGUAGES). */
  languages: readonly string[];
  /** The most segments sent in one request. */
  maxBatchSegments?: number;
}

/** Enough segments per request to keep a long transcript to a few dozen calls, few enough that models keep count. */
const DEFAULT_MAX_BATCH_SEGMENTS = 40;
/**
 * The answer is about as long as the batch, and longer in tokens for scripts a tokenizer splits finely (Devanagari,
 * Thai): a batch takes at most a third of the context, so prompt and answer fit with room to spare.
 */
const BATCH_SHARE_OF_CONTEXT = 1 / 3;

/**
 * Translation by the configured model into the languages configured for it, segment for segment, so every translated
 * segment keeps its original timing. Segments go in batches as a numbered JSON array; a batch whose answer does not
 * hold one translation per segment is asked again one segment at a time.
 */
export function createLlmTranslator(options: LlmTranslatorOptions): Translator {
  const llm = createLlmClient(options);
  const maxBatchSegments = options.maxBatchSegments ?? DEFAULT_MAX_BATCH_SEGMENTS;
  const offered: TranslatorLanguage[] = options.languages.map((code) => ({ code, name: llmLanguageName(code) ?? code }));

  return {
    id: 'llm',
    async languages(source) {
      const own = source.toLowerCase();
      const primary = own.split('-')[0];
      return offered.filter((language) => {
        const code = language.code.toLowerCase();
        return code !== own && code !== primary;
      });
    },
    async translate(texts, source, target, signal, onTranslated) {
      signal.throwIfAborted();
      const names = { source: llmLanguageName(source) ?? source, target: llmLanguageName(target) ?? target };
      const results: string[] = new Array(texts.length);
      const pending: number[] = [];
      texts.forEach((text, index) => {
        if (text.trim() === '') {
          // Nothing to translate: a blank segment stays blank, without a request.
          results[index] = '';
          onTranslated?.(index, '');
        } else pending.push(index);
      });
      const batchTokens = batchBudget(llm, names);
      for (const batch of planBatches(pending, texts, batchTokens, maxBatchSegments)) {
        const translated = await translateBatch(llm, batch, texts, names, signal);
        batch.forEach((index, position) => {
          const text = translated[position] ?? '';
          results[index] = text;
          onTranslated?.(index, text);
        });
      }
      return results;
    },
  };
}

interface LanguageNames {
  source: string;
  target: string;
}

function batchBudget(llm: LlmClient, names: LanguageNames): number {
  const instructions = translationMessages([], names.source, names.target).reduce(
    (sum, message) => sum + estimateTokens(String(message.content)) + MESSAGE_OVERHEAD_TOKENS,
    0,
  );
  return Math.max(64, Math.floor(llm.contextTokens * BATCH_SHARE_OF_CONTEXT) - instructions);
}

/** Consecutive segments, at most `maxSegments` and `maxTokens` (as JSON) a batch; a segment over the budget goes alone. */
function planBatches(indices: number[], texts: readonly string[], maxTokens: number, maxSegments: number): number[][] {
  const batches: number[][] = [];
  let current: number[] = [];
  let used = 0;
  for (const index of indices) {
    const cost = estimateTokens(JSON.stringify({ id: current.length + 1, text: texts[index] })) + 1;
    if (current.length > 0 && (current.length >= maxSegments || used + cost > maxTokens)) {
      batches.push(current);
      current = [];
      used = 0;
    }
    current.push(index);
    used += cost;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

async function translateBatch(
  llm: LlmClient,
  batch: number[],
  texts: readonly string[],
  names: LanguageNames,
  signal: AbortSignal,
): Promise<string[]> {
  const sources = batch.map((index) => texts[index] ?? '');
  const answer = await llm.complete(translationMessages(sources, names.source, names.target), signal, { json: true });
  const parsed = sources.length === 1 ? singleTranslation(answer) : parseTranslations(answer, sources.length);
  if (parsed) return parsed;
  // The model merged, split or dropped segments (or wrote no JSON): one at a time it cannot.
  const one: string[] = [];
  for (const [position, text] of sources.entries()) one.push(await translateOne(llm, text, batch[position] ?? 0, names, signal));
  return one;
}

async function translateOne(llm: LlmClient, text: string, index: number, names: LanguageNames, signal: AbortSignal): Promise<string> {
  const answer = await llm.complete(translationMessages([text], names.source, names.target), signal, { json: true });
  const [translated] = singleTranslation(answer) ?? [];
  if (translated !== undefined) return translated;
  throw new AiUnavailableError(`The language model (${llm.model}) did not return a translation of segment ${index + 1}.`);
}

/** The one translation in an answer; a model that answers a single segment in plain text has still translated it. */
function singleTranslation(answer: string): [string] | null {
  const parsed = parseTranslations(answer, 1);
  if (parsed?.[0] !== undefined) return [parsed[0]];
  const plain = answer.trim();
  return plain && !/^[[{`]/.test(plain) ? [plain] : null;
}

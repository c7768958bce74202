/** A language a translator can translate into, from a given source language. */
export interface TranslatorLanguage {
  /** BCP 47 code ("es"). */
  code: string;
  /** English name ("Spanish"). */
  name: string;
}

/**
 * Translates text, piece by piece: the caller hands it a transcript's segments, and gets back one translation per
 * segment in the same order, so each keeps its segment's timings. `onTranslated` reports each finished piece as it is
 * done (index and text), for progress and for streaming to the browser. A failure throws `AiUnavailableError` (from
 * ai-writer.ts); an abort of the signal stops the work.
 */
export interface Translator {
  readonly id: 'apertium' | 'llm';
  /** The languages a text in `source` can be translated into (not `source` itself). */
  languages(source: string): Promise<TranslatorLanguage[]>;
  translate(
    texts: readonly string[],
    source: string,
    target: string,
    signal: AbortSignal,
    onTranslated?: (index: number, text: string) => void,
  ): Promise<string[]>;
}

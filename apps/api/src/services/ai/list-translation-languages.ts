import type { TranslationLanguage } from '@verbatim/core-sdk/contracts';
import type { AiServices } from './ai-services';
import { sameLanguage } from './language-code';
import type { Translator } from './translator';

/**
 * The languages a transcript in `source` can be translated into with the translators configured here, each once
 * (the first translator that has it translates it: Apertium before a model), by name.
 */
export async function listTranslationLanguages(ai: AiServices, source: string): Promise<TranslationLanguage[]> {
  const seen = new Map<string, TranslationLanguage>();
  for (const translator of ai.translators) {
    for (const language of await translator.languages(source)) {
      const code = language.code.toLowerCase();
      if (sameLanguage(code, source) || seen.has(code)) continue;
      seen.set(code, { code: language.code, name: language.name, translator: translator.id });
    }
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** The translator for a language, or undefined when none has it. */
export async function translatorFor(ai: AiServices, source: string, target: string): Promise<Translator | undefined> {
  for (const translator of ai.translators) {
    const languages = await translator.languages(source);
    if (languages.some((language) => sameLanguage(language.code, target))) return translator;
  }
  return undefined;
}

/**
 * The languages a general-purpose model translates into well enough to offer by default: the most spoken languages
 * with a large written web (what such models are trained on), India's major languages among them, as most of our
 * users are there. LLM_TRANSLATE_LANGUAGES replaces the list for a model that is weaker or stronger than that.
 * Names are written out here rather than taken from ICU where ICU's name is not what a person picks from a list
 * ("zh" is "Chinese" to ICU, but a translation is written in one script or the other).
 */
export const LLM_LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  ar: 'Arabic',
  bn: 'Bengali',
  cs: 'Czech',
  da: 'Danish',
  de: 'German',
  el: 'Greek',
  en: 'English',
  es: 'Spanish',
  fa: 'Persian',
  fi: 'Finnish',
  fr: 'French',
  gu: 'Gujarati',
  he: 'Hebrew',
  hi: 'Hindi',
  hu: 'Hungarian',
  id: 'Indonesian',
  it: 'Italian',
  ja: 'Japanese',
  kn: 'Kannada',
  ko: 'Korean',
  ml: 'Malayalam',
  mr: 'Marathi',
  ms: 'Malay',
  nb: 'Norwegian Bokmål',
  nl: 'Dutch',
  pa: 'Punjabi',
  pl: 'Polish',
  pt: 'Portuguese',
  ro: 'Romanian',
  ru: 'Russian',
  sv: 'Swedish',
  sw: 'Swahili',
  ta: 'Tamil',
  te: 'Telugu',
  th: 'Thai',
  tr: 'Turkish',
  uk: 'Ukrainian',
  ur: 'Urdu',
  vi: 'Vietnamese',
  zh: 'Chinese (Simplified)',
  'zh-Hant': 'Chinese (Traditional)',
};

/** Every language in the table: the default of LLM_TRANSLATE_LANGUAGES. */
export const DEFAULT_LLM_TRANSLATE_LANGUAGES: readonly string[] = Object.keys(LLM_LANGUAGE_NAMES);

/** What a configured code looks like: a BCP 47 language, with optional script and region ("pt-BR", "zh-Hant"). */
const LANGUAGE_CODE = /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/;

const tableByLowerCase = new Map(Object.entries(LLM_LANGUAGE_NAMES).map(([code, name]) => [code.toLowerCase(), { code, name }]));
const icuNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/**
 * The English name of a language code, from the table, else from the ICU data Node ships with; undefined for a
 * code that names no language (a typo in the configuration). Codes compare without case, as callers lower-case them.
 */
export function llmLanguageName(code: string): string | undefined {
  const known = tableByLowerCase.get(code.toLowerCase());
  if (known) return known.name;
  if (!LANGUAGE_CODE.test(code)) return undefined;
  try {
    const name = icuNames.of(code);
    // ICU names an unknown region ("en-ZZ") "English (Unknown Region)": a typo as well.
    return name && !/unknown/i.test(name) ? name : undefined;
  } catch {
    return undefined;
  }
}

/** A configured code as the table writes it ("zh-hant" → "zh-Hant"), or canonical BCP 47 case otherwise. */
export function canonicalLanguageCode(code: string): string {
  const known = tableByLowerCase.get(code.toLowerCase());
  if (known) return known.code;
  try {
    return Intl.getCanonicalLocales(code)[0] ?? code;
  } catch {
    return code;
  }
}

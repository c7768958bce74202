import type { TranscriptLanguageCode } from 'assemblyai';

/**
 * The language codes AssemblyAI's pre-recorded transcription accepts, as listed by its SDK's TranscriptLanguageCode
 * type; `satisfies` makes the compiler reject a code the SDK does not know.
 */
// biome-ignore format: a compact table is easier to compare with the SDK than one code per line
export const ASSEMBLYAI_LANGUAGE_CODES = [
  'en', 'en_au', 'en_uk', 'en_us', 'es', 'fr', 'de', 'de_ch', 'it', 'pt', 'nl', 'af', 'sq', 'am', 'ar', 'hy', 'as', 'az',
  'ba', 'eu', 'be', 'bn', 'bs', 'br', 'bg', 'my', 'ca', 'zh', 'hr', 'cs', 'da', 'et', 'fo', 'fi', 'gl', 'ka', 'el', 'gu',
  'ht', 'ha', 'haw', 'he', 'hi', 'hu', 'is', 'id', 'ja', 'jw', 'kn', 'kk', 'km', 'ko', 'lo', 'la', 'lv', 'ln', 'lt', 'lb',
  'mk', 'mg', 'ms', 'ml', 'mt', 'mi', 'mr', 'mn', 'ne', 'no', 'nn', 'oc', 'pa', 'ps', 'fa', 'pl', 'ro', 'ru', 'sa', 'sr',
  'sn', 'sd', 'si', 'sk', 'sl', 'so', 'su', 'sw', 'sv', 'tl', 'tg', 'ta', 'tt', 'te', 'th', 'bo', 'tr', 'tk', 'uk', 'ur',
  'uz', 'vi', 'cy', 'yi', 'yo',
] as const satisfies readonly TranscriptLanguageCode[];

/** AssemblyAI writes regions with "_" and calls British English "en_uk"; the rest of Verbatim uses BCP 47 ("en-GB"). */
export function fromAssemblyAiLanguage(code: string): string {
  const [language = code, region] = code.toLowerCase().split('_');
  if (!region) return language;
  return `${language}-${region === 'uk' ? 'GB' : region.toUpperCase()}`;
}

export function toAssemblyAiLanguage(code: string): string {
  const [language = code, region] = code.toLowerCase().split(/[-_]/);
  if (!region) return language;
  return `${language}_${region === 'gb' ? 'uk' : region}`;
}

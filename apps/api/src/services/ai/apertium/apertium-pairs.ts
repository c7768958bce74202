/**
 * Apertium's translation directions ("modes") as language pairs in BCP 47. Apertium names a mode after its source
 * and target with the codes its packagers chose: ISO 639-1 for the older pairs ("en-gl") and ISO 639-3 for the newer
 * ("eng-spa"). Both are canonicalised to the shortest BCP 47 code ("spa" → "es"), so the rest of the product sees
 * one code per language whichever package is installed.
 */

export interface ApertiumPair {
  /** The mode to run, as `apertium <mode>` expects it ("eng-spa"). */
  mode: string;
  /** BCP 47 codes ("en", "es"). */
  source: string;
  target: string;
}

// Only plain "source-target" modes are offered. The others are variants ("eng-cat_valencia", "cat-eng_US") or
// stages and alternatives kept for developers ("en-eo-bytecode", "eo-en-j"), not a different language.
const PLAIN_MODE = /^([a-z]{2,3})-([a-z]{2,3})$/;

const englishNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** The BCP 47 code of an Apertium language code, or null when it names no language ICU knows. */
export function bcp47Code(apertiumCode: string): string | null {
  try {
    const [canonical] = Intl.getCanonicalLocales(apertiumCode);
    return canonical && englishNames.of(canonical) ? canonical : null;
  } catch {
    return null;
  }
}

/** The language of a code without its script or region: "pt-BR" → "pt", "sr-Latn" → "sr". */
export function baseLanguage(code: string): string | null {
  try {
    return new Intl.Locale(code).language;
  } catch {
    return null;
  }
}

/** A language's English name ("Spanish"), or the code itself when ICU has none. */
export function englishName(code: string): string {
  return englishNames.of(code) ?? code;
}

/** The pair a mode translates, or null for a variant, a developer's stage or a code that names no language. */
export function pairOfMode(mode: string): ApertiumPair | null {
  const match = PLAIN_MODE.exec(mode);
  if (!match) return null;
  const source = bcp47Code(match[1] ?? '');
  const target = bcp47Code(match[2] ?? '');
  return source && target ? { mode, source, target } : null;
}

/** Whether a pair translates from `source` into `target`, where both are compared by their base language. */
export function pairMatches(pair: ApertiumPair, source: string, target?: string): boolean {
  if (baseLanguage(pair.source) !== baseLanguage(source)) return false;
  return target === undefined || baseLanguage(pair.target) === baseLanguage(target);
}

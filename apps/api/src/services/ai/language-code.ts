/** "en-US" → "en", "EN" → "en": translators name languages by their primary code. */
export function primaryLanguage(code: string | null | undefined): string | null {
  const primary = code?.trim().split(/[-_]/)[0]?.toLowerCase();
  return primary && /^[a-z]{2,3}$/.test(primary) ? primary : null;
}

/** The language a transcript is translated from: its own when known, else English, the local engine's language. */
export function sourceLanguage(code: string | null | undefined): string {
  return primaryLanguage(code) ?? 'en';
}

/** Codes compare without case: "zh-tw" is "zh-TW". */
export function sameLanguage(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

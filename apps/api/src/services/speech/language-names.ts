import type { Language } from './speech-engine';

const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/** "pt" → Portuguese, "en-AU" → Australian English, through the ICU data Node ships with. */
function languageName(code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

export function toLanguages(codes: readonly string[]): Language[] {
  return codes.map((code) => ({ code, name: languageName(code) })).sort((a, b) => a.name.localeCompare(b.name));
}

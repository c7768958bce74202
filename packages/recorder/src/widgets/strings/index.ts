import { en, type WidgetStrings } from './en';
import { es } from './es';

export type { WidgetStrings } from './en';

/** The languages built in, by their primary language subtag. */
export const WIDGET_LOCALES: Readonly<Record<string, WidgetStrings>> = { en, es };

/** The built-in language a locale gets: `es-MX` → `es`; an unknown or missing locale → `en`. */
export function builtInLanguage(locale: string | undefined): string {
  const language = (locale ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return language in WIDGET_LOCALES ? language : 'en';
}

export function builtInStrings(locale: string | undefined): WidgetStrings {
  return WIDGET_LOCALES[builtInLanguage(locale)] ?? en;
}

/** The built-in language's strings with the page's own overrides on top (empty or non-text overrides are ignored). */
export function resolveStrings(locale: string | undefined, overrides: Partial<WidgetStrings> = {}): WidgetStrings {
  const strings = { ...builtInStrings(locale) };
  for (const key of Object.keys(overrides) as (keyof WidgetStrings)[]) {
    const value = overrides[key];
    if (typeof value === 'string' && value !== '' && key in strings) strings[key] = value;
  }
  return strings;
}

/** Fills `{name}` placeholders; a placeholder without a value stays as it is, so a wrong override shows its mistake. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

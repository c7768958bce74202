// Numbers as a visitor reads them, in the widget's locale. Intl is in every browser that can run the widgets; a locale
// it does not know falls back to the browser's own.

function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale, options);
  } catch {
    return new Intl.NumberFormat(undefined, options);
  }
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** 1536 → "1.5 KB" (in Spanish "1,5 kB"): binary steps, at most one decimal. */
export function formatBytes(bytes: number, locale?: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return numberFormat(locale, { style: 'unit', unit: UNITS[unit], maximumFractionDigits: digits }).format(value);
}

/** A timer's reading: 83_000 → "01:23", 3_723_000 → "1:02:03". */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/** A limit in words: 1_800_000 → "30 minutes", 7_200_000 → "2 hours", 45_000 → "45 seconds". */
export function formatLimit(ms: number, locale?: string): string {
  const seconds = Math.round(ms / 1000);
  const [value, unit] =
    seconds % 3600 === 0 ? [seconds / 3600, 'hour'] : seconds % 60 === 0 ? [seconds / 60, 'minute'] : [seconds, 'second'];
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** A date and time as the locale writes it, for naming a recording found after a reload. */
export function formatDateTime(epochMs: number, locale?: string): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(locale, options).format(epochMs);
  } catch {
    return new Intl.DateTimeFormat(undefined, options).format(epochMs);
  }
}

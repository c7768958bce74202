/** What the formatters show when a value is missing or not a real quantity. */
export const NOT_AVAILABLE = 'N/A';

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/**
 * A byte count in the spec's units (Bytes, KB, MB, GB; 1 KB = 1024 bytes), at most two decimals:
 * 0 → "0 Bytes", 1536 → "1.5 KB", 3 GB and more stay in GB.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return NOT_AVAILABLE;
  if (bytes < 1024) return `${Math.round(bytes)} Bytes`;
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  let value = Number((bytes / 1024 ** exponent).toFixed(2));
  let unit = exponent;
  // 1048575 bytes is 1023.999 KB, which rounds to "1024 KB"; the next unit reads better.
  if (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value = Number((value / 1024).toFixed(2));
    unit += 1;
  }
  return `${value} ${SIZE_UNITS[unit]}`;
}

/** The one duration format of the product, shared with the server's exports and e-mails. */
export { formatDuration } from '@verbatim/core-sdk/contracts';

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export interface DateFormatOptions {
  /** IANA zone; the viewer's own zone when left out. */
  timeZone?: string;
}

/** A date in en-US short form: "Jan 5, 2025". An unreadable value gives "N/A". */
export function formatDate(value: string | number | Date | null | undefined, { timeZone }: DateFormatOptions = {}): string {
  if (value == null) return NOT_AVAILABLE;
  const date = toDate(value);
  if (!date) return NOT_AVAILABLE;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone });
}

/** A date and time in en-US short form: "Jan 5, 2025, 3:04 PM". */
export function formatDateTime(value: string | number | Date | null | undefined, { timeZone }: DateFormatOptions = {}): string {
  if (value == null) return NOT_AVAILABLE;
  const date = toDate(value);
  if (!date) return NOT_AVAILABLE;
  return date.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone });
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/**
 * How long ago something happened, in words ("just now", "5 minutes ago", "yesterday");
 * from a week back it is the date itself, which says more than "3 weeks ago".
 */
export function formatRelativeTime(
  value: string | number | Date | null | undefined,
  now: Date = new Date(),
  options: DateFormatOptions = {},
): string {
  if (value == null) return NOT_AVAILABLE;
  const date = toDate(value);
  if (!date) return NOT_AVAILABLE;
  let amount = (date.getTime() - now.getTime()) / 1000;
  // Clocks disagree by a few seconds; a moment "in the future" is still "just now".
  if (Math.abs(amount) < 45) return 'just now';
  const format = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return formatDate(date, options);
}

export interface MoneyFormatOptions {
  /** ISO 4217 code; amounts are in its smallest unit (cents). Default USD. */
  currency?: string;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${currency}:${fractionDigits}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/**
 * An amount in cents as money: 799 → "$7.99", 900 → "$9" (a whole amount needs no ".00", as prices are written),
 * 5 → "$0.05". Anything that is not a whole number of cents, or is negative, gives "N/A".
 */
export function formatMoney(cents: number | null | undefined, { currency = 'USD' }: MoneyFormatOptions = {}): string {
  if (cents == null || !Number.isInteger(cents) || cents < 0) return NOT_AVAILABLE;
  return moneyFormat(currency, cents % 100 === 0 ? 0 : 2).format(cents / 100);
}

/**
 * The price of one unit when `units` cost `cents`, to a tenth of a cent: (799, 500) → "$0.016". For per-credit
 * (per-minute) prices, which are fractions of a cent.
 */
export function formatUnitPrice(cents: number, units: number, { currency = 'USD' }: MoneyFormatOptions = {}): string {
  if (!Number.isFinite(cents) || cents < 0 || !Number.isFinite(units) || units <= 0) return NOT_AVAILABLE;
  return moneyFormat(currency, 3).format(cents / units / 100);
}

/** Cents as the decimal amount a payment request carries: 799 → 7.99 (rounded to the cent, never 7.990000001). */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}

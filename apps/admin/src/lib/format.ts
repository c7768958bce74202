import { pageRoute } from '@verbatim/core-sdk/contracts';

const pad2 = (value: number) => String(value).padStart(2, '0');

/** The viewer's local date as YYYY-MM-DD, for file names and CSV cells that sort and parse well. */
export function isoDay(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/** The viewer's local date and time as YYYY-MM-DD HH:MM; empty for a missing or unreadable value. */
export function isoMinute(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${isoDay(date)} ${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** An amount in US dollars (not cents), as "$1,234.50". */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}

const count = new Intl.NumberFormat('en-US');

export function formatCount(value: number): string {
  return count.format(value);
}

/** "1 user", "3 users". */
export function plural(value: number, one: string, many = `${one}s`): string {
  return `${formatCount(value)} ${value === 1 ? one : many}`;
}

/**
 * A page path or route as the analytics screens name it, by the web app's route table (pageRoute): / and /dashboard
 * are Dashboard, any /transcriptions/<id> is Transcript, a path no route matches is Page Not Found.
 */
export function pageLabel(path: string): string {
  return pageRoute(path).name;
}

/** How long ago a moment was, in rough words: "3 minutes", "2 hours", "5 days". */
export function ageInWords(value: string | null, now: Date = new Date()): string {
  if (!value) return 'N/A';
  return durationInWords((now.getTime() - new Date(value).getTime()) / 1000);
}

/** A length of time in rough words: "under a minute", "3 minutes", "2 hours", "5 days". */
export function durationInWords(seconds: number): string {
  if (seconds < 60) return 'under a minute';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 48) return plural(hours, 'hour');
  return plural(Math.round(hours / 24), 'day');
}

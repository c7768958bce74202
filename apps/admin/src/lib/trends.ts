import type { TrendPoint } from '@verbatim/ui';

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/**
 * Sums `value` of each item per local day over the last `days` days (today included), oldest first, with empty days
 * as zero so that the chart's spacing is time.
 */
export function perDay<T>(
  items: readonly T[],
  when: (item: T) => string,
  value: (item: T) => number,
  days: number,
  now = new Date(),
): TrendPoint[] {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
  const sums = new Array<number>(days).fill(0);
  for (const item of items) {
    const date = new Date(when(item));
    if (Number.isNaN(date.getTime())) continue;
    const index = Math.floor(
      (new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime() - start.getTime()) / 86_400_000 + 0.5,
    );
    if (index >= 0 && index < days) sums[index] = (sums[index] ?? 0) + value(item);
  }
  return sums.map((sum, index) => ({
    label: dayLabel.format(new Date(start.getFullYear(), start.getMonth(), start.getDate() + index)),
    value: Math.round(sum * 100) / 100,
  }));
}

const timeLabel = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dayTimeLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric' });

/** Counts items in `buckets` equal slices of the last `minutes` minutes, oldest first. */
export function perSlice<T>(
  items: readonly T[],
  when: (item: T) => string,
  minutes: number,
  buckets: number,
  now = new Date(),
): TrendPoint[] {
  const span = minutes * 60_000;
  const size = span / buckets;
  const start = now.getTime() - span;
  const counts = new Array<number>(buckets).fill(0);
  for (const item of items) {
    const time = new Date(when(item)).getTime();
    if (!Number.isFinite(time) || time < start || time > now.getTime()) continue;
    const index = Math.min(buckets - 1, Math.floor((time - start) / size));
    counts[index] = (counts[index] ?? 0) + 1;
  }
  const label = minutes > 240 ? dayTimeLabel : timeLabel;
  return counts.map((value, index) => ({ label: label.format(new Date(start + index * size)), value }));
}

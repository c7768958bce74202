/** Small figures for the report: percentiles of a list of numbers, shown in seconds. */

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

export const seconds = (ms: number, digits = 1) => (Number.isNaN(ms) ? '–' : (ms / 1000).toFixed(digits));

/** "p50 / p95 / max" in seconds. */
export function spread(values: number[], digits = 1): string {
  const max = values.length ? Math.max(...values) : Number.NaN;
  return `${seconds(percentile(values, 50), digits)} / ${seconds(percentile(values, 95), digits)} / ${seconds(max, digits)}`;
}

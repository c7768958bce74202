import { useId } from 'react';
import { cn } from '../../lib/cn';
import { Skeleton } from '../../Skeleton/Skeleton';

export interface TrendPoint {
  /** The period, as shown under the chart and in the table ("Nov 27"). */
  label: string;
  value: number;
}

export interface TrendChartProps {
  title: string;
  /** Oldest first; undefined while loading. */
  points: TrendPoint[] | undefined;
  /** The figure as text ("$12.00", "3 sign-ups"). */
  formatValue?: (value: number) => string;
  /** Bars for counts per period, a line for a level over time (storage). */
  variant?: 'bar' | 'line';
  /** Shown when there are no points. */
  emptyText?: string;
  className?: string;
}

const plain = (value: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value);

/** One sentence that says what the chart shows, for screen readers and for whoever cannot see it. */
export function describeTrend(title: string, points: TrendPoint[], formatValue: (value: number) => string = plain): string {
  if (points.length === 0) return `${title}: no data.`;
  const first = points[0] as TrendPoint;
  const last = points[points.length - 1] as TrendPoint;
  const peak = points.reduce((best, point) => (point.value > best.value ? point : best), first);
  return `${title}, ${first.label} to ${last.label}: highest ${formatValue(peak.value)} on ${peak.label}, latest ${formatValue(last.value)}.`;
}

/**
 * A small SVG chart with its text alternative: a one-sentence summary for screen readers and a "Show as table" disclosure
 * with every figure. Labels are HTML so that they do not stretch with the chart.
 */
export function TrendChart({ title, points, formatValue = plain, variant = 'bar', emptyText = 'No data yet', className }: TrendChartProps) {
  const titleId = useId();
  if (!points) {
    return (
      <figure data-slot="trend-chart" aria-busy="true" aria-labelledby={titleId} className={cn('grid gap-2', className)}>
        <figcaption id={titleId} className="font-medium text-sm">
          {title}
        </figcaption>
        <Skeleton className="h-32 w-full" />
        <span className="sr-only">Loading...</span>
      </figure>
    );
  }
  const max = Math.max(0, ...points.map((point) => point.value));
  const top = max > 0 ? max : 1;
  const width = Math.max(points.length, 1) * 10;
  const height = 100;
  const first = points[0];
  const last = points[points.length - 1];
  return (
    <figure data-slot="trend-chart" aria-labelledby={titleId} className={cn('grid gap-2', className)}>
      <figcaption className="flex items-baseline justify-between gap-2 text-sm">
        <span id={titleId} className="font-medium">
          {title}
        </span>
        {points.length > 0 && <span className="text-muted-foreground text-xs tabular-nums">max {formatValue(max)}</span>}
      </figcaption>
      {points.length === 0 ? (
        <p className="rounded-md border border-dashed py-10 text-center text-muted-foreground text-sm">{emptyText}</p>
      ) : (
        <>
          <svg
            role="img"
            aria-label={describeTrend(title, points, formatValue)}
            viewBox={`0 0 ${width} ${height}`}
            preserveAspectRatio="none"
            className="h-32 w-full overflow-visible border-border border-b"
          >
            {variant === 'bar' ? (
              points.map((point, index) => {
                const barHeight = (point.value / top) * (height - 2);
                return (
                  <rect
                    key={point.label}
                    x={index * 10 + 1.5}
                    y={height - barHeight}
                    width={7}
                    height={barHeight}
                    rx={1}
                    className="fill-primary"
                  >
                    <title>{`${point.label}: ${formatValue(point.value)}`}</title>
                  </rect>
                );
              })
            ) : (
              <polyline
                fill="none"
                strokeWidth={2}
                vectorEffect="non-scaling-stroke"
                strokeLinejoin="round"
                className="stroke-primary"
                points={points
                  .map((point, index) => {
                    const x = points.length === 1 ? width / 2 : (index / (points.length - 1)) * width;
                    return `${x},${height - (point.value / top) * (height - 4) - 2}`;
                  })
                  .join(' ')}
              />
            )}
          </svg>
          <div aria-hidden="true" className="flex justify-between text-muted-foreground text-xs">
            <span>{first?.label}</span>
            {points.length > 1 && <span>{last?.label}</span>}
          </div>
          <details className="text-sm">
            <summary className="w-fit cursor-pointer rounded text-muted-foreground text-xs hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">
              Show as table
            </summary>
            <table className="mt-2 w-full text-xs">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr>
                  <th scope="col" className="py-1 text-left font-medium">
                    Period
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    Value
                  </th>
                </tr>
              </thead>
              <tbody>
                {points.map((point) => (
                  <tr key={point.label} className="border-t">
                    <td className="py-1">{point.label}</td>
                    <td className="py-1 text-right tabular-nums">{formatValue(point.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </figure>
  );
}

import type { Stats } from '@verbatim/core-sdk/contracts';
import { type ComponentType, useId } from 'react';
import { Card } from '../Card/Card';
import { ErrorState } from '../ErrorState/ErrorState';
import { ClockIcon, CoinsIcon, FileTextIcon, type IconProps } from '../Icons/Icons';
import { cn } from '../lib/cn';
import { Skeleton } from '../Skeleton/Skeleton';

export interface StatsCardsProps {
  /** The user's figures; undefined while loading. */
  stats: Stats | undefined;
  loading?: boolean;
  /** Why the figures could not be loaded. */
  error?: string | null;
  onReload?: () => void;
  className?: string;
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const hours = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

interface StatDefinition {
  key: keyof Stats;
  label: string;
  icon: ComponentType<IconProps>;
  format: (value: number) => string;
}

const STATS: StatDefinition[] = [
  { key: 'totalTranscriptions', label: 'Total Transcriptions', icon: FileTextIcon, format: (value) => integer.format(value) },
  // A few minutes of audio would round to "0", as if nothing had been transcribed.
  {
    key: 'hoursTranscribed',
    label: 'Hours Transcribed',
    icon: ClockIcon,
    format: (value) => (value > 0 && value < 0.1 ? '< 0.1' : hours.format(value)),
  },
  { key: 'creditsUsed', label: 'Credits Used', icon: CoinsIcon, format: (value) => integer.format(value) },
];

/** The dashboard's three figures, from the stats call: never fixed numbers. */
export function StatsCards({ stats, loading = false, error, onReload, className }: StatsCardsProps) {
  const headingId = useId();
  if (error && !stats) {
    return (
      <ErrorState className={className} title="Could not load your statistics" message={error} onRetry={onReload} retrying={loading} />
    );
  }
  return (
    <section
      data-slot="stats-cards"
      aria-labelledby={headingId}
      aria-busy={(loading && !stats) || undefined}
      className={cn('grid gap-4 sm:grid-cols-3', className)}
    >
      <h2 id={headingId} className="sr-only">
        Statistics
      </h2>
      {STATS.map(({ key, label, icon: Icon, format }) => (
        <Card key={key} data-slot="stat-card" data-stat={key} className="gap-2 px-5 py-5">
          <div className="flex items-center justify-between gap-2">
            <h3 className="font-medium text-muted-foreground text-sm">{label}</h3>
            <span className="flex size-8 items-center justify-center rounded-md bg-accent text-accent-foreground">
              <Icon />
            </span>
          </div>
          {stats ? (
            <p data-slot="stat-value" className="font-semibold text-3xl tabular-nums tracking-tight">
              {format(stats[key])}
            </p>
          ) : (
            <>
              <Skeleton className="h-9 w-20" />
              <span className="sr-only">Loading...</span>
            </>
          )}
        </Card>
      ))}
    </section>
  );
}

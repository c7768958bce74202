import { type ReactNode, useId } from 'react';
import { Card } from '../../Card/Card';
import { ErrorState } from '../../ErrorState/ErrorState';
import { cn } from '../../lib/cn';
import { Skeleton } from '../../Skeleton/Skeleton';

export interface StatGridItem {
  /** Stable key, also written to data-stat for tests and styling. */
  key: string;
  label: string;
  /** The figure, already formatted ("1,234", "$56.00", "12.5%"). */
  value: ReactNode;
  /** A short note under the figure ("of 120 users"). */
  hint?: ReactNode;
  /** A decorative icon next to the label. */
  icon?: ReactNode;
}

export interface StatGridProps {
  /** Names the region for screen readers ("Statistics"). */
  label: string;
  /** The figures; undefined while loading. */
  items: StatGridItem[] | undefined;
  /** How many placeholders to show while loading. */
  placeholders?: number;
  loading?: boolean;
  /** Why the figures could not be loaded. */
  error?: string | null;
  onRetry?: () => void;
  className?: string;
}

/** A responsive grid of labelled figures (one column on a phone, up to three on a laptop). */
export function StatGrid({ label, items, placeholders = 3, loading = false, error, onRetry, className }: StatGridProps) {
  const headingId = useId();
  if (error && !items) {
    return (
      <ErrorState
        className={className}
        title={`Could not load ${label.toLowerCase()}`}
        message={error}
        onRetry={onRetry}
        retrying={loading}
      />
    );
  }
  return (
    <section
      data-slot="stat-grid"
      aria-labelledby={headingId}
      aria-busy={!items || undefined}
      className={cn('grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3', className)}
    >
      <h2 id={headingId} className="sr-only">
        {label}
      </h2>
      {items
        ? items.map((item) => (
            <Card key={item.key} data-slot="stat-card" data-stat={item.key} className="min-w-0 gap-1.5 px-4 py-4 sm:px-5 sm:py-5">
              <div className="flex min-h-8 items-center justify-between gap-2">
                <h3 className="font-medium text-muted-foreground text-sm">{item.label}</h3>
                {item.icon && (
                  <span
                    aria-hidden="true"
                    className="flex size-8 items-center justify-center rounded-md bg-accent text-accent-foreground [&_svg]:size-4"
                  >
                    {item.icon}
                  </span>
                )}
              </div>
              <p data-slot="stat-value" className="break-words font-semibold text-xl tabular-nums tracking-tight sm:text-3xl">
                {item.value}
              </p>
              {item.hint && <p className="text-muted-foreground text-xs">{item.hint}</p>}
            </Card>
          ))
        : Array.from({ length: placeholders }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
            <Card key={index} data-slot="stat-card" className="gap-3 px-5 py-5">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-8 w-20" />
            </Card>
          ))}
      {!items && <span className="sr-only">Loading...</span>}
    </section>
  );
}

import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Skeleton } from '../../Skeleton/Skeleton';

export interface RankedListItem {
  key: string;
  label: ReactNode;
  value: number;
}

export interface RankedListProps {
  /** Largest first; shown in the given order. */
  items: RankedListItem[] | undefined;
  /** The figure in words, e.g. (3) => "3 users". */
  describeValue: (value: number) => string;
  /** Shown word for word when there are no items. */
  emptyText: string;
  /** Names the list for screen readers ("Top countries"). */
  label: string;
  /** Numbers each row (1, 2, 3...). */
  numbered?: boolean;
  className?: string;
}

/**
 * Ranked rows, each with a bar proportional to the largest value: countries by users, pages by views. The bar is
 * decoration; the figure is written out beside it.
 */
export function RankedList({ items, describeValue, emptyText, label, numbered = false, className }: RankedListProps) {
  if (!items) {
    return (
      <div data-slot="ranked-list" aria-busy="true" className={cn('grid gap-3', className)}>
        <span className="sr-only">Loading...</span>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-8 w-full" />
        ))}
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <p data-slot="ranked-list-empty" className={cn('py-6 text-center text-muted-foreground text-sm', className)}>
        {emptyText}
      </p>
    );
  }
  const largest = Math.max(1, ...items.map((item) => item.value));
  const List = numbered ? 'ol' : 'ul';
  return (
    <List data-slot="ranked-list" aria-label={label} className={cn('grid gap-3', className)}>
      {items.map((item, index) => (
        <li key={item.key} className="grid gap-1.5">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="flex min-w-0 items-baseline gap-2">
              {numbered && (
                <span aria-hidden="true" className="w-5 shrink-0 text-right text-muted-foreground tabular-nums">
                  {index + 1}.
                </span>
              )}
              <span className="truncate font-medium">{item.label}</span>
            </span>
            <span className="shrink-0 text-muted-foreground tabular-nums">{describeValue(item.value)}</span>
          </div>
          <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-muted">
            <div className="h-full rounded-full bg-primary" style={{ width: `${(item.value / largest) * 100}%` }} />
          </div>
        </li>
      ))}
    </List>
  );
}

import { cn } from '../../lib/cn';

export interface LiveBadgeProps {
  /** Users seen in the last 5 minutes; undefined while loading. */
  activeUsers: number | undefined;
  /** Page views in the last hour. */
  pageViewsPerHour: number | undefined;
  /** The last refresh failed: the figures may be stale. */
  stale?: boolean;
  className?: string;
}

const count = new Intl.NumberFormat('en-US');

/** "Live": who is on the site now and how busy the last hour was, with a pulsing dot while the figures are fresh. */
export function LiveBadge({ activeUsers, pageViewsPerHour, stale = false, className }: LiveBadgeProps) {
  const loading = activeUsers === undefined || pageViewsPerHour === undefined;
  return (
    <p
      data-slot="live-badge"
      data-stale={stale || undefined}
      className={cn(
        'inline-flex w-fit flex-wrap items-center gap-x-2 gap-y-1 rounded-full border px-3 py-1 text-sm',
        stale ? 'border-border text-muted-foreground' : 'border-success/40 bg-success/10',
        className,
      )}
    >
      <span className="relative flex size-2.5" aria-hidden="true">
        {!stale && !loading && (
          <span className="absolute inline-flex size-full rounded-full bg-success opacity-75 motion-safe:animate-ping" />
        )}
        <span className={cn('relative inline-flex size-2.5 rounded-full', stale ? 'bg-muted-foreground' : 'bg-success')} />
      </span>
      <span className="font-semibold">{stale ? 'Paused' : 'Live'}</span>
      {loading ? (
        <span className="text-muted-foreground">Loading...</span>
      ) : (
        <>
          <span>
            <span className="font-medium tabular-nums">{count.format(activeUsers)}</span> active {activeUsers === 1 ? 'user' : 'users'}
          </span>
          <span aria-hidden="true" className="text-muted-foreground">
            ·
          </span>
          <span>
            <span className="font-medium tabular-nums">{count.format(pageViewsPerHour)}</span> page views/hour
          </span>
        </>
      )}
    </p>
  );
}

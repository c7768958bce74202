import type { ComponentType } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../Card/Card';
import { ErrorState } from '../ErrorState/ErrorState';
import { ActivityIcon, AlertCircleIcon, CheckCircleIcon, CoinsIcon, CreditCardIcon, type IconProps, UploadIcon } from '../Icons/Icons';
import { cn } from '../lib/cn';
import { formatDateTime, formatRelativeTime } from '../lib/format';
import { Skeleton } from '../Skeleton/Skeleton';

/** The kinds of event the dashboard lists; an unknown kind gets a neutral icon. */
export type RecentActivityKind =
  | 'upload'
  | 'transcription_completed'
  | 'transcription_failed'
  | 'credits_purchased'
  | 'credits_used'
  | 'subscription';

export interface RecentActivityItem {
  id: string;
  kind: RecentActivityKind | (string & {});
  /** What happened, e.g. 'Transcribed team-meeting.mp3'. */
  title: string;
  /** ISO date-time of the event. */
  createdAt: string;
}

export interface RecentActivityProps {
  /** Real events, newest first; undefined while loading. */
  items: readonly RecentActivityItem[] | undefined;
  loading?: boolean;
  error?: string | null;
  onReload?: () => void;
  /** "Now" for the relative times; tests and stories pin it. */
  now?: Date;
  timeZone?: string;
  className?: string;
}

const KIND_STYLE: Record<RecentActivityKind, { icon: ComponentType<IconProps>; tone: string }> = {
  upload: { icon: UploadIcon, tone: 'bg-accent text-accent-foreground' },
  transcription_completed: { icon: CheckCircleIcon, tone: 'bg-success/15 text-success' },
  transcription_failed: { icon: AlertCircleIcon, tone: 'bg-destructive/15 text-destructive' },
  credits_purchased: { icon: CoinsIcon, tone: 'bg-amber-500/15 text-amber-700 dark:text-amber-300' },
  credits_used: { icon: CoinsIcon, tone: 'bg-muted text-muted-foreground' },
  subscription: { icon: CreditCardIcon, tone: 'bg-accent text-accent-foreground' },
};
const FALLBACK_STYLE = { icon: ActivityIcon, tone: 'bg-muted text-muted-foreground' };

/** The dashboard's 'Recent Activity' panel: the user's real events, or 'No recent activity yet.' */
export function RecentActivity({ items, loading = false, error, onReload, now, timeZone, className }: RecentActivityProps) {
  const reference = now ?? new Date();
  return (
    <Card data-slot="recent-activity" aria-busy={(loading && !items) || undefined} className={cn('gap-4', className)}>
      <CardHeader className="flex items-center gap-2">
        <ActivityIcon className="size-5 text-primary" />
        <CardTitle asChild>
          <h2>Recent Activity</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {error && !items ? (
          <ErrorState title="Could not load your activity" message={error} onRetry={onReload} retrying={loading} />
        ) : !items ? (
          <ul className="grid gap-4">
            {[0, 1, 2].map((index) => (
              <li key={index} className="flex items-center gap-3">
                <Skeleton className="size-8 rounded-full" />
                <div className="grid flex-1 gap-1.5">
                  <Skeleton className="h-4 w-3/4" />
                  <Skeleton className="h-3 w-1/3" />
                </div>
              </li>
            ))}
            <li className="sr-only">Loading...</li>
          </ul>
        ) : items.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground text-sm">No recent activity yet.</p>
        ) : (
          <ul className="grid gap-4">
            {items.map((item) => {
              const { icon: Icon, tone } = KIND_STYLE[item.kind as RecentActivityKind] ?? FALLBACK_STYLE;
              return (
                <li key={item.id} data-kind={item.kind} className="flex min-w-0 items-start gap-3">
                  <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-full', tone)}>
                    <Icon />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="break-words font-medium text-sm">{item.title}</p>
                    <time
                      dateTime={item.createdAt}
                      title={formatDateTime(item.createdAt, { timeZone })}
                      className="text-muted-foreground text-xs"
                    >
                      {formatRelativeTime(item.createdAt, reference, { timeZone })}
                    </time>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

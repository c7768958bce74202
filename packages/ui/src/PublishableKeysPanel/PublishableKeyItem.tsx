import type { PublishableKey } from '@verbatim/core-sdk/contracts';
import type { ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { cn } from '../lib/cn';
import { formatDate, formatFileSize, formatRelativeTime } from '../lib/format';
import { WIDGET_LABELS } from './embed-snippet';

export interface PublishableKeyItemProps {
  publishableKey: PublishableKey;
  /** Asks to revoke the key; absent on a revoked key. */
  onRevoke?: (key: PublishableKey) => void;
  /** The key is being revoked: its button is busy. */
  revoking?: boolean;
  now: Date;
  timeZone?: string;
}

const minutes = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const minutesText = (value: number) => `${minutes.format(value)} ${value === 1 ? 'minute' : 'minutes'}`;

function limitsText(key: PublishableKey): string {
  const parts = [
    key.minutesPerDay === null ? null : `${minutesText(key.minutesPerDay)} a day`,
    key.maxFileBytes === null ? null : `files up to ${formatFileSize(key.maxFileBytes)}`,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : 'Your plan’s limits only';
}

function Detail({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('grid min-w-0 content-start gap-0.5', className)}>
      <dt className="text-muted-foreground text-xs">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/** One key as its owner sees it: what it allows, how much it was used today, and Revoke while it works. */
export function PublishableKeyItem({ publishableKey: key, onRevoke, revoking = false, now, timeZone }: PublishableKeyItemProps) {
  const active = key.active && key.revokedAt === null;
  return (
    <li
      data-slot="publishable-key"
      data-state={active ? 'active' : 'revoked'}
      className={cn('grid gap-4 rounded-lg border p-4', !active && 'bg-muted/40')}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h3 className="flex flex-wrap items-center gap-2 font-medium">
            <span className="min-w-0 break-words">{key.name}</span>
            <Badge variant={active ? 'success' : 'secondary'}>{active ? 'Active' : 'Revoked'}</Badge>
          </h3>
          <code className="break-all text-muted-foreground text-xs">{key.preview}</code>
        </div>
        {active && onRevoke && (
          <Button variant="outline" size="sm" aria-label={`Revoke ${key.name}`} loading={revoking} onClick={() => onRevoke(key)}>
            Revoke
          </Button>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm lg:grid-cols-3">
        <Detail term="Allowed origins" className="col-span-full">
          <ul className="flex flex-wrap gap-1.5">
            {key.origins.map((origin) => (
              <li key={origin}>
                <code className="break-all rounded bg-muted px-1.5 py-0.5 text-xs">{origin}</code>
              </li>
            ))}
          </ul>
        </Detail>
        <Detail term="Widgets">{key.widgets.map((widget) => WIDGET_LABELS[widget]).join(', ')}</Detail>
        <Detail term="Limits">{limitsText(key)}</Detail>
        <Detail term="Used today (UTC)">
          <span className="tabular-nums">
            {key.minutesPerDay === null
              ? minutesText(key.minutesToday)
              : `${minutes.format(key.minutesToday)} of ${minutesText(key.minutesPerDay)}`}
          </span>
        </Detail>
        <Detail term="Transcript text">{key.returnText ? 'Returned to the page' : 'Not returned to the page'}</Detail>
        <Detail term="Created">
          <time dateTime={key.createdAt}>{formatDate(key.createdAt, { timeZone })}</time>
        </Detail>
        <Detail term="Last used">
          {key.lastUsedAt ? <time dateTime={key.lastUsedAt}>{formatRelativeTime(key.lastUsedAt, now, { timeZone })}</time> : 'Never'}
        </Detail>
        {key.revokedAt && (
          <Detail term="Revoked">
            <time dateTime={key.revokedAt}>{formatDate(key.revokedAt, { timeZone })}</time>
          </Detail>
        )}
      </dl>
    </li>
  );
}

import type { ApiKey } from '@verbatim/core-sdk/contracts';
import { Button } from '../Button/Button';
import { formatDate, formatRelativeTime } from '../lib/format';
import { SCOPE_LABELS } from './scope-labels';

export interface SecretKeyItemProps {
  apiKey: ApiKey;
  /** Asks to revoke the key. */
  onRevoke: (key: ApiKey) => void;
  /** The key is being revoked: its button is busy. */
  revoking?: boolean;
  now: Date;
  timeZone?: string;
}

/** One secret key as its owner sees it: its prefix, scopes, when it was made and last used, and Revoke. */
export function SecretKeyItem({ apiKey: key, onRevoke, revoking = false, now, timeZone }: SecretKeyItemProps) {
  return (
    <li data-slot="secret-key" className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h3 className="min-w-0 break-words font-medium">{key.name}</h3>
          <code className="break-all text-muted-foreground text-xs">{key.prefix}</code>
        </div>
        <Button variant="outline" size="sm" aria-label={`Revoke ${key.name}`} loading={revoking} onClick={() => onRevoke(key)}>
          Revoke
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm lg:grid-cols-3">
        <div className="col-span-full grid gap-0.5">
          <dt className="text-muted-foreground text-xs">Scopes</dt>
          <dd>
            <ul className="flex flex-wrap gap-1.5">
              {key.scopes.map((scope) => (
                <li key={scope}>
                  <code className="rounded bg-muted px-1.5 py-0.5 text-xs" title={SCOPE_LABELS[scope].description}>
                    {scope}
                  </code>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground text-xs">Created</dt>
          <dd>
            <time dateTime={key.createdAt}>{formatDate(key.createdAt, { timeZone })}</time>
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground text-xs">Last used</dt>
          <dd>
            {key.lastUsedAt ? <time dateTime={key.lastUsedAt}>{formatRelativeTime(key.lastUsedAt, now, { timeZone })}</time> : 'Never'}
          </dd>
        </div>
      </dl>
    </li>
  );
}

import {
  type CreatedPublishableKey,
  type CreatePublishableKeyRequest,
  PUBLISHABLE_KEYS_MAX,
  type PublishableKey,
} from '@verbatim/core-sdk/contracts';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../Card/Card';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { KeyIcon } from '../Icons/Icons';
import { cn } from '../lib/cn';
import { Skeleton } from '../Skeleton/Skeleton';
import type { CopyCallbacks } from './CopyButton';
import { CreatedKeyDialog } from './CreatedKeyDialog';
import { PublishableKeyForm, type PublishableKeyFormErrors } from './PublishableKeyForm';
import { PublishableKeyItem } from './PublishableKeyItem';

export interface PublishableKeysPanelProps extends CopyCallbacks {
  /** The owner's keys, newest first, revoked ones included; undefined while the first load is under way. */
  keys: readonly PublishableKey[] | undefined;
  /** The list is loading; without keys yet this shows placeholders. */
  loading?: boolean;
  /** Why the list could not be loaded. */
  error?: string | null;
  /** Offers Try again in the error state. */
  onReload?: () => void;
  /**
   * Makes a key. A returned promise keeps the form busy; once it resolves the form closes, and when it rejects the
   * form keeps what was typed (with `createErrors` beside their fields).
   */
  onCreate: (request: CreatePublishableKeyRequest) => void | Promise<void>;
  /** The server's messages about the last key sent, by field. */
  createErrors?: PublishableKeyFormErrors;
  /** The key being made elsewhere: the form is busy. */
  creating?: boolean;
  /** The key just made, with its whole text, shown once in a dialog; null or absent shows none. */
  created?: CreatedPublishableKey | null;
  /** The person closed the dialog with the new key: the caller forgets it. */
  onCreatedClose?: () => void;
  /** Revokes a key once the person confirms; the dialog stays open (busy) until a returned promise settles. */
  onRevoke: (key: PublishableKey) => void | Promise<void>;
  /** The origin the widgets' script is served from (the app's own), for the embed snippets. */
  apiOrigin: string;
  /** Shows the form from the start (stories, or a page opened to make a key). */
  defaultFormOpen?: boolean;
  /** The zone dates are shown in; the viewer's own when left out. */
  timeZone?: string;
  /** The clock "last used" is counted from (tests and stories); the system clock when left out. */
  now?: () => Date;
  className?: string;
}

const systemClock = () => new Date();

/**
 * Settings › Developer: the owner's publishable keys, which let another website embed the uploader or recorder.
 * Lists the keys with their origins, widgets, limits and use, makes a new one (shown whole only once, with a snippet
 * to paste per widget), and revokes one after a confirmation. Presentational: data and callbacks come from the caller.
 */
export function PublishableKeysPanel({
  keys,
  loading = false,
  error,
  onReload,
  onCreate,
  createErrors,
  creating = false,
  created = null,
  onCreatedClose,
  onRevoke,
  apiOrigin,
  defaultFormOpen = false,
  timeZone,
  now = systemClock,
  className,
  onCopy,
  onCopied,
  onCopyError,
}: PublishableKeysPanelProps) {
  const [formOpen, setFormOpen] = useState(defaultFormOpen);
  const [toRevoke, setToRevoke] = useState<PublishableKey | null>(null);
  const [revoking, setRevoking] = useState(false);
  const newKeyRef = useRef<HTMLButtonElement>(null);

  const activeCount = keys?.filter((key) => key.active && key.revokedAt === null).length ?? 0;
  const atLimit = activeCount >= PUBLISHABLE_KEYS_MAX;
  const current = now();

  // Once the form closes its buttons are gone: focus goes back to the button that opens it.
  const formWasOpen = useRef(formOpen);
  useEffect(() => {
    // A new key's dialog takes focus itself, and gives it back when it closes.
    if (formWasOpen.current && !formOpen && created === null) newKeyRef.current?.focus();
    formWasOpen.current = formOpen;
  }, [formOpen, created]);

  const create = async (request: CreatePublishableKeyRequest) => {
    const result = onCreate(request);
    if (!(result instanceof Promise)) return;
    await result;
    setFormOpen(false);
  };

  const confirmRevoke = async () => {
    if (!toRevoke) return;
    setRevoking(true);
    try {
      await onRevoke(toRevoke);
    } catch {
      // The caller reports the failure; the dialog closes either way so that its message is seen.
    } finally {
      setRevoking(false);
      setToRevoke(null);
    }
  };

  const newKeyButton = (
    <Button ref={newKeyRef} onClick={() => setFormOpen(true)} disabled={formOpen || atLimit}>
      <KeyIcon />
      New key
    </Button>
  );

  return (
    <Card data-slot="publishable-keys-panel" aria-busy={(loading && !keys) || undefined} className={cn('gap-5', className)}>
      <CardHeader className="flex flex-wrap items-start justify-between gap-4 px-4 sm:px-6">
        <div className="grid max-w-2xl gap-1.5">
          <CardTitle asChild>
            <h2 className="flex items-center gap-2">
              <KeyIcon className="size-5 text-primary" />
              Website widgets
            </h2>
          </CardTitle>
          <CardDescription>
            A publishable key lets your own website embed the Verbatim uploader or recorder. What your visitors send becomes a transcript in
            your account, charged to your plan. A key works only on the origins you name, within the limits you set, until you revoke it.
          </CardDescription>
        </div>
        {keys && keys.length > 0 && newKeyButton}
      </CardHeader>
      <CardContent className="grid gap-5 px-4 sm:px-6">
        {atLimit && (
          <p className="text-muted-foreground text-sm">
            You have {PUBLISHABLE_KEYS_MAX} active keys, the most an account may hold. Revoke one to make another.
          </p>
        )}
        {formOpen && <PublishableKeyForm onSubmit={create} onCancel={() => setFormOpen(false)} errors={createErrors} busy={creating} />}
        {error && !keys ? (
          <ErrorState title="Could not load your keys" message={error} onRetry={onReload} retrying={loading} />
        ) : !keys ? (
          <PublishableKeysSkeleton />
        ) : keys.length === 0 ? (
          !formOpen && (
            <EmptyState
              icon={<KeyIcon />}
              title="No publishable keys yet"
              description="Create a key to put the uploader or recorder on your site. You choose the sites it works on."
              action={newKeyButton}
            />
          )
        ) : (
          <ul aria-label="Publishable keys" className="grid gap-3">
            {keys.map((key) => (
              <PublishableKeyItem
                key={key.id}
                publishableKey={key}
                onRevoke={setToRevoke}
                revoking={revoking && toRevoke?.id === key.id}
                now={current}
                timeZone={timeZone}
              />
            ))}
          </ul>
        )}
      </CardContent>

      <CreatedKeyDialog
        created={created}
        apiOrigin={apiOrigin}
        onClose={() => onCreatedClose?.()}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          newKeyRef.current?.focus();
        }}
        onCopy={onCopy}
        onCopied={onCopied}
        onCopyError={onCopyError}
      />

      <ConfirmDialog
        open={toRevoke !== null}
        onOpenChange={(open) => {
          if (!open) setToRevoke(null);
        }}
        title={<>Revoke “{toRevoke?.name}”?</>}
        description={
          <>
            The key stops working at once on every site that uses it
            {toRevoke && toRevoke.origins.length > 0 ? ` (${toRevoke.origins.join(', ')})` : ''}: their uploader and recorder can no longer
            send anything. This cannot be undone.
          </>
        }
        tone="destructive"
        confirmLabel="Revoke key"
        pendingLabel="Revoking..."
        pending={revoking}
        onConfirm={() => void confirmRevoke()}
      />
    </Card>
  );
}

/** Placeholders in the shape of two keys while the list loads. */
export function PublishableKeysSkeleton({ rows = 2 }: { rows?: number }) {
  return (
    <div data-slot="publishable-keys-skeleton" aria-busy="true" className="grid gap-3">
      <p role="status" className="sr-only">
        Loading keys...
      </p>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="grid gap-3 rounded-lg border p-4">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-3 w-40" />
          <div className="grid gap-3 sm:grid-cols-3">
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
          </div>
        </div>
      ))}
    </div>
  );
}

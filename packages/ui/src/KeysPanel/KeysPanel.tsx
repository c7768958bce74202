import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../Card/Card';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import type { IconProps } from '../Icons/Icons';
import { cn } from '../lib/cn';
import type { CopyCallbacks } from '../PublishableKeysPanel/CopyButton';
import { KeysSkeleton } from './KeysSkeleton';

/** What a listed key needs to be told apart and named in the revoke dialog. */
export interface ListedKey {
  id: string;
  name: string;
}

/** What a row of the list is given to render one key. */
export interface KeyItemControls<K> {
  onRevoke: (key: K) => void;
  /** The key is being revoked. */
  revoking: boolean;
}

/** What a caller of a key panel (SecretKeysPanel, PublishableKeysPanel) gives it, whatever the kind of key. */
export interface KeyListPanelProps<K, R, C, E> extends CopyCallbacks {
  /** The owner's keys, newest first; undefined while the first load is under way. */
  keys: readonly K[] | undefined;
  /** The list is loading; without keys yet this shows placeholders. */
  loading?: boolean;
  /** Why the list could not be loaded. */
  error?: string | null;
  /** Offers Try again in the error state. */
  onReload?: () => void;
  /**
   * Makes a key. A returned promise keeps the form busy; once it resolves the form closes, and when it rejects the
   * form keeps what was given (with `createErrors` beside their fields).
   */
  onCreate: (request: R) => void | Promise<void>;
  /** The server's messages about the last key sent, by field. */
  createErrors?: E;
  /** The key just made, with its whole text, shown once in a dialog; null or absent shows none. */
  created?: C | null;
  /** The person closed the dialog with the new key: the caller forgets it. */
  onCreatedClose?: () => void;
  /** Revokes a key once the person confirms; the dialog stays open (busy) until a returned promise settles. */
  onRevoke: (key: K) => void | Promise<void>;
  /** Shows the form from the start (stories, or a page opened to make a key). */
  defaultFormOpen?: boolean;
  /** The zone dates are shown in; the viewer's own when left out. */
  timeZone?: string;
  /** The clock "last used" is counted from (tests and stories); the system clock when left out. */
  now?: () => Date;
  className?: string;
}

export interface KeysPanelProps<K extends ListedKey, R> {
  /** The card's `data-slot`. */
  slot: string;
  icon: ComponentType<IconProps>;
  title: ReactNode;
  description: ReactNode;
  /** The words of the button that opens the form. */
  newKeyLabel: string;
  /** Shown above everything else in the card's body (a standing warning). */
  notice?: ReactNode;
  /** The owner holds the most keys allowed: no new one, and `limitNotice` says why. */
  atLimit: boolean;
  limitNotice: ReactNode;
  loadErrorTitle: string;
  emptyTitle: string;
  emptyDescription: string;
  /** The list's accessible name. */
  listLabel: string;
  /** The keys, newest first; undefined while the first load is under way. */
  keys: readonly K[] | undefined;
  loading: boolean;
  error: string | null | undefined;
  onReload: (() => void) | undefined;
  /** Makes a key; a returned promise keeps the form busy, and the form closes once it resolves. */
  onCreate: (request: R) => void | Promise<void>;
  /** The creation form, which sends `onSubmit` and closes with `onCancel`. */
  renderForm: (form: { onSubmit: (request: R) => Promise<void>; onCancel: () => void }) => ReactNode;
  renderItem: (key: K, controls: KeyItemControls<K>) => ReactNode;
  /** Whether a newly made key's dialog is showing: it takes focus itself, and gives it back when it closes. */
  showingCreated: boolean;
  /** That dialog; `onCloseAutoFocus` sends focus back to the button that makes a key. */
  renderCreated: (onCloseAutoFocus: (event: Event) => void) => ReactNode;
  /** Revokes a key once the person confirms; the dialog stays open (busy) until a returned promise settles. */
  onRevoke: (key: K) => void | Promise<void>;
  /** What revoking this key does, in the confirmation. */
  revokeDescription: (key: K | null) => ReactNode;
  defaultFormOpen: boolean;
  className: string | undefined;
}

/**
 * The frame of a list of keys the owner makes and revokes (Settings › Developer): a card with a title and a New key
 * button, the creation form, the list with its loading, error and empty states, and a confirmation before a key is
 * revoked. What a key is, its form, its row and the dialog that shows a new one come from the caller.
 */
export function KeysPanel<K extends ListedKey, R>({
  slot,
  icon: Icon,
  title,
  description,
  newKeyLabel,
  notice,
  atLimit,
  limitNotice,
  loadErrorTitle,
  emptyTitle,
  emptyDescription,
  listLabel,
  keys,
  loading,
  error,
  onReload,
  onCreate,
  renderForm,
  renderItem,
  showingCreated,
  renderCreated,
  onRevoke,
  revokeDescription,
  defaultFormOpen,
  className,
}: KeysPanelProps<K, R>) {
  const [formOpen, setFormOpen] = useState(defaultFormOpen);
  const [toRevoke, setToRevoke] = useState<K | null>(null);
  const [revoking, setRevoking] = useState(false);
  const newKeyRef = useRef<HTMLButtonElement>(null);

  // Once the form closes its buttons are gone: focus goes back to the button that opens it.
  const formWasOpen = useRef(formOpen);
  useEffect(() => {
    // A new key's dialog takes focus itself, and gives it back when it closes.
    if (formWasOpen.current && !formOpen && !showingCreated) newKeyRef.current?.focus();
    formWasOpen.current = formOpen;
  }, [formOpen, showingCreated]);

  const create = async (request: R) => {
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
      <Icon />
      {newKeyLabel}
    </Button>
  );

  return (
    <Card data-slot={slot} aria-busy={(loading && !keys) || undefined} className={cn('gap-5', className)}>
      <CardHeader className="flex flex-wrap items-start justify-between gap-4 px-4 sm:px-6">
        <div className="grid max-w-2xl gap-1.5">
          <CardTitle asChild>
            <h2 className="flex items-center gap-2">
              <Icon className="size-5 text-primary" />
              {title}
            </h2>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {keys && keys.length > 0 && newKeyButton}
      </CardHeader>
      <CardContent className="grid gap-5 px-4 sm:px-6">
        {notice}
        {atLimit && <p className="text-muted-foreground text-sm">{limitNotice}</p>}
        {formOpen && renderForm({ onSubmit: create, onCancel: () => setFormOpen(false) })}
        {error && !keys ? (
          <ErrorState title={loadErrorTitle} message={error} onRetry={onReload} retrying={loading} />
        ) : !keys ? (
          <KeysSkeleton />
        ) : keys.length === 0 ? (
          !formOpen && <EmptyState icon={<Icon />} title={emptyTitle} description={emptyDescription} action={newKeyButton} />
        ) : (
          <ul aria-label={listLabel} className="grid gap-3">
            {keys.map((key) => renderItem(key, { onRevoke: setToRevoke, revoking: revoking && toRevoke?.id === key.id }))}
          </ul>
        )}
      </CardContent>

      {renderCreated((event) => {
        event.preventDefault();
        newKeyRef.current?.focus();
      })}

      <ConfirmDialog
        open={toRevoke !== null}
        onOpenChange={(open) => {
          if (!open) setToRevoke(null);
        }}
        title={<>Revoke “{toRevoke?.name}”?</>}
        description={revokeDescription(toRevoke)}
        tone="destructive"
        confirmLabel="Revoke key"
        pendingLabel="Revoking..."
        pending={revoking}
        onConfirm={() => void confirmRevoke()}
      />
    </Card>
  );
}

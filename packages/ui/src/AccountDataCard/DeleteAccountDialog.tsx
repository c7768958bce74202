import { ACCOUNT_DELETION_GRACE_DAYS, type AccountDeletionConfirmation } from '@verbatim/core-sdk/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../AlertDialog/AlertDialog';
import { Button } from '../Button/Button';
import { FormField } from '../FormField/FormField';

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The password, or for an account without one its e-mail address; undefined while that is being asked. */
  confirmWith: AccountDeletionConfirmation | undefined;
  /** Called with what was typed. The dialog stays open and busy until a returned promise settles. */
  onConfirm: (typed: string) => void | Promise<void>;
  /** The server's word on the last attempt (a wrong password), shown under the field. */
  error?: string | null;
  busy?: boolean;
}

/**
 * Asks before deleting the account: what happens (everything deleted within 15 days, cancellable from the e-mailed
 * link until then, signed out now) and the password, or the e-mail address for an account that signs in with Google.
 */
export function DeleteAccountDialog({ open, onOpenChange, confirmWith, onConfirm, error, busy = false }: DeleteAccountDialogProps) {
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);
  const working = busy || pending;

  useEffect(() => {
    if (!open) setTyped('');
  }, [open]);
  // After a refusal the field is focused again, so the person can type the password again at once.
  useEffect(() => {
    if (error) fieldRef.current?.focus();
  }, [error]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (working || !confirmWith || typed.trim() === '') return;
    const result = onConfirm(confirmWith === 'email' ? typed.trim() : typed);
    if (!(result instanceof Promise)) return;
    setPending(true);
    try {
      await result;
    } catch {
      // The caller shows why; what was typed stays for another try.
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && working) return;
        onOpenChange(next);
      }}
    >
      <AlertDialogContent
        data-slot="delete-account-dialog"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          fieldRef.current?.focus();
        }}
        onEscapeKeyDown={(event) => {
          if (working) event.preventDefault();
        }}
      >
        <form className="grid gap-4" onSubmit={(event) => void submit(event)} aria-busy={working || undefined}>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete your account?</AlertDialogTitle>
            <AlertDialogDescription>
              Everything in your account (transcripts, recordings, exports, share links, keys and settings) will be deleted within{' '}
              {ACCOUNT_DELETION_GRACE_DAYS} days. Until then you can cancel the deletion from the link we e-mail you. You will be signed out
              now.
            </AlertDialogDescription>
          </AlertDialogHeader>
          {confirmWith === 'email' ? (
            <FormField
              ref={fieldRef}
              label="Type your e-mail address to confirm"
              name="email"
              type="email"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              readOnly={working}
              error={error ?? undefined}
              hint="Your account signs in with Google, so it has no password to ask for."
            />
          ) : (
            <FormField
              ref={fieldRef}
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              readOnly={working || !confirmWith}
              error={error ?? undefined}
              hint="Enter your password to confirm it is you."
            />
          )}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={working}>Cancel</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={!confirmWith || typed.trim() === ''} loading={working}>
              {working ? 'Deleting...' : 'Delete account'}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

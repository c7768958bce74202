import { ACCOUNT_DELETION_GRACE_DAYS, type AccountDeletionConfirmation, type AccountDeletionLosses } from '@verbatim/core-sdk/contracts';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { usePendingPromise } from '../ConfirmDialog/use-pending-promise';
import { EmailField } from '../EmailField/EmailField';
import { PasswordField } from '../PasswordField/PasswordField';
import { DeletionLossList } from './DeletionLossList';

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The password, or for an account without one its e-mail address; undefined while that is being asked. */
  confirmWith: AccountDeletionConfirmation | undefined;
  /** What the account would lose, as the server counted it; undefined while that is being asked. */
  losses?: AccountDeletionLosses | undefined;
  /** The zone the plan's end date is shown in; the viewer's own when left out. */
  timeZone?: string;
  /** Called with what was typed. The dialog stays open and busy until a returned promise settles. */
  onConfirm: (typed: string) => void | Promise<void>;
  /** The server's word on the last attempt (a wrong password), shown under the field. */
  error?: string | null;
  busy?: boolean;
}

/**
 * Asks before deleting the account: what happens (everything deleted within 15 days, cancellable from the e-mailed
 * link until then, signed out now), what the account loses (the server's count: credits, the plan's period or trial
 * left, transcripts, keys, share links), and only then the password, or the e-mail address for an account that
 * signs in with Google. The field stays read-only until the losses are known, so nobody confirms before reading them.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  confirmWith,
  losses,
  timeZone,
  onConfirm,
  error,
  busy = false,
}: DeleteAccountDialogProps) {
  const [typed, setTyped] = useState('');
  const { pending, track } = usePendingPromise();
  const fieldRef = useRef<HTMLInputElement>(null);
  const working = busy || pending;

  useEffect(() => {
    if (!open) setTyped('');
  }, [open]);
  // After a refusal the field is focused again, so the person can type the password again at once.
  useEffect(() => {
    if (error) fieldRef.current?.focus();
  }, [error]);

  // What was typed stays after a failure, for another try; the caller shows why.
  const confirm = () => {
    void track(onConfirm(confirmWith === 'email' ? typed.trim() : typed));
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      slot="delete-account-dialog"
      title="Delete your account?"
      description={
        <>
          Everything in your account (transcripts, recordings, exports, share links, keys and settings) will be deleted within{' '}
          {ACCOUNT_DELETION_GRACE_DAYS} days. Until then you can cancel the deletion from the link we e-mail you. You will be signed out
          now.
        </>
      }
      tone="destructive"
      confirmLabel="Delete account"
      pendingLabel="Deleting..."
      canConfirm={confirmWith !== undefined && losses !== undefined && typed.trim() !== ''}
      pending={working}
      onConfirm={confirm}
      initialFocusRef={fieldRef}
    >
      <DeletionLossList losses={losses} timeZone={timeZone} />
      {confirmWith === 'email' ? (
        <EmailField
          ref={fieldRef}
          label="Type your e-mail address to confirm"
          name="email"
          autoComplete="off"
          placeholder={null}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={error ?? undefined}
          readOnly={working || losses === undefined}
          hint="Your account signs in with Google, so it has no password to ask for."
        />
      ) : (
        <PasswordField
          ref={fieldRef}
          label="Password"
          name="password"
          purpose="current"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={error ?? undefined}
          readOnly={working || !confirmWith || losses === undefined}
          hint="Enter your password to confirm it is you."
        />
      )}
    </ConfirmDialog>
  );
}

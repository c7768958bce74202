import type { AdminUser } from '@verbatim/core-sdk/contracts';
import { ConfirmDialog, errorMessage, FormField, toast, useSetUserDisabled } from '@verbatim/ui';
import { useState } from 'react';
import { isDisabled } from './user-status';

/** Asks before disabling an account (or enabling it again), with an optional reason for the audit log. */
export function DisableUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const change = useSetUserDisabled();
  const [reason, setReason] = useState('');
  const disabling = user ? !isDisabled(user) : true;

  function close() {
    setReason('');
    change.reset();
    onClose();
  }

  function confirm() {
    if (!user) return;
    change.mutate(
      { userId: user.id, disabled: disabling, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: () => {
          toast({ title: disabling ? 'Account disabled' : 'Account enabled', description: user.email });
          close();
        },
      },
    );
  }

  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && close()}
      title={disabling ? 'Disable this account?' : 'Enable this account?'}
      description={
        disabling
          ? `${user?.email} will be signed out and cannot sign in or use the API until an admin enables the account again.`
          : `${user?.email} will be able to sign in again.`
      }
      tone={disabling ? 'destructive' : 'default'}
      confirmLabel={disabling ? 'Disable account' : 'Enable account'}
      pendingLabel={disabling ? 'Disabling...' : 'Enabling...'}
      pending={change.isPending}
      error={change.isError ? errorMessage(change.error, 'The account could not be changed. Please try again.') : null}
      onConfirm={confirm}
      slot="disable-user-dialog"
    >
      <FormField label="Reason" optional value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
    </ConfirmDialog>
  );
}

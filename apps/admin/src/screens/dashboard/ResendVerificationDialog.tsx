import type { AdminUser } from '@verbatim/core-sdk/contracts';
import { ConfirmDialog, errorMessage, toast, useResendVerificationEmail } from '@verbatim/ui';

/**
 * Asks before e-mailing an unverified account a new verification link, since the links it was sent before stop
 * working; a refusal (verified meanwhile, disabled, too many links lately) is shown as the server words it.
 */
export function ResendVerificationDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const resend = useResendVerificationEmail();

  function close() {
    resend.reset();
    onClose();
  }

  function confirm() {
    if (!user) return;
    resend.mutate(user.id, {
      onSuccess: (answer) => {
        toast({ title: 'Verification e-mail sent', description: answer.message });
        close();
      },
    });
  }

  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && close()}
      title="Resend the verification e-mail?"
      description={`${user?.email} will get a new verification link; the links sent before will stop working.`}
      confirmLabel="Send e-mail"
      pendingLabel="Sending..."
      pending={resend.isPending}
      error={resend.isError ? errorMessage(resend.error, 'The e-mail could not be sent. Please try again.') : null}
      onConfirm={confirm}
      slot="resend-verification-dialog"
    />
  );
}

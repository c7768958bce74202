import { ConfirmDialog } from '@verbatim/ui';
import { plural } from '../../lib/format';

export interface SendIssueDialogProps {
  /** The subject of the issue to send; null while the dialog is closed. */
  subject: string | null;
  /** The confirmed subscribers it goes to. */
  subscribers: number;
  sending: boolean;
  /** Why the last attempt failed, in words for the admin. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an issue goes out, naming how many people it goes to: it cannot be unsent. */
export function SendIssueDialog({ subject, subscribers, sending, error, onConfirm, onClose }: SendIssueDialogProps) {
  const who = plural(subscribers, 'subscriber');
  return (
    <ConfirmDialog
      open={subject !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Send this issue to ${who}?`}
      description={`“${subject}” will be e-mailed now to every confirmed subscriber (${who}), each with their own unsubscribe link. It cannot be unsent.`}
      confirmLabel={`Send to ${who}`}
      pendingLabel="Sending..."
      pending={sending}
      error={error}
      onConfirm={onConfirm}
      slot="send-issue-dialog"
    />
  );
}

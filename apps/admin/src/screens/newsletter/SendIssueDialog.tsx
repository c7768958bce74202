import {
  Alert,
  AlertDescription,
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
} from '@verbatim/ui';
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
    <AlertDialog open={subject !== null} onOpenChange={(open) => !open && !sending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Send this issue to {who}?</AlertDialogTitle>
          <AlertDialogDescription>
            “{subject}” will be e-mailed now to every confirmed subscriber ({who}), each with their own unsubscribe link. It cannot be
            unsent.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={sending}>Cancel</AlertDialogCancel>
          {/* Not AlertDialogAction: that closes the dialog before the server has answered. */}
          <Button onClick={onConfirm} loading={sending}>
            Send to {who}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

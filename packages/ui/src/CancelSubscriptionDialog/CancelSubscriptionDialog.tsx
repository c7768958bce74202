import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
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
import { Label } from '../Label/Label';
import { formatDate } from '../lib/format';
import { Textarea } from '../Textarea/Textarea';

/** The longest reason the server takes. */
export const CANCELLATION_REASON_MAX_LENGTH = 1000;

export interface CancelSubscriptionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Called with the trimmed reason. A returned promise keeps the dialog busy until it settles; the dialog stays open
   * either way (the caller closes it on success, and on failure the reason is still there to send again).
   */
  onConfirm: (reason: string) => void | Promise<void>;
  /** Called when the form is sent with a blank reason (Enter in the field): the app says 'Reason Required'. */
  onReasonMissing?: () => void;
  /** The cancellation is under way elsewhere: the dialog is busy. */
  busy?: boolean;
  /** The plan's name, e.g. 'Pro'. */
  planName?: string;
  /** When access ends once cancelled (the paid period's end). */
  accessUntil?: string | null;
  /** The zone the date is shown in; the viewer's own when left out. */
  timeZone?: string;
}

/**
 * Asks for a reason before cancelling a plan (spec: a reason is required). The confirm button stays disabled while
 * the reason is blank; Enter sends (Shift+Enter is a new line), and a blank one is reported through `onReasonMissing`.
 */
export function CancelSubscriptionDialog({
  open,
  onOpenChange,
  onConfirm,
  onReasonMissing,
  busy = false,
  planName,
  accessUntil,
  timeZone,
}: CancelSubscriptionDialogProps) {
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const hintId = useId();
  const working = busy || pending;
  const blank = reason.trim() === '';

  // A dialog opened again starts with an empty reason.
  useEffect(() => {
    if (!open) setReason('');
  }, [open]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (working) return;
    const trimmed = reason.trim();
    if (!trimmed) {
      onReasonMissing?.();
      fieldRef.current?.focus();
      return;
    }
    const result = onConfirm(trimmed);
    if (!(result instanceof Promise)) return;
    setPending(true);
    try {
      await result;
    } catch {
      // The caller reports the failure; the reason stays for another try.
    } finally {
      setPending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const until = accessUntil ? formatDate(accessUntil, { timeZone }) : null;
  const plan = planName ? `Your ${planName} plan` : 'Your plan';

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && working) return;
        onOpenChange(next);
      }}
    >
      <AlertDialogContent
        data-slot="cancel-subscription-dialog"
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
            <AlertDialogTitle>Cancel Subscription</AlertDialogTitle>
            <AlertDialogDescription>
              {plan} will not renew. {until ? `You keep access and your credits until ${until}.` : 'You keep the credits you have.'}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={fieldId}>Why are you cancelling?</Label>
            <Textarea
              ref={fieldRef}
              id={fieldId}
              name="reason"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              onKeyDown={onKeyDown}
              maxLength={CANCELLATION_REASON_MAX_LENGTH}
              aria-required="true"
              aria-describedby={hintId}
              readOnly={working}
              placeholder="Tell us what did not work for you"
            />
            <p id={hintId} className="text-muted-foreground text-xs">
              Required. Press Enter to send, Shift+Enter for a new line.
            </p>
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={working}>Keep Subscription</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={blank} loading={working}>
              {working ? 'Cancelling...' : 'Cancel Subscription'}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

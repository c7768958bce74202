import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { usePendingPromise } from '../ConfirmDialog/use-pending-promise';
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
  const { pending, track } = usePendingPromise();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const hintId = useId();
  const working = busy || pending;
  const blank = reason.trim() === '';

  // A dialog opened again starts with an empty reason.
  useEffect(() => {
    if (!open) setReason('');
  }, [open]);

  // The reason stays after a failure, for another try; the caller reports why.
  const confirm = () => {
    void track(onConfirm(reason.trim()));
  };

  // A textarea never sends its form on Enter, so Enter is handled here; a blank reason is reported, not sent.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (working) return;
    if (blank) {
      onReasonMissing?.();
      fieldRef.current?.focus();
      return;
    }
    confirm();
  };

  const until = accessUntil ? formatDate(accessUntil, { timeZone }) : null;
  const plan = planName ? `Your ${planName} plan` : 'Your plan';

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      slot="cancel-subscription-dialog"
      title="Cancel Subscription"
      description={`${plan} will not renew. ${until ? `You keep access and your credits until ${until}.` : 'You keep the credits you have.'}`}
      tone="destructive"
      confirmLabel="Cancel Subscription"
      pendingLabel="Cancelling..."
      cancelLabel="Keep Subscription"
      canConfirm={!blank}
      pending={working}
      onConfirm={confirm}
      initialFocusRef={fieldRef}
    >
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
    </ConfirmDialog>
  );
}

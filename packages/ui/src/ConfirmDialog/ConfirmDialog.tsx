import type { ReactNode, RefObject } from 'react';
import { Alert, AlertDescription } from '../Alert/Alert';
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

export interface ConfirmDialogProps {
  open: boolean;
  /** Not called to close while `pending`: the work under way has to settle first. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** What confirming does; read out with the title when the dialog opens. */
  description: ReactNode;
  /** What the confirmation needs filled in (a password, a reason), between the description and the buttons. */
  children?: ReactNode;
  /** Called when the form is sent (the confirm button, or Enter in a field) while `canConfirm` and not `pending`. */
  onConfirm: () => void;
  confirmLabel: string;
  /** The confirm button's words while `pending`, e.g. 'Deleting...'. */
  pendingLabel: string;
  cancelLabel?: string;
  /** `destructive` for what cannot be taken back (deleting, revoking, cancelling). */
  tone?: 'default' | 'destructive';
  /** False while the fields do not hold what the confirmation needs: the confirm button is disabled. */
  canConfirm?: boolean;
  /** The confirmed work is under way: both buttons are inactive and neither Escape nor Cancel closes the dialog. */
  pending?: boolean;
  /** The field to focus on opening; without it Cancel is focused, the safe answer. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Why the confirmed work failed, when the failure concerns no field (a conflict, a server error): shown above the
   * buttons, so the person can try again or cancel. A refusal of a field's value belongs to that field instead.
   */
  error?: string | null;
  /** The dialog's `data-slot`, to tell one confirmation from another. */
  slot?: string;
}

/**
 * A confirmation that must be answered, as a form: a title, what confirming does, optional fields it needs, and
 * Cancel beside the confirm button. It only presents: the caller holds what the fields hold, decides `canConfirm`,
 * and says while its work is `pending`; a refusal from the server belongs to the field it concerns, any other
 * failure to `error`.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  onConfirm,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  tone = 'default',
  canConfirm = true,
  pending = false,
  initialFocusRef,
  error = null,
  slot = 'confirm-dialog',
}: ConfirmDialogProps) {
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && pending) return;
        onOpenChange(next);
      }}
    >
      <AlertDialogContent
        data-slot={slot}
        onOpenAutoFocus={(event) => {
          if (!initialFocusRef) return;
          event.preventDefault();
          initialFocusRef.current?.focus();
        }}
        onEscapeKeyDown={(event) => {
          if (pending) event.preventDefault();
        }}
      >
        <form
          className="grid gap-4"
          aria-busy={pending || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            if (pending || !canConfirm) return;
            onConfirm();
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle className="break-words">{title}</AlertDialogTitle>
            <AlertDialogDescription>{description}</AlertDialogDescription>
          </AlertDialogHeader>
          {children}
          {error && (
            <Alert variant="destructive">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
            <Button type="submit" variant={tone} disabled={!canConfirm} loading={pending}>
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

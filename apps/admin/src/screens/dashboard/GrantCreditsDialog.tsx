import { type AdminUser, ADMIN_GRANT_MAX_CREDITS as MAX_GRANT } from '@verbatim/core-sdk/contracts';
import {
  Alert,
  AlertDescription,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  errorMessage,
  FormField,
  Label,
  Textarea,
  toast,
  useGrantCredits,
} from '@verbatim/ui';
import { type FormEvent, useId, useState } from 'react';
import { formatCount } from '../../lib/format';

export const MAX_REASON = 500;

/** Adds credits to one user's balance with a reason, which is kept in the ledger and the audit log. */
export function GrantCreditsDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const grant = useGrantCredits();
  const [credits, setCredits] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ credits?: string; reason?: string }>({});
  const reasonId = useId();
  // One key per opening of the dialog: a second click or a retry after a lost answer grants once.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());

  function close() {
    setCredits('');
    setReason('');
    setErrors({});
    grant.reset();
    setIdempotencyKey(crypto.randomUUID());
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) return;
    const amount = Number(credits);
    const found: typeof errors = {};
    if (!Number.isInteger(amount) || amount < 1 || amount > MAX_GRANT)
      found.credits = `Enter a whole number from 1 to ${formatCount(MAX_GRANT)}.`;
    if (!reason.trim()) found.reason = 'Say why, for the audit log.';
    setErrors(found);
    if (found.credits || found.reason) return;
    grant.mutate(
      { userId: user.id, credits: amount, reason: reason.trim(), idempotencyKey },
      {
        onSuccess: () => {
          toast({ title: 'Credits granted', description: `${formatCount(amount)} credits added to ${user.email}.` });
          close();
        },
      },
    );
  }

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Grant credits</DialogTitle>
          <DialogDescription>
            Adds credits to <strong className="font-medium text-foreground">{user?.email}</strong>, who has{' '}
            {formatCount(user?.creditsRemaining ?? 0)} now.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField
            label="Credits"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_GRANT}
            step={1}
            value={credits}
            onChange={(event) => setCredits(event.target.value)}
            error={errors.credits}
            required
          />
          <div className="grid gap-2">
            <Label htmlFor={reasonId}>Reason</Label>
            <Textarea
              id={reasonId}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={MAX_REASON}
              rows={3}
              required
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `${reasonId}-error` : undefined}
            />
            {errors.reason && (
              <p id={`${reasonId}-error`} className="text-destructive text-sm">
                {errors.reason}
              </p>
            )}
          </div>
          {grant.isError && (
            <Alert variant="destructive">
              <AlertDescription>{errorMessage(grant.error, 'The credits could not be granted. Please try again.')}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={grant.isPending}>
              Grant credits
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

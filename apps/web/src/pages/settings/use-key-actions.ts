import { toast } from '@verbatim/ui';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-messages';

/** The toasts of one kind of key's panel. */
export interface KeyToasts {
  createFailed: { title: string; fallback: string };
  refused: { title: string; description: string };
  revoked: { title: string; description: string };
  revokeFailed: { title: string; fallback: string };
}

interface KeyActionsOptions<Request, Errors> {
  create: { mutateAsync(request: Request): Promise<unknown> };
  revoke: { mutateAsync(id: string): Promise<unknown> };
  /** The server's refusal, by the form's field; empty when the refusal is not about a field. */
  fieldErrors(error: unknown): Errors;
  toasts: KeyToasts;
}

/**
 * Creating and revoking one kind of key (publishable or secret) as its panel wants them: a refusal about fields marks
 * the fields and keeps the form as typed (the promise rejects), any other failure says why in a toast. Success has no
 * toast: the dialog showing the new key is the confirmation.
 */
export function useKeyActions<Request, Key extends { id: string }, Errors extends object>({
  create,
  revoke,
  fieldErrors,
  toasts,
}: KeyActionsOptions<Request, Errors>) {
  const [createErrors, setCreateErrors] = useState<Errors | undefined>();

  const createKey = async (request: Request) => {
    setCreateErrors(undefined);
    try {
      await create.mutateAsync(request);
    } catch (error) {
      const fields = fieldErrors(error);
      if (Object.keys(fields).length > 0) {
        setCreateErrors(fields);
        toast({ variant: 'destructive', ...toasts.refused });
      } else {
        toast({ variant: 'destructive', title: toasts.createFailed.title, description: errorMessage(error, toasts.createFailed.fallback) });
      }
      throw error;
    }
  };

  const revokeKey = async (key: Key) => {
    try {
      await revoke.mutateAsync(key.id);
      toast(toasts.revoked);
    } catch (error) {
      toast({ variant: 'destructive', title: toasts.revokeFailed.title, description: errorMessage(error, toasts.revokeFailed.fallback) });
    }
  };

  return { createKey, revokeKey, createErrors };
}

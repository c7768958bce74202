import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DownloadedFile } from '@verbatim/core-sdk';
import type {
  AdminResendVerificationEmailResponse,
  AdminRetryTranscriptionResponse,
  GrantCreditsResponse,
  SetUserDisabledResponse,
} from '@verbatim/core-sdk/contracts';
import { useVerbatimClient } from '../VerbatimProvider/client-context';
import { adminKeys } from './use-admin-queries';

export interface GrantCreditsVariables {
  userId: string;
  credits: number;
  reason: string;
  /** The same key for repeats of one grant (a double click, a retry after a lost answer) grants once. */
  idempotencyKey?: string;
}

export interface SetUserDisabledVariables {
  userId: string;
  disabled: boolean;
  reason?: string;
}

/**
 * Starts a stuck transcription again. Production figures and the audit log are refetched afterwards, whether it
 * worked or not, so that the screen shows what the server now holds.
 */
export function useAdminRetryTranscription(): UseMutationResult<AdminRetryTranscriptionResponse, Error, string> {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.admin.retryTranscription(id),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'production'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() }),
      ]),
  });
}

/** Adds credits to a user's balance with a reason (a ledger row and an audit entry). */
export function useGrantCredits(): UseMutationResult<GrantCreditsResponse, Error, GrantCreditsVariables> {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, credits, reason, idempotencyKey }: GrantCreditsVariables) =>
      client.admin.grantCredits(userId, { credits, reason }, idempotencyKey ? { idempotencyKey } : {}),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() }),
      ]),
  });
}

/** Disables an account (its sessions stop working) or enables it again. */
export function useSetUserDisabled(): UseMutationResult<SetUserDisabledResponse, Error, SetUserDisabledVariables> {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, disabled, reason }: SetUserDisabledVariables) =>
      client.admin.setUserDisabled(userId, reason ? { disabled, reason } : { disabled }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() }),
      ]),
  });
}

/**
 * E-mails an unverified account a new verification link (takes the account's id). The users and the audit log are
 * refetched afterwards, whether it worked or not: a 409 may mean the owner has verified meanwhile.
 */
export function useResendVerificationEmail(): UseMutationResult<AdminResendVerificationEmailResponse, Error, string> {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => client.admin.resendVerificationEmail(userId),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() }),
      ]),
  });
}

/** GET /api/admin/production/report?minutes=: the plain-text report as a file to save. */
export function useProductionReport(): UseMutationResult<DownloadedFile, Error, number> {
  const client = useVerbatimClient();
  return useMutation({ mutationFn: (minutes: number) => client.admin.report({ minutes }) });
}

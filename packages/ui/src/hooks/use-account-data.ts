import { type UseMutationResult, type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountDeletionInfo,
  AccountDeletionScheduled,
  AccountExportList,
  RequestAccountDeletion,
  StartAccountExportResponse,
  SuccessResponse,
  UnsubscribeNotificationsResponse,
} from '@verbatim/core-sdk/contracts';
import { saveFile } from '../lib/save-file';
import { useVerbatimClient } from '../VerbatimProvider/client-context';
import { currentUserQueryKey } from '../VerbatimProvider/use-current-user';
import { accountDataKeys } from './query-keys';

/** How often the exports are asked for again while one is being prepared. */
export const ACCOUNT_EXPORT_POLL_MS = 3000;

/** The signed-in person's newest exports; polled while one is being prepared, so the card turns to Download by itself. */
export function useAccountExports({ enabled = true }: { enabled?: boolean } = {}): UseQueryResult<AccountExportList> {
  const client = useVerbatimClient();
  return useQuery({
    queryKey: accountDataKeys.exports(),
    queryFn: ({ signal }) => client.account.exports({ signal }),
    enabled,
    refetchInterval: (query) => (query.state.data?.items.some((item) => item.status === 'preparing') ? ACCOUNT_EXPORT_POLL_MS : false),
  });
}

/** Starts an export (or answers the one being prepared); the list shows it at once and is refetched either way. */
export function useStartAccountExport(): UseMutationResult<StartAccountExportResponse, Error, void> {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.account.exportData(),
    onSuccess: ({ export: started }) => {
      queryClient.setQueryData<AccountExportList>(accountDataKeys.exports(), (list) => ({
        items: [started, ...(list?.items ?? []).filter((item) => item.id !== started.id)],
      }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountDataKeys.exports() }),
  });
}

/** Downloads a ready export's ZIP and saves it under the server's name. */
export function useDownloadAccountExport(): UseMutationResult<void, Error, string> {
  const client = useVerbatimClient();
  return useMutation({
    mutationFn: async (exportId: string) => {
      const file = await client.account.downloadExport(exportId);
      saveFile(file.blob, file.fileName);
    },
  });
}

/**
 * What the deletion would take away (credits, the plan's period or trial left, transcripts, keys, share links) and
 * what it is confirmed with: the password, or the e-mail address for an account without one. Asked again each time
 * it is enabled (the dialog opens), since the balance and the counts change in between.
 */
export function useAccountDeletionInfo({ enabled = true }: { enabled?: boolean } = {}): UseQueryResult<AccountDeletionInfo> {
  const client = useVerbatimClient();
  return useQuery({
    queryKey: accountDataKeys.deletion(),
    queryFn: ({ signal }) => client.account.deletionInfo({ signal }),
    enabled,
    staleTime: 0,
  });
}

/**
 * Schedules the account's deletion. The server ends every session, this one included, so on success every cached
 * answer is dropped and the person is signed out here too.
 */
export function useDeleteAccount(): UseMutationResult<AccountDeletionScheduled, Error, RequestAccountDeletion> {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RequestAccountDeletion) => client.account.deleteAccount(request),
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
      queryClient.setQueryData(currentUserQueryKey, null);
    },
  });
}

/** Cancels a scheduled deletion with the token of the e-mailed link (no session needed). */
export function useCancelAccountDeletion(): UseMutationResult<SuccessResponse, Error, string> {
  const client = useVerbatimClient();
  return useMutation({ mutationFn: (token: string) => client.account.cancelDeletion({ token }) });
}

/** Turns off the kind of e-mail an unsubscribe link names (no session needed). */
export function useUnsubscribeNotifications(): UseMutationResult<UnsubscribeNotificationsResponse, Error, string> {
  const client = useVerbatimClient();
  return useMutation({ mutationFn: (token: string) => client.account.unsubscribe({ token }) });
}

import { type UseMutationResult, type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangePasswordRequest,
  EndedSessionsResponse,
  InvoiceList,
  SpeechLanguages,
  UpdatePreferencesRequest,
  UpdateProfileRequest,
  User,
  UserPreferences,
} from '@verbatim/core-sdk/contracts';
import { useVerbatimClient } from '../VerbatimProvider/client-context';
import { currentUserQueryKey } from '../VerbatimProvider/use-current-user';
import { accountKeys } from './query-keys';

/**
 * The signed-in person's settings (transcription defaults, export format, e-mail notifications), the defaults filled
 * in. Pass `enabled: false` while nobody is signed in: the call would only answer 401.
 */
export function usePreferences({ enabled = true }: { enabled?: boolean } = {}): UseQueryResult<UserPreferences> {
  const client = useVerbatimClient();
  return useQuery({ queryKey: accountKeys.preferences(), queryFn: ({ signal }) => client.user.preferences({ signal }), enabled });
}

/**
 * Saves some settings; the server answers all of them, which replace the cached ones at once. A language the speech
 * engine does not offer rejects with ApiError 400 LANGUAGE_NOT_SUPPORTED.
 */
export function useUpdatePreferences(): UseMutationResult<UserPreferences, Error, UpdatePreferencesRequest> {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdatePreferencesRequest) => client.user.updatePreferences(changes),
    onSuccess: (preferences) => queryClient.setQueryData(accountKeys.preferences(), preferences),
  });
}

/** Renames the person; every screen that shows the current user (header, avatar, greeting) sees the new name at once. */
export function useUpdateProfile(): UseMutationResult<User, Error, UpdateProfileRequest> {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProfileRequest) => client.user.update(changes),
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}

/** The languages the server's speech engine understands (no sign-in needed); they change only with its configuration. */
export function useSpeechLanguages(): UseQueryResult<SpeechLanguages> {
  const client = useVerbatimClient();
  return useQuery({
    queryKey: accountKeys.speechLanguages(),
    queryFn: ({ signal }) => client.speech.languages({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The person's completed payments with receipts, newest first. `enabled: false` until they are wanted. */
export function useInvoices({ enabled = true }: { enabled?: boolean } = {}): UseQueryResult<InvoiceList> {
  const client = useVerbatimClient();
  return useQuery({ queryKey: accountKeys.invoices(), queryFn: ({ signal }) => client.user.invoices({ signal }), enabled });
}

/**
 * Changes the password after checking the current one. This session stays signed in; every other one ends. A wrong
 * current password rejects with ApiError 400 INVALID_CREDENTIALS, too many of them with 429.
 */
export function useChangePassword(): UseMutationResult<EndedSessionsResponse, Error, ChangePasswordRequest> {
  const client = useVerbatimClient();
  return useMutation({ mutationFn: (request: ChangePasswordRequest) => client.auth.changePassword(request) });
}

/** Signs the person out everywhere but here; the answer says how many sessions ended. */
export function useEndOtherSessions(): UseMutationResult<EndedSessionsResponse, Error, void> {
  const client = useVerbatimClient();
  return useMutation({ mutationFn: () => client.auth.endOtherSessions() });
}

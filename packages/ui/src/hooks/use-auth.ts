import { type UseMutationResult, type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuthResponse,
  ForgotPasswordRequest,
  LoginRequest,
  MessageResponse,
  RegisterRequest,
  ResetPasswordRequest,
  SignInOptions,
  User,
  VerifyResetTokenResponse,
} from '@verbatim/core-sdk/contracts';
import { useVerbatimClient } from '../VerbatimProvider/client-context';
import { currentUserQueryKey } from '../VerbatimProvider/use-current-user';
import { authKeys } from './query-keys';

/** Every screen that reads the current user sees the new one at once; the refetch then fills in what the answer left out. */
function useRememberUser(): (user: User) => void {
  const queryClient = useQueryClient();
  return (user) => {
    queryClient.setQueryData(currentUserQueryKey, user);
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  };
}

/** Signs in with e-mail and password and caches the signed-in user. A wrong pair rejects with ApiError 401. */
export function useSignIn(): UseMutationResult<AuthResponse, Error, LoginRequest> {
  const client = useVerbatimClient();
  const rememberUser = useRememberUser();
  return useMutation({
    mutationFn: (body: LoginRequest) => client.auth.login(body),
    onSuccess: ({ user }) => rememberUser(user),
  });
}

/** Creates an account, which the server signs in at once, and caches the new user. */
export function useSignUp(): UseMutationResult<AuthResponse, Error, RegisterRequest> {
  const client = useVerbatimClient();
  const rememberUser = useRememberUser();
  return useMutation({
    mutationFn: (body: RegisterRequest) => client.auth.register(body),
    onSuccess: ({ user }) => rememberUser(user),
  });
}

/** Asks for a reset link. The server answers the same whether or not the account exists. */
export function useRequestPasswordReset(): UseMutationResult<MessageResponse, Error, ForgotPasswordRequest> {
  const client = useVerbatimClient();
  return useMutation({ mutationFn: (body: ForgotPasswordRequest) => client.auth.forgotPassword(body) });
}

/**
 * Sets a new password with a reset link's token. The server ends every session of the account on a reset, this
 * browser's included, so the cached user becomes "signed out".
 */
export function useResetPassword(): UseMutationResult<MessageResponse, Error, ResetPasswordRequest> {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) => client.auth.resetPassword(body),
    onSuccess: () => queryClient.setQueryData(currentUserQueryKey, null),
  });
}

/**
 * Checks a reset link's token; `null` (no token in the link) asks nothing. An ApiError 400 means the link is invalid
 * or expired; other errors mean the server could not be asked.
 */
export function useVerifyResetToken(token: string | null): UseQueryResult<VerifyResetTokenResponse> {
  const client = useVerbatimClient();
  return useQuery({
    queryKey: authKeys.resetToken(token ?? ''),
    queryFn: ({ signal }) => client.auth.verifyResetToken(token ?? '', { signal }),
    enabled: Boolean(token),
    // A reset spends the token: a later visit must ask again, never answer from an old check.
    gcTime: 0,
  });
}

/**
 * The ways to sign in the server offers besides e-mail and password (Google only when it is configured). They change
 * only with the server's configuration, so they are read once.
 */
export function useSignInOptions(): UseQueryResult<SignInOptions> {
  const client = useVerbatimClient();
  return useQuery({
    queryKey: authKeys.signInOptions(),
    queryFn: ({ signal }) => client.auth.signInOptions({ signal }),
    staleTime: Infinity,
  });
}

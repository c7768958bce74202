import { useQueryClient } from '@tanstack/react-query';
import { safeReturnPath, type User } from '@verbatim/core-sdk/contracts';
import { Card, CardDescription, CardHeader, CardTitle, currentUserQueryKey, Spinner, useVerbatimClient } from '@verbatim/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_SIGNED_IN_PATH, signInPath } from '../../app/return-path';
import { AuthLayout } from '../../layouts/AuthLayout';
import { isOutsideThisApp, safeRedirectPath } from '../../lib/navigation';

/** The spec's delays before leaving this screen. */
export const CALLBACK_SUCCESS_DELAY_MS = 1500;
export const CALLBACK_FAILURE_DELAY_MS = 2000;

/** The query parameter in which the API hands back the return path it kept with the Google sign-in. */
const GOOGLE_RETURN_PARAM = 'returnTo';

/**
 * Where Google sign-in lands. The server has already set the session cookie before sending the
 * browser here, so "a session is present" means the current-user call answers with a user.
 * A return path the sign-in started with wins over the post-login call's default page.
 */
export function AuthCallbackPage() {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const failedUpstream = params.has('error');
  const returnPath = safeReturnPath(params.get(GOOGLE_RETURN_PARAM));
  const [status, setStatus] = useState('Checking your session...');

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const say = (text: string) => {
      if (!cancelled) setStatus(text);
    };
    const leaveFor = (path: string, delayMs: number) => {
      if (cancelled) return;
      timer = setTimeout(() => {
        if (isOutsideThisApp(path)) window.location.assign(path);
        else void navigate(path, { replace: true });
      }, delayMs);
    };

    // Back to sign in, still carrying the return path, so that another try ends there too.
    const signIn = signInPath(returnPath);

    async function run() {
      if (failedUpstream) {
        say('Authentication failed. Redirecting...');
        leaveFor(signIn, CALLBACK_FAILURE_DELAY_MS);
        return;
      }
      let user: User | null;
      try {
        user = await client.auth.currentUser();
      } catch {
        say('Authentication error. Redirecting...');
        leaveFor(signIn, CALLBACK_FAILURE_DELAY_MS);
        return;
      }
      if (!user) {
        say('No authentication session found. Redirecting...');
        leaveFor(signIn, CALLBACK_FAILURE_DELAY_MS);
        return;
      }
      say('Authentication successful! Setting up your account...');
      if (!cancelled) queryClient.setQueryData(currentUserQueryKey, user);
      try {
        const { message, redirectTo } = await client.auth.postLogin();
        say(message);
        leaveFor(returnPath ?? safeRedirectPath(redirectTo, DEFAULT_SIGNED_IN_PATH), CALLBACK_SUCCESS_DELAY_MS);
      } catch {
        leaveFor(returnPath ?? DEFAULT_SIGNED_IN_PATH, CALLBACK_SUCCESS_DELAY_MS);
      }
    }

    void run();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [client, queryClient, navigate, failedUpstream, returnPath]);

  return (
    <AuthLayout>
      <title>Signing in · Verbatim</title>
      <Card>
        <CardHeader className="justify-items-center text-center">
          <Spinner className="mb-2 size-8 text-primary" />
          <CardTitle asChild className="text-2xl">
            <h1>Completing authentication...</h1>
          </CardTitle>
          <CardDescription role="status" aria-live="polite">
            {status}
          </CardDescription>
        </CardHeader>
      </Card>
    </AuthLayout>
  );
}

import { AlertCircleIcon, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, CheckCircleIcon, Spinner } from '@verbatim/ui';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { StatusPanel } from '../../components/StatusPanel';
import { AuthLayout } from '../../layouts/AuthLayout';
import { ResetPasswordForm } from './ResetPasswordForm';
import { type ResetTokenState, useResetToken } from './use-reset-token';

/** Spec: after a reset, go to sign-in after 3 s. */
export const REDIRECT_AFTER_RESET_MS = 3000;

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const tokenState = useResetToken(token);
  const [done, setDone] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/auth', { replace: true }), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onDone = () => setDone(true);

  return (
    <AuthLayout>
      <title>Reset password · Verbatim</title>
      {done ? <ResetComplete /> : <TokenStep state={tokenState} token={token ?? ''} onDone={onDone} />}
    </AuthLayout>
  );
}

function TokenStep({ state, token, onDone }: { state: ResetTokenState; token: string; onDone: () => void }) {
  switch (state.status) {
    case 'verifying':
      return (
        <Card>
          <CardContent>
            <div role="status" className="flex flex-col items-center gap-3 py-8 text-muted-foreground">
              <Spinner className="size-7 text-primary" />
              <p className="font-medium text-sm">Verifying reset token...</p>
            </div>
          </CardContent>
        </Card>
      );
    case 'invalid':
      return (
        <StatusPanel
          icon={AlertCircleIcon}
          tone="destructive"
          title="Invalid Reset Link"
          description="This password reset link is invalid or has expired."
          actions={
            <>
              <Button asChild className="w-full sm:w-auto">
                <Link to="/forgot-password">Request a New Link</Link>
              </Button>
              <Button asChild variant="outline" className="w-full sm:w-auto">
                <Link to="/auth">Back to Sign In</Link>
              </Button>
            </>
          }
        >
          <p>Reset links expire after 1 hour. Ask for a new one with the Forgot Password option on the sign-in page.</p>
        </StatusPanel>
      );
    case 'unreachable':
      return (
        <StatusPanel
          icon={AlertCircleIcon}
          tone="destructive"
          title="Could not check your link"
          description="Verbatim did not answer. Check your connection and try again."
          actions={<Button onClick={state.retry}>Try again</Button>}
        />
      );
    case 'valid':
      return (
        <Card>
          <CardHeader>
            <CardTitle asChild className="text-2xl">
              <h1>Reset Your Password</h1>
            </CardTitle>
            <CardDescription>
              Choose a new password for <strong className="font-medium text-foreground">{state.email}</strong>.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ResetPasswordForm token={token} onDone={onDone} />
          </CardContent>
        </Card>
      );
  }
}

function ResetComplete() {
  return (
    <StatusPanel
      icon={CheckCircleIcon}
      tone="success"
      title="Password Reset Complete"
      description="Your password has been changed. Taking you to sign in..."
      actions={
        <Button asChild className="w-full sm:w-auto">
          <Link to="/auth">Continue to Sign In</Link>
        </Button>
      }
    />
  );
}

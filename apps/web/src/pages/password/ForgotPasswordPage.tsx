import { isNetworkError } from '@verbatim/core-sdk';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  ArrowLeftIcon,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  FormField,
  MailIcon,
  useVerbatimClient,
} from '@verbatim/ui';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { StatusPanel } from '../../components/StatusPanel';
import { AuthLayout } from '../../layouts/AuthLayout';
import { GENERIC_ERROR_MESSAGE } from '../../lib/error-messages';
import { emailError } from '../../lib/validation';

export function ForgotPasswordPage() {
  const client = useVerbatimClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailed(false);
    const problem = emailError(email);
    setFieldError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await client.auth.forgotPassword({ email: email.trim() });
      setSentTo(email.trim());
    } catch (error) {
      // The answer is the same whether or not the account exists; only a call that never got an answer is an error.
      if (isNetworkError(error)) setFailed(true);
      else setSentTo(email.trim());
    } finally {
      setBusy(false);
    }
  }

  function sendAnother() {
    setSentTo(null);
    setEmail('');
    setFieldError(undefined);
  }

  if (sentTo) {
    return (
      <AuthLayout>
        <title>Check your email · Verbatim</title>
        <StatusPanel
          icon={MailIcon}
          tone="success"
          title="Check Your Email"
          description={
            <>
              If an account exists for <strong className="font-medium text-foreground">{sentTo}</strong>, we have sent it a link to reset
              the password.
            </>
          }
          actions={
            <>
              <Button asChild className="w-full sm:w-auto">
                <Link to="/auth">Back to Sign In</Link>
              </Button>
              <Button variant="outline" className="w-full sm:w-auto" onClick={sendAnother}>
                Send Another Email
              </Button>
            </>
          }
        >
          <p>Look in your inbox, and in your spam folder too. The link expires in 1 hour.</p>
        </StatusPanel>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <title>Forgot password · Verbatim</title>
      <Card>
        <CardHeader>
          <CardTitle asChild className="text-2xl">
            <h1>Forgot your password?</h1>
          </CardTitle>
          <CardDescription>Enter the email address of your account and we will send you a link to choose a new password.</CardDescription>
        </CardHeader>
        <form noValidate onSubmit={onSubmit} aria-label="Forgot password">
          <CardContent className="grid gap-4">
            {failed && (
              <Alert variant="destructive">
                <AlertTitle>Request failed</AlertTitle>
                <AlertDescription>{GENERIC_ERROR_MESSAGE}</AlertDescription>
              </Alert>
            )}
            <FormField
              ref={inputRef}
              label="Email Address"
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={fieldError}
            />
          </CardContent>
          <CardFooter className="mt-6 flex-col gap-2">
            <Button type="submit" className="w-full" loading={busy}>
              {busy ? 'Sending...' : 'Send Reset Link'}
            </Button>
            <Button asChild variant="ghost" className="w-full">
              <Link to="/auth">
                <ArrowLeftIcon />
                Back to Sign In
              </Link>
            </Button>
          </CardFooter>
        </form>
      </Card>
    </AuthLayout>
  );
}

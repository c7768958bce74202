import { isNetworkError } from '@verbatim/core-sdk';
import { type ForgotPasswordRequest, forgotPasswordRequestSchema } from '@verbatim/core-sdk/contracts';
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
  EmailField,
  MailIcon,
  useRequestPasswordReset,
} from '@verbatim/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { StatusPanel } from '../../components/StatusPanel';
import { AuthLayout } from '../../layouts/AuthLayout';
import { GENERIC_ERROR_MESSAGE } from '../../lib/error-messages';
import { schemaResolver } from '../../lib/form';
import { EMAIL_WORDING } from '../../lib/validation';

export function ForgotPasswordPage() {
  const requestReset = useRequestPasswordReset();
  const [failed, setFailed] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: schemaResolver(forgotPasswordRequestSchema, EMAIL_WORDING),
    defaultValues: { email: '' } satisfies ForgotPasswordRequest,
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting: busy } = formState;

  const onSubmit = handleSubmit(
    async (values) => {
      setFailed(false);
      try {
        await requestReset.mutateAsync(values);
        setSentTo(values.email);
      } catch (error) {
        // The answer is the same whether or not the account exists; only a call that never got an answer is an error.
        if (isNetworkError(error)) setFailed(true);
        else setSentTo(values.email);
      }
    },
    () => setFailed(false),
  );

  function sendAnother() {
    setSentTo(null);
    reset();
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
            <EmailField label="Email Address" required {...register('email')} error={errors.email?.message} />
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

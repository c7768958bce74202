import { type LoginRequest, loginRequestSchema } from '@verbatim/core-sdk/contracts';
import { Alert, AlertDescription, AlertTitle, Button, EmailField, PasswordField, useSignIn } from '@verbatim/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/error-messages';
import { schemaResolver, showServerFieldErrors } from '../../lib/form';
import { EMAIL_WORDING } from '../../lib/validation';

export interface SignInFormProps {
  onAuthenticated: () => Promise<void>;
}

export function SignInForm({ onAuthenticated }: SignInFormProps) {
  const signIn = useSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: schemaResolver(loginRequestSchema, EMAIL_WORDING),
    defaultValues: { email: '', password: '' } satisfies LoginRequest,
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting: busy } = formState;

  const onSubmit = handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        await signIn.mutateAsync(values);
      } catch (error) {
        showServerFieldErrors(error, ['email', 'password'], setError);
        setFailure(errorMessage(error, 'Invalid email or password. Please try again.'));
        return;
      }
      await onAuthenticated();
    },
    () => setFailure(null),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Sign in">
      {failure && (
        <Alert variant="destructive">
          <AlertTitle>Sign in failed</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <EmailField label="Email" required {...register('email')} error={errors.email?.message} />
      <PasswordField
        label="Password"
        purpose="current"
        required
        {...register('password')}
        error={errors.password?.message}
        labelAside={
          <Link to="/forgot-password" className="rounded-sm font-medium text-primary text-sm hover:underline">
            Forgot password?
          </Link>
        }
      />
      <Button type="submit" className="w-full" loading={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}

import type { User } from '@verbatim/core-sdk/contracts';
import { Alert, AlertDescription, AlertTitle, Button, FormField, useVerbatimClient } from '@verbatim/ui';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { errorMessage, type FieldErrors, serverFieldErrors } from '../../lib/error-messages';
import { emailError, focusFirstInvalid } from '../../lib/validation';

type Field = 'email' | 'password';
const FIELDS: readonly Field[] = ['email', 'password'];

export interface SignInFormProps {
  onAuthenticated: (user: User) => Promise<void>;
}

export function SignInForm({ onAuthenticated }: SignInFormProps) {
  const client = useVerbatimClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FieldErrors<Field> = {
      email: emailError(email),
      password: password ? undefined : 'Password is required',
    };
    flushSync(() => {
      setErrors(found);
      setFailure(null);
    });
    if (found.email || found.password) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    try {
      const { user } = await client.auth.login({ email: email.trim(), password });
      await onAuthenticated(user);
    } catch (error) {
      setErrors(serverFieldErrors(error, FIELDS));
      setFailure(errorMessage(error, 'Invalid email or password. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Sign in">
      {failure && (
        <Alert variant="destructive">
          <AlertTitle>Sign in failed</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <FormField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
      />
      <FormField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
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

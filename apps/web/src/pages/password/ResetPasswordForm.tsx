import { Alert, AlertDescription, AlertTitle, Button, FormField, useVerbatimClient } from '@verbatim/ui';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { errorMessage, type FieldErrors } from '../../lib/error-messages';
import { focusFirstInvalid, MIN_PASSWORD_LENGTH, PASSWORD_MISMATCH, PASSWORD_TOO_SHORT } from '../../lib/validation';

type Field = 'password' | 'confirmPassword';

interface Problem {
  title: string;
  description: string;
}

export interface ResetPasswordFormProps {
  token: string;
  onDone: () => void;
}

/** The spec's order: both fields required, then they must match, then the length. */
function validate(password: string, confirmPassword: string): { errors: FieldErrors<Field>; problem: Problem | null } {
  const errors: FieldErrors<Field> = {
    password: password ? undefined : 'Password is required',
    confirmPassword: confirmPassword ? undefined : 'Please confirm your new password',
  };
  if (errors.password || errors.confirmPassword) return { errors, problem: null };
  if (password !== confirmPassword) return { errors: { confirmPassword: 'Must match the password above.' }, problem: PASSWORD_MISMATCH };
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { errors: { password: `Use at least ${MIN_PASSWORD_LENGTH} characters.` }, problem: PASSWORD_TOO_SHORT };
  }
  return { errors: {}, problem: null };
}

export function ResetPasswordForm({ token, onDone }: ResetPasswordFormProps) {
  const client = useVerbatimClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validate(password, confirmPassword);
    flushSync(() => {
      setErrors(result.errors);
      setProblem(result.problem);
    });
    if (result.problem || result.errors.password || result.errors.confirmPassword) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    try {
      await client.auth.resetPassword({ token, password });
      onDone();
    } catch (error) {
      setProblem({ title: 'Reset failed', description: errorMessage(error, 'Unable to reset password. Please try again.') });
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Reset password">
      {problem && (
        <Alert variant="destructive">
          <AlertTitle>{problem.title}</AlertTitle>
          <AlertDescription>{problem.description}</AlertDescription>
        </Alert>
      )}
      <FormField
        label="New Password"
        type="password"
        name="password"
        autoComplete="new-password"
        required
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <FormField
        label="Confirm New Password"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
        error={errors.confirmPassword}
      />
      <Button type="submit" className="w-full" loading={busy}>
        {busy ? 'Resetting...' : 'Reset Password'}
      </Button>
    </form>
  );
}

import type { User } from '@verbatim/core-sdk/contracts';
import { Alert, AlertDescription, AlertTitle, Button, FormField, useVerbatimClient } from '@verbatim/ui';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { errorMessage, type FieldErrors, serverFieldErrors } from '../../lib/error-messages';
import { emailError, focusFirstInvalid, MIN_PASSWORD_LENGTH, PASSWORD_MISMATCH, PASSWORD_TOO_SHORT } from '../../lib/validation';

type Field = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword';
const SERVER_FIELDS: readonly Field[] = ['firstName', 'lastName', 'email', 'password'];

interface Problem {
  title: string;
  description: string;
}

export interface SignUpFormProps {
  onAuthenticated: (user: User) => Promise<void>;
}

type Values = Record<Field, string>;

/** Field errors first; the password pair is only compared once both are filled in. */
function validate(values: Values): { errors: FieldErrors<Field>; problem: Problem | null } {
  const errors: FieldErrors<Field> = {
    firstName: values.firstName.trim() ? undefined : 'First name is required',
    email: emailError(values.email),
    password: values.password ? undefined : 'Password is required',
    confirmPassword: values.confirmPassword ? undefined : 'Please confirm your password',
  };
  if (errors.password || errors.confirmPassword) return { errors, problem: null };
  if (values.password !== values.confirmPassword) {
    return { errors: { ...errors, confirmPassword: 'Must match the password above.' }, problem: PASSWORD_MISMATCH };
  }
  if (values.password.length < MIN_PASSWORD_LENGTH) {
    return { errors: { ...errors, password: `Use at least ${MIN_PASSWORD_LENGTH} characters.` }, problem: PASSWORD_TOO_SHORT };
  }
  return { errors, problem: null };
}

export function SignUpForm({ onAuthenticated }: SignUpFormProps) {
  const client = useVerbatimClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>({ firstName: '', lastName: '', email: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validate(values);
    flushSync(() => {
      setErrors(result.errors);
      setProblem(result.problem);
    });
    if (result.problem || Object.values(result.errors).some(Boolean)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    try {
      const { user } = await client.auth.register({
        email: values.email.trim(),
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim() || null,
      });
      await onAuthenticated(user);
    } catch (error) {
      setErrors(serverFieldErrors(error, SERVER_FIELDS));
      setProblem({ title: 'Sign up failed', description: errorMessage(error, 'Unable to create account. Please try again.') });
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Sign up">
      {problem && (
        <Alert variant="destructive">
          <AlertTitle>{problem.title}</AlertTitle>
          <AlertDescription>{problem.description}</AlertDescription>
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First Name" autoComplete="given-name" required {...bind('firstName')} />
        <FormField label="Last Name" autoComplete="family-name" optional {...bind('lastName')} />
      </div>
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        required
        {...bind('email')}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        {...bind('password')}
      />
      <FormField label="Confirm Password" type="password" autoComplete="new-password" required {...bind('confirmPassword')} />
      <Button type="submit" className="w-full" loading={busy}>
        {busy ? 'Creating account...' : 'Create Account'}
      </Button>
      <p className="text-center text-muted-foreground text-xs">New accounts start on the free plan: 3 transcriptions a day.</p>
    </form>
  );
}

import { registerRequestSchema } from '@verbatim/core-sdk/contracts';
import { Alert, AlertDescription, AlertTitle, Button, EmailField, FormField, PasswordField, useSignUp } from '@verbatim/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../lib/error-messages';
import { schemaResolver, showServerFieldErrors } from '../../lib/form';
import { confirmNewPassword, EMAIL_WORDING, newPasswordFields, newPasswordProblem } from '../../lib/validation';

const signUpSchema = registerRequestSchema
  .extend(newPasswordFields('Please confirm your password'))
  .superRefine(confirmNewPassword(registerRequestSchema.shape.password));

interface Problem {
  title: string;
  description: string;
}

export interface SignUpFormProps {
  onAuthenticated: () => Promise<void>;
}

export function SignUpForm({ onAuthenticated }: SignUpFormProps) {
  const signUp = useSignUp();
  const [problem, setProblem] = useState<Problem | null>(null);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: schemaResolver(signUpSchema, EMAIL_WORDING),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' } satisfies z.input<typeof signUpSchema>,
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting: busy } = formState;

  const onSubmit = handleSubmit(
    async ({ confirmPassword: _, lastName, ...values }) => {
      setProblem(null);
      try {
        await signUp.mutateAsync({ ...values, lastName: lastName || null });
      } catch (error) {
        showServerFieldErrors(error, ['firstName', 'lastName', 'email', 'password'], setError);
        setProblem({ title: 'Sign up failed', description: errorMessage(error, 'Unable to create account. Please try again.') });
        return;
      }
      await onAuthenticated();
    },
    (invalid) => setProblem(newPasswordProblem(invalid)),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Sign up">
      {problem && (
        <Alert variant="destructive">
          <AlertTitle>{problem.title}</AlertTitle>
          <AlertDescription>{problem.description}</AlertDescription>
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First Name" autoComplete="given-name" required {...register('firstName')} error={errors.firstName?.message} />
        <FormField label="Last Name" autoComplete="family-name" optional {...register('lastName')} error={errors.lastName?.message} />
      </div>
      <EmailField label="Email" required {...register('email')} error={errors.email?.message} />
      <PasswordField label="Password" purpose="new" required {...register('password')} error={errors.password?.message} />
      <PasswordField
        label="Confirm Password"
        purpose="confirm"
        required
        {...register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      <Button type="submit" className="w-full" loading={busy}>
        {busy ? 'Creating account...' : 'Create Account'}
      </Button>
      <p className="text-center text-muted-foreground text-xs">New accounts start on the free plan: 3 transcriptions a day.</p>
    </form>
  );
}

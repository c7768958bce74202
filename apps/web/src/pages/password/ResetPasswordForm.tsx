import { resetPasswordRequestSchema } from '@verbatim/core-sdk/contracts';
import { Alert, AlertDescription, AlertTitle, Button, PasswordField, useResetPassword } from '@verbatim/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../lib/error-messages';
import { schemaResolver } from '../../lib/form';
import { confirmNewPassword, newPasswordFields, newPasswordProblem } from '../../lib/validation';

// The token comes from the link, not from the visitor, so only the password pair is checked here.
const resetPasswordFormSchema = z
  .object(newPasswordFields('Please confirm your new password'))
  .superRefine(confirmNewPassword(resetPasswordRequestSchema.shape.password));

interface Problem {
  title: string;
  description: string;
}

export interface ResetPasswordFormProps {
  token: string;
  onDone: () => void;
}

export function ResetPasswordForm({ token, onDone }: ResetPasswordFormProps) {
  const resetPassword = useResetPassword();
  const [problem, setProblem] = useState<Problem | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: schemaResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting: busy } = formState;

  const onSubmit = handleSubmit(
    async ({ password }) => {
      setProblem(null);
      try {
        await resetPassword.mutateAsync({ token, password });
      } catch (error) {
        setProblem({ title: 'Reset failed', description: errorMessage(error, 'Unable to reset password. Please try again.') });
        return;
      }
      onDone();
    },
    (invalid) => setProblem(newPasswordProblem(invalid)),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Reset password">
      {problem && (
        <Alert variant="destructive">
          <AlertTitle>{problem.title}</AlertTitle>
          <AlertDescription>{problem.description}</AlertDescription>
        </Alert>
      )}
      <PasswordField label="New Password" purpose="new" required {...register('password')} error={errors.password?.message} />
      <PasswordField
        label="Confirm New Password"
        purpose="confirm"
        required
        {...register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      <Button type="submit" className="w-full" loading={busy}>
        {busy ? 'Resetting...' : 'Reset Password'}
      </Button>
    </form>
  );
}

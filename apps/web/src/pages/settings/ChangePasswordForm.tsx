import { isApiError } from '@verbatim/core-sdk';
import { changePasswordRequestSchema } from '@verbatim/core-sdk/contracts';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  PasswordField,
  SIGNED_OUT_PLACEHOLDER,
  SIGNED_OUT_SAVE_LABEL,
  toast,
  useChangePassword,
} from '@verbatim/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../lib/error-messages';
import { schemaResolver, showServerFieldErrors } from '../../lib/form';
import { confirmNewPassword, newPasswordFields, newPasswordProblem } from '../../lib/validation';
import { SETTINGS_TOASTS } from './settings-messages';

// The new pair is checked as the reset form checks it (mismatch first, then the server's rule); the current password
// only has to be there: the server says whether it is right.
const changePasswordFormSchema = z
  .object({ currentPassword: z.string().min(1, 'Current password is required'), ...newPasswordFields('Please confirm your new password') })
  .superRefine(confirmNewPassword(changePasswordRequestSchema.shape.newPassword));

interface Problem {
  title: string;
  description: string;
}

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * Change password: the current one, then the new one twice. The server ends every other session of the account and
 * keeps this one, and the toast says how many ended. Signed out, the fields are disabled.
 */
export function ChangePasswordForm({ signedOut }: { signedOut: boolean }) {
  const changePassword = useChangePassword();
  const [problem, setProblem] = useState<Problem | null>(null);
  const { register, handleSubmit, formState, reset, setError, watch } = useForm({
    resolver: schemaResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting: busy } = formState;
  const placeholder = signedOut ? SIGNED_OUT_PLACEHOLDER : undefined;
  const typed = watch();
  const empty = !typed.currentPassword && !typed.password && !typed.confirmPassword;

  const onSubmit = handleSubmit(
    async ({ currentPassword, password }) => {
      setProblem(null);
      try {
        const answer = await changePassword.mutateAsync({ currentPassword, newPassword: password });
        reset(EMPTY);
        toast({ variant: 'success', title: SETTINGS_TOASTS.passwordChanged.title, description: answer.message });
      } catch (error) {
        // A wrong current password belongs next to that field; anything else is said above the form.
        if (isApiError(error) && error.code === 'INVALID_CREDENTIALS') {
          setError('currentPassword', { type: 'server', message: errorMessage(error, 'Your current password is not correct.') });
          return;
        }
        showServerFieldErrors(error, ['currentPassword'], setError);
        setProblem({
          title: 'Password not changed',
          description: errorMessage(error, 'Unable to change your password. Please try again.'),
        });
      }
    },
    (invalid) => setProblem(newPasswordProblem(invalid)),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-labelledby="change-password-heading">
      <h3 id="change-password-heading" className="font-semibold">
        Change Password
      </h3>
      {problem && (
        <Alert variant="destructive">
          <AlertTitle>{problem.title}</AlertTitle>
          <AlertDescription>{problem.description}</AlertDescription>
        </Alert>
      )}
      <PasswordField
        label="Current Password"
        purpose="current"
        disabled={signedOut}
        placeholder={placeholder}
        {...register('currentPassword')}
        error={errors.currentPassword?.message}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          className="content-start"
          label="New Password"
          purpose="new"
          disabled={signedOut}
          placeholder={placeholder}
          {...register('password')}
          error={errors.password?.message}
        />
        <PasswordField
          className="content-start"
          label="Confirm New Password"
          purpose="confirm"
          disabled={signedOut}
          placeholder={placeholder}
          {...register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
      </div>
      <p className="text-muted-foreground text-sm">Your other sessions are signed out; this one stays signed in.</p>
      <div className="flex justify-end">
        <Button type="submit" variant="outline" loading={busy} disabled={signedOut || empty}>
          {signedOut ? SIGNED_OUT_SAVE_LABEL : 'Change Password'}
        </Button>
      </div>
    </form>
  );
}

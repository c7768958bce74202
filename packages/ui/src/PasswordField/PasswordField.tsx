import { MIN_PASSWORD_LENGTH } from '@verbatim/core-sdk/contracts';
import { FormField, type FormFieldProps } from '../FormField/FormField';

/**
 * What the field asks for: the password the account has now, a new one, or the new one again. It decides what
 * password managers offer (the saved password, or a generated one) and whether the length rule is said under it.
 */
export type PasswordPurpose = 'current' | 'new' | 'confirm';

export interface PasswordFieldProps extends Omit<FormFieldProps, 'type' | 'autoComplete'> {
  purpose: PasswordPurpose;
}

/** The server's length rule, said under the field where a new password is chosen. */
export const NEW_PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters.`;

const AUTOCOMPLETE: Record<PasswordPurpose, 'current-password' | 'new-password'> = {
  current: 'current-password',
  new: 'new-password',
  confirm: 'new-password',
};

/**
 * A password input with its label, hint and error wired together. A new password says the length rule under it
 * unless another hint is given.
 */
export function PasswordField({ purpose, hint, ...props }: PasswordFieldProps) {
  return (
    <FormField
      type="password"
      autoComplete={AUTOCOMPLETE[purpose]}
      hint={hint ?? (purpose === 'new' ? NEW_PASSWORD_HINT : undefined)}
      {...props}
    />
  );
}

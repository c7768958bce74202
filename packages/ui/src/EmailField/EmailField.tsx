import { FormField, type FormFieldProps } from '../FormField/FormField';

export interface EmailFieldProps extends Omit<FormFieldProps, 'type' | 'placeholder'> {
  /** The example address shown while the field is empty; `null` shows none. */
  placeholder?: string | null;
}

/** The example address the forms show in an empty e-mail field. */
export const EMAIL_PLACEHOLDER = 'you@example.com';

/**
 * An e-mail address input with its label, hint and error wired together: the e-mail keyboard on phones, the saved
 * address offered by the browser (unless `autoComplete` says otherwise) and an example address while it is empty.
 */
export function EmailField({ placeholder = EMAIL_PLACEHOLDER, autoComplete = 'email', ...props }: EmailFieldProps) {
  return <FormField type="email" inputMode="email" autoComplete={autoComplete} placeholder={placeholder ?? undefined} {...props} />;
}

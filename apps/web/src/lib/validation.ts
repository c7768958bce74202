import { MIN_PASSWORD_LENGTH } from '@verbatim/core-sdk/contracts';

export { MIN_PASSWORD_LENGTH };

// The same loose shape browsers use for type="email": something@something.something.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The message for an e-mail field, or undefined when the value is fine. */
export function emailError(value: string): string | undefined {
  if (!value.trim()) return 'Email is required';
  if (!isEmail(value)) return 'Please enter a valid email address.';
  return undefined;
}

export const PASSWORD_MISMATCH = { title: 'Password mismatch', description: 'Passwords do not match. Please try again.' } as const;
export const PASSWORD_TOO_SHORT = {
  title: 'Password too short',
  description: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
} as const;

/** Moves focus to the first field that has an error, so that keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

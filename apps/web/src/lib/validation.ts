import { MIN_PASSWORD_LENGTH } from '@verbatim/core-sdk/contracts';
import { z } from 'zod';
import type { Wording } from './form';

export { MIN_PASSWORD_LENGTH };

/** The forms word a malformed address their own way; the rule itself is the server's. */
export const EMAIL_WORDING: Wording = { email: { invalid_format: 'Please enter a valid email address.' } };

export const PASSWORD_MISMATCH = { title: 'Password mismatch', description: 'Passwords do not match. Please try again.' } as const;
export const PASSWORD_TOO_SHORT = {
  title: 'Password too short',
  description: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
} as const;

const MUST_MATCH = 'Must match the password above.';
const USE_AT_LEAST = `Use at least ${MIN_PASSWORD_LENGTH} characters.`;

/**
 * The fields of a form that picks a new password. Each is only required here: the server's rule for the password
 * runs in `confirmNewPassword`, after the comparison, so that an empty or mistyped pair is named as such first.
 */
export function newPasswordFields(confirmRequired: string) {
  return {
    password: z.string().min(1, 'Password is required'),
    confirmPassword: z.string().min(1, confirmRequired),
  };
}

/** Once both fields are filled in: they must match, then the password must pass `serverRule`. */
export function confirmNewPassword(serverRule: z.ZodType<string, string>) {
  return ({ password, confirmPassword }: { password: string; confirmPassword: string }, ctx: z.RefinementCtx): void => {
    if (!password || !confirmPassword) return;
    if (password !== confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MUST_MATCH });
      return;
    }
    const [issue] = serverRule.safeParse(password).error?.issues ?? [];
    if (issue) ctx.addIssue({ code: 'custom', path: ['password'], message: issue.code === 'too_small' ? USE_AT_LEAST : issue.message });
  };
}

interface NewPasswordErrors {
  password?: { message?: string | undefined } | undefined;
  confirmPassword?: { message?: string | undefined } | undefined;
}

/** The alert that goes with `confirmNewPassword`'s field messages, if one of them is showing. */
export function newPasswordProblem(errors: NewPasswordErrors): { title: string; description: string } | null {
  if (errors.confirmPassword?.message === MUST_MATCH) return PASSWORD_MISMATCH;
  if (errors.password?.message === USE_AT_LEAST) return PASSWORD_TOO_SHORT;
  return null;
}

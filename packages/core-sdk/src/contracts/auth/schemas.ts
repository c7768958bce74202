import { z } from 'zod';
import { singleLine } from '../common';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../constants';
import { userSchema } from '../user/schemas';

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Email must be a valid e-mail address' }))
  .transform((value) => value.toLowerCase());

const newPassword = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long.`);

const name = z.string().trim().max(100, 'Name must be at most 100 characters').check(singleLine());

/** What sign-up takes (`endpoints.register`). */
export const registerRequestSchema = z.object({
  email,
  password: newPassword,
  firstName: name.min(1, 'First name is required'),
  lastName: name.optional().nullable(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** Sign-up and sign-in answer with the signed-in user. */
export const authResponseSchema = z.object({ user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** What sign-in takes (`endpoints.login`). */
export const loginRequestSchema = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(MAX_PASSWORD_LENGTH),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Where to go after signing in, and what to say (`endpoints.postLogin`). */
export const postLoginResponseSchema = z.object({ message: z.string(), redirectTo: z.string() });
export type PostLoginResponse = z.infer<typeof postLoginResponseSchema>;

/** Asking for a reset link (`endpoints.forgotPassword`). */
export const forgotPasswordRequestSchema = z.object({ email });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

const token = z.string({ error: 'Token is required' }).trim().min(1, 'Token is required').max(200).check(singleLine());

/** Checking a reset token (`endpoints.verifyResetToken`). */
export const verifyResetTokenRequestSchema = z.object({ token });
export type VerifyResetTokenRequest = z.input<typeof verifyResetTokenRequestSchema>;
export const verifyResetTokenResponseSchema = z.object({ valid: z.literal(true), email: z.string() });
export type VerifyResetTokenResponse = z.infer<typeof verifyResetTokenResponseSchema>;

/** Setting a new password with a reset token (`endpoints.resetPassword`). */
export const resetPasswordRequestSchema = z.object({ token, password: newPassword });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** How long an e-mail verification link works, as the e-mails and pages word it (the server keeps the same number). */
export const EMAIL_VERIFICATION_LINK_DAYS = 7;
/** What a bad, expired or superseded verification link answers (400, code INVALID_VERIFICATION_TOKEN). */
export const EMAIL_VERIFICATION_INVALID_LINK = 'This verification link is invalid or has expired.';
/** Asking for another link when the address is verified already (409). */
export const EMAIL_ALREADY_VERIFIED_MESSAGE = 'Your e-mail address is already verified.';

/** Following the verification e-mail's link (`endpoints.verifyEmail`): the token from its address. */
export const verifyEmailRequestSchema = z.object({ token });
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>;
/** What verifying, or asking for another link, answers: a sentence naming the address. */
export const emailVerificationResponseSchema = z.object({ message: z.string() });
export type EmailVerificationResponse = z.infer<typeof emailVerificationResponseSchema>;

import { z } from 'zod';

/**
 * The ways to sign in that this server offers beyond e-mail and password, which it always does: Google only when it
 * is configured, so that the sign-in page shows no button that could only fail.
 */
export const signInOptionsSchema = z.object({
  /** Google sign-in (OpenID Connect) is configured: "Continue with Google" leads to Google's consent screen. */
  google: z.boolean(),
});
export type SignInOptions = z.infer<typeof signInOptionsSchema>;

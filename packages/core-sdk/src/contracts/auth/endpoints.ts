import { z } from 'zod';
import { messageResponseSchema } from '../common';
import { defineEndpoint, emptyAnswer, redirectAnswer } from '../endpoint';
import { RATE_LIMITED } from '../endpoint-texts';
import { routes } from '../routes';
import { userSchema } from '../user/schemas';
import {
  authResponseSchema,
  emailVerificationResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  postLoginResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
  verifyResetTokenRequestSchema,
  verifyResetTokenResponseSchema,
} from './schemas';

/**
 * Signing up, in and out, passwords forgotten, e-mail verification and Google sign-in. Spread into `endpoints`
 * (../endpoints.ts).
 */
export const authEndpoints = {
  register: defineEndpoint(routes.register, {
    access: 'public',
    tag: 'auth',
    summary:
      'Creates an account on the free plan, signs it in and e-mails a link that verifies the address; nothing that depends on owning the address (the admin role from ADMIN_EMAILS, account e-mails) is granted before it is followed.',
    body: registerRequestSchema,
    failures: { 409: 'The e-mail address already has an account (EMAIL_TAKEN).', 429: RATE_LIMITED },
    responses: { 201: authResponseSchema },
  }),
  login: defineEndpoint(routes.login, {
    access: 'public',
    tag: 'auth',
    summary: 'Signs in with e-mail and password; sets the session cookie.',
    body: loginRequestSchema,
    responses: { 200: authResponseSchema },
  }),
  currentUser: defineEndpoint(routes.currentUser, {
    access: 'public',
    tag: 'auth',
    // Asking who is signed in is not a failure when nobody is: a 401 here made every signed-out page log an error.
    summary: 'The signed-in user, or null when nobody is signed in (never 401).',
    responses: { 200: userSchema.nullable() },
  }),
  postLogin: defineEndpoint(routes.postLogin, {
    access: 'user',
    tag: 'auth',
    summary: 'Where to go after signing in, and what to say.',
    responses: { 200: postLoginResponseSchema },
  }),
  logout: defineEndpoint(routes.logout, {
    access: 'public',
    tag: 'auth',
    summary: 'Ends the session, if there is one.',
    responses: { 204: emptyAnswer('Signed out.') },
  }),
  logoutAndGoHome: defineEndpoint(routes.logoutAndGoHome, {
    access: 'public',
    tag: 'auth',
    summary: 'A browser navigation: ends the session and goes to the home page (a navigation another site started only goes home).',
    responses: { 302: redirectAnswer('To the home page.') },
  }),
  forgotPassword: defineEndpoint(routes.forgotPassword, {
    access: 'public',
    tag: 'auth',
    summary: 'Sends a reset link if the account exists; answers the same either way.',
    body: forgotPasswordRequestSchema,
    failures: { 429: RATE_LIMITED },
    responses: { 200: messageResponseSchema },
  }),
  verifyResetToken: defineEndpoint(routes.verifyResetToken, {
    access: 'public',
    tag: 'auth',
    summary: 'Whether a reset token is valid, and for which address.',
    body: verifyResetTokenRequestSchema,
    responses: { 200: verifyResetTokenResponseSchema },
  }),
  resetPassword: defineEndpoint(routes.resetPassword, {
    access: 'public',
    tag: 'auth',
    summary: "Sets a new password with a reset token and ends the account's sessions.",
    body: resetPasswordRequestSchema,
    responses: { 200: messageResponseSchema },
  }),
  verifyEmail: defineEndpoint(routes.verifyEmail, {
    access: 'public',
    tag: 'auth',
    summary:
      "Verifies the account's e-mail address with the token of the verification e-mail's link (no session needed); an address in ADMIN_EMAILS becomes an admin then. Following a used link again answers the same.",
    body: verifyEmailRequestSchema,
    failures: {
      400: 'The token is unknown, expired, or replaced by a newer link (INVALID_VERIFICATION_TOKEN).',
      429: 'Too many uses of e-mailed links from this address; Retry-After says when to try again.',
    },
    responses: { 200: emailVerificationResponseSchema },
  }),
  resendEmailVerification: defineEndpoint(routes.resendEmailVerification, {
    access: 'user',
    tag: 'auth',
    summary: 'E-mails the signed-in user a new verification link; links sent before stop working.',
    failures: { 409: 'The address is verified already (CONFLICT).', 429: RATE_LIMITED },
    responses: { 200: emailVerificationResponseSchema },
  }),
  startGoogleSignIn: defineEndpoint(routes.startGoogleSignIn, {
    access: 'public',
    tag: 'auth',
    summary: 'A browser navigation: starts signing in with Google (OpenID Connect).',
    // A returnTo that is not one safe path is ignored, never refused: the browser still goes to sign in.
    query: z.object({ returnTo: z.string().max(2000).optional().catch(undefined) }),
    responses: { 302: redirectAnswer("To Google's sign-in, or back to /auth with an error code when it is not configured.") },
  }),
  finishGoogleSignIn: defineEndpoint(routes.finishGoogleSignIn, {
    access: 'public',
    tag: 'auth',
    summary: 'Where Google sends the browser back; signs in and redirects into the app.',
    responses: { 302: redirectAnswer('Into the app when signed in, else to /auth with an error code.') },
  }),
} as const;

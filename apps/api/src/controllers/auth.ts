import { endpoints } from '@verbatim/core-sdk/contracts';
import { handle } from '../http/endpoint';
import { limitPerAddress } from '../http/rate-limit';
import { requestSite } from '../http/request-site';
import { clearSessionCookie, setSessionCookie } from '../http/session-cookie';
import type { HttpContext } from '../http/types';
import type { UserModel } from '../models/user';
import { authenticateUser } from '../services/auth/authenticate-user';
import { resendEmailVerification } from '../services/auth/email-verification/resend-email-verification';
import { verifyEmail } from '../services/auth/email-verification/verify-email';
import { findValidResetToken } from '../services/auth/find-valid-reset-token';
import { registerUser } from '../services/auth/register-user';
import { FORGOT_PASSWORD_MESSAGE, requestPasswordReset } from '../services/auth/request-password-reset';
import { PASSWORD_RESET_MESSAGE, resetPassword } from '../services/auth/reset-password';
import { createSession } from '../services/sessions/create-session';
import { endSession } from '../services/sessions/end-sessions';
import { presentUser } from '../services/users/present-user';

/** Replaces any current session with a new one (a fresh token at every sign-in). */
export async function startSession(ctx: HttpContext, user: UserModel): Promise<void> {
  if (ctx.state.sessionToken) await endSession(ctx.deps, ctx.state.sessionToken);
  const { token } = await createSession(ctx.deps, user.id, { ipAddress: ctx.ip || null, userAgent: ctx.get('User-Agent') || null });
  setSessionCookie(ctx, token);
  ctx.state.user = user;
  ctx.state.sessionToken = token;
}

async function endCurrentSession(ctx: HttpContext) {
  if (ctx.state.sessionToken) await endSession(ctx.deps, ctx.state.sessionToken);
  clearSessionCookie(ctx);
  ctx.state.user = null;
  ctx.state.sessionToken = null;
}

/** Sign-up, sign-in, the session and password reset. */
export const authEndpoints = [
  handle(
    endpoints.register,
    async ({ body }, ctx) => {
      const user = await registerUser(ctx.deps, body);
      await startSession(ctx, user);
      return { user: await presentUser(ctx.deps, user) };
    },
    { before: [limitPerAddress('signUpPerAddress')] },
  ),
  handle(endpoints.login, async ({ body }, ctx) => {
    const user = await authenticateUser(ctx.deps, body, ctx.ip || null);
    await startSession(ctx, user);
    return { user: await presentUser(ctx.deps, user) };
  }),
  handle(endpoints.currentUser, ({ user }, ctx) => (user ? presentUser(ctx.deps, user) : null)),
  handle(endpoints.postLogin, ({ user }) => ({ message: `Welcome, ${user.firstName || user.email}!`, redirectTo: '/' })),
  handle(endpoints.logout, async (_, ctx) => {
    await endCurrentSession(ctx);
    return undefined;
  }),
  // Being a GET, any page could link to it or load it as an image: a navigation another site started goes home
  // without signing out.
  handle(endpoints.logoutAndGoHome, async (_, ctx) => {
    if (requestSite(ctx) !== 'foreign') await endCurrentSession(ctx);
    ctx.redirect('/');
    return undefined;
  }),
  handle(
    endpoints.forgotPassword,
    async ({ body }, ctx) => {
      await requestPasswordReset(ctx.deps, body.email);
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
    { before: [limitPerAddress('passwordResetPerAddress')] },
  ),
  handle(endpoints.verifyResetToken, async ({ body }, ctx) => {
    const { user } = await findValidResetToken(ctx.deps, body.token);
    return { valid: true as const, email: user.email };
  }),
  handle(endpoints.resetPassword, async ({ body }, ctx) => {
    await resetPassword(ctx.deps, body);
    clearSessionCookie(ctx);
    return { message: PASSWORD_RESET_MESSAGE };
  }),
  handle(endpoints.verifyEmail, ({ body }, ctx) => verifyEmail(ctx.deps, body.token), {
    before: [limitPerAddress('accountLinksPerAddress')],
  }),
  handle(endpoints.resendEmailVerification, ({ user }, ctx) => resendEmailVerification(ctx.deps, user)),
];

import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyResetTokenRequestSchema,
} from '@verbatim/core-sdk/contracts';
import { requestSite } from '../http/request-site';
import { requireUser } from '../http/require-user';
import { clearSessionCookie, setSessionCookie } from '../http/session-cookie';
import type { HttpContext } from '../http/types';
import { validate } from '../http/validate';
import type { UserModel } from '../models/user';
import { authenticateUser } from '../services/auth/authenticate-user';
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

export async function register(ctx: HttpContext) {
  const input = validate(registerRequestSchema, ctx.request.body);
  const user = await registerUser(ctx.deps, input);
  await startSession(ctx, user);
  ctx.status = 201;
  ctx.body = { user: await presentUser(ctx.deps, user) };
}

export async function login(ctx: HttpContext) {
  const input = validate(loginRequestSchema, ctx.request.body);
  const user = await authenticateUser(ctx.deps, input, ctx.ip || null);
  await startSession(ctx, user);
  ctx.body = { user: await presentUser(ctx.deps, user) };
}

export async function currentUser(ctx: HttpContext) {
  ctx.body = await presentUser(ctx.deps, requireUser(ctx));
}

export async function postLogin(ctx: HttpContext) {
  const user = requireUser(ctx);
  ctx.body = { message: `Welcome, ${user.firstName || user.email}!`, redirectTo: '/' };
}

async function endCurrentSession(ctx: HttpContext) {
  if (ctx.state.sessionToken) await endSession(ctx.deps, ctx.state.sessionToken);
  clearSessionCookie(ctx);
  ctx.state.user = null;
  ctx.state.sessionToken = null;
}

/**
 * GET /api/logout: a browser navigation; ends the session and goes home. Being a GET, any page could link
 * to it or load it as an image, so a navigation that another site started goes home without signing out.
 */
export async function logoutAndRedirect(ctx: HttpContext) {
  if (requestSite(ctx) !== 'foreign') await endCurrentSession(ctx);
  ctx.redirect('/');
}

/** POST /api/auth/logout: the same for API clients. */
export async function logout(ctx: HttpContext) {
  await endCurrentSession(ctx);
  ctx.status = 204;
}

export async function forgotPassword(ctx: HttpContext) {
  const { email } = validate(forgotPasswordRequestSchema, ctx.request.body);
  await requestPasswordReset(ctx.deps, email);
  ctx.body = { message: FORGOT_PASSWORD_MESSAGE };
}

export async function verifyResetToken(ctx: HttpContext) {
  const { token } = validate(verifyResetTokenRequestSchema, ctx.request.body);
  const { user } = await findValidResetToken(ctx.deps, token);
  ctx.body = { valid: true, email: user.email };
}

export async function resetPasswordWithToken(ctx: HttpContext) {
  const input = validate(resetPasswordRequestSchema, ctx.request.body);
  await resetPassword(ctx.deps, input);
  clearSessionCookie(ctx);
  ctx.body = { message: PASSWORD_RESET_MESSAGE };
}

import type { HttpMethod } from '../http-method';

/**
 * Signing up, in and out, passwords forgotten, e-mail verification and Google sign-in. Spread into the route table of
 * ../routes.ts.
 */
export const authRoutes = {
  register: ['POST', '/api/auth/register'],
  login: ['POST', '/api/auth/login'],
  currentUser: ['GET', '/api/auth/user'],
  postLogin: ['GET', '/api/auth/post-login'],
  logout: ['POST', '/api/auth/logout'],
  logoutAndGoHome: ['GET', '/api/logout'],
  forgotPassword: ['POST', '/api/auth/forgot-password'],
  verifyResetToken: ['POST', '/api/auth/verify-reset-token'],
  resetPassword: ['POST', '/api/auth/reset-password'],
  verifyEmail: ['POST', '/api/auth/verify-email'],
  resendEmailVerification: ['POST', '/api/auth/verify-email/resend'],
  startGoogleSignIn: ['GET', '/api/login'],
  finishGoogleSignIn: ['GET', '/api/auth/google/callback'],
} as const satisfies Record<string, readonly [HttpMethod, string]>;

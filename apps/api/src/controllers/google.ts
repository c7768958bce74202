import { endpoints, safeReturnPath } from '@verbatim/core-sdk/contracts';
import { handle } from '../http/endpoint';
import { prepareSecureCookies } from '../http/session-cookie';
import type { HttpContext } from '../http/types';
import { createToken } from '../lib/tokens';
import { finishGoogleSignIn } from '../services/auth/google/finish-google-sign-in';
import { GoogleSignInError, type GoogleSignInFailure } from '../services/auth/google/google-sign-in-error';
import { GOOGLE_SIGN_IN_TTL_MS, startGoogleSignIn } from '../services/auth/google/start-google-sign-in';
import { startSession } from './auth';

/** Ties a sign-in to the browser that started it; one value serves every tab of that browser. */
const GOOGLE_BINDING_COOKIE = 'vb_google_signin';
const BINDING_FORMAT = /^[A-Za-z0-9_-]{43}$/;

function setBindingCookie(ctx: HttpContext, value: string): void {
  const isSecure = prepareSecureCookies(ctx);
  // Lax: the provider brings the browser back with a top-level GET, which carries Lax cookies.
  ctx.cookies.set(GOOGLE_BINDING_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure,
    path: '/api', // read back at /api/login (reused by other tabs) and at the callback
    maxAge: GOOGLE_SIGN_IN_TTL_MS,
    overwrite: true,
  });
}

/** The sign-in page with a failure it can explain, still told where the person was signing in from. */
function signInPageWith(failure: GoogleSignInFailure, returnTo: string | null): string {
  const query = new URLSearchParams({ error: failure });
  if (returnTo) query.set('next', returnTo);
  return `/auth?${query}`;
}

/** Every failure ends on the sign-in page with a code it can explain; never an error page. */
function redirectWithFailure(ctx: HttpContext, error: unknown, returnTo: string | null = null): void {
  if (error instanceof GoogleSignInError) {
    ctx.log.warn({ failure: error.failure, detail: error.detail, err: error.cause }, 'Google sign-in failed');
    ctx.redirect(signInPageWith(error.failure, error.returnTo ?? returnTo));
  } else {
    ctx.log.error({ err: error }, 'Google sign-in failed unexpectedly');
    ctx.redirect(signInPageWith('google_failed', returnTo));
  }
}

async function startGoogleLogin(ctx: HttpContext, requestedReturnTo: string | undefined) {
  ctx.set('Cache-Control', 'no-store');
  const returnTo = safeReturnPath(requestedReturnTo);
  if (!ctx.deps.config.google) {
    ctx.redirect(signInPageWith('google_unavailable', returnTo));
    return;
  }
  const existing = ctx.cookies.get(GOOGLE_BINDING_COOKIE);
  const binding = existing && BINDING_FORMAT.test(existing) ? existing : createToken();
  try {
    const authorizationUrl = await startGoogleSignIn(ctx.deps, { browserBinding: binding, returnTo });
    setBindingCookie(ctx, binding);
    ctx.redirect(authorizationUrl.href);
  } catch (error) {
    redirectWithFailure(ctx, error, returnTo);
  }
}

async function finishGoogleLogin(ctx: HttpContext) {
  ctx.set('Cache-Control', 'no-store');
  try {
    const { user, outcome, returnTo } = await finishGoogleSignIn(ctx.deps, {
      query: new URLSearchParams(ctx.querystring),
      browserBinding: ctx.cookies.get(GOOGLE_BINDING_COOKIE),
    });
    await startSession(ctx, user);
    ctx.log.info({ userId: user.id, outcome }, 'Google sign-in');
    // The /auth/callback page asks GET /api/auth/post-login where to go and what to say.
    ctx.redirect(returnTo ? `/auth/callback?returnTo=${encodeURIComponent(returnTo)}` : '/auth/callback');
  } catch (error) {
    redirectWithFailure(ctx, error);
  }
}

/**
 * Google sign-in through OpenID Connect: two browser navigations that each end in a redirect; and whether it is
 * configured, so that the sign-in page offers it only then.
 */
export const googleEndpoints = [
  handle(endpoints.getSignInOptions, (_, ctx) => ({ google: Boolean(ctx.deps.config.google) })),
  handle(endpoints.startGoogleSignIn, async ({ query }, ctx) => {
    await startGoogleLogin(ctx, query.returnTo);
    return undefined;
  }),
  handle(endpoints.finishGoogleSignIn, async (_, ctx) => {
    await finishGoogleLogin(ctx);
    return undefined;
  }),
];

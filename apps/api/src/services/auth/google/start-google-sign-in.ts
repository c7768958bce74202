import * as oidc from 'openid-client';
import type { AppDeps } from '../../../deps';
import { hashToken } from '../../../lib/tokens';
import { OidcLoginStateModel } from '../../../models/oidc-login-state';
import { getGoogleClient, googleRedirectUri } from './google-client';
import { GoogleSignInError } from './google-sign-in-error';

/** How long the visitor has on Google's pages before the sign-in must start again. */
export const GOOGLE_SIGN_IN_TTL_MS = 10 * 60_000;

export interface StartGoogleSignInInput {
  /** The random value of the browser-binding cookie (see finishGoogleSignIn). */
  browserBinding: string;
  /** A path on this site to end up at, already checked by safeReturnPath. */
  returnTo: string | null;
}

/**
 * Begins an authorization-code flow with PKCE (S256), state and nonce, and returns the
 * provider's URL to send the browser to. What the callback needs is kept server-side.
 */
export async function startGoogleSignIn(deps: AppDeps, input: StartGoogleSignInInput): Promise<URL> {
  const settings = deps.config.google;
  if (!settings) throw new GoogleSignInError('google_unavailable', 'Google sign-in is not configured');
  let client: oidc.Configuration;
  try {
    client = await getGoogleClient(settings);
  } catch (error) {
    throw new GoogleSignInError('google_unavailable', `discovery of ${settings.issuerUrl} failed`, { cause: error });
  }

  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const now = deps.now();
  // Abandoned sign-ins would otherwise pile up; this index-backed delete is cheap.
  await OidcLoginStateModel.query(deps.db).delete().where('expiresAt', '<', now);
  await OidcLoginStateModel.query(deps.db).insert({
    id: hashToken(state),
    codeVerifier,
    nonce,
    browserBindingHash: hashToken(input.browserBinding),
    returnTo: input.returnTo,
    createdAt: now,
    expiresAt: new Date(now.getTime() + GOOGLE_SIGN_IN_TTL_MS),
  });

  return oidc.buildAuthorizationUrl(client, {
    redirect_uri: googleRedirectUri(deps.config),
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
}

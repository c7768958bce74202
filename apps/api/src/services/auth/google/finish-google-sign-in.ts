import * as oidc from 'openid-client';
import type { AppDeps } from '../../../deps';
import { hashToken } from '../../../lib/tokens';
import { OidcLoginStateModel } from '../../../models/oidc-login-state';
import type { UserModel } from '../../../models/user';
import { findOrCreateGoogleUser, type GoogleProfile, type GoogleUserOutcome } from './find-or-create-google-user';
import { getGoogleClient, googleRedirectUri } from './google-client';
import { GoogleSignInError } from './google-sign-in-error';

export interface FinishGoogleSignInInput {
  /** The callback's query string, exactly as the provider sent it. */
  query: URLSearchParams;
  /** The browser-binding cookie, if the browser sent one. */
  browserBinding: string | undefined;
}

export interface FinishedGoogleSignIn {
  user: UserModel;
  outcome: GoogleUserOutcome;
  returnTo: string | null;
}

/** Takes the sign-in's stored row out of the table: one callback per state, ever. */
async function consumeLoginState(deps: AppDeps, state: string, browserBinding: string | undefined) {
  // Deleting and reading in one statement: two callbacks racing with one state cannot both win.
  const [row] = await OidcLoginStateModel.query(deps.db).delete().where('id', hashToken(state)).returning('*');
  if (!row) throw new GoogleSignInError('google_failed', 'unknown or already used state');
  if (new Date(row.expiresAt).getTime() <= deps.now().getTime()) throw new GoogleSignInError('google_failed', 'expired state');
  // Without this, someone could send their own half-finished sign-in to a victim's browser and
  // have the victim signed in to the attacker's account (login cross-site request forgery).
  if (!browserBinding || hashToken(browserBinding) !== row.browserBindingHash) {
    throw new GoogleSignInError('google_failed', 'state was issued to another browser');
  }
  return row;
}

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null;

function pictureUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The profile from the ID token's claims; only a verified e-mail address is accepted. */
function profileFromClaims(claims: oidc.IDToken): GoogleProfile {
  if (typeof claims.email !== 'string' || claims.email.trim() === '' || claims.email_verified !== true) {
    throw new GoogleSignInError('google_unverified_email', `subject ${claims.sub} has no verified e-mail address`);
  }
  return {
    subject: claims.sub,
    email: claims.email.trim().toLowerCase(),
    firstName: text(claims.given_name, 100),
    lastName: text(claims.family_name, 100),
    pictureUrl: pictureUrl(claims.picture),
  };
}

/**
 * Completes the flow startGoogleSignIn began: checks the state, exchanges the code (PKCE
 * verifier, state and nonce checked by openid-client), and finds, links or creates the account.
 */
export async function finishGoogleSignIn(deps: AppDeps, input: FinishGoogleSignInInput): Promise<FinishedGoogleSignIn> {
  const settings = deps.config.google;
  if (!settings) throw new GoogleSignInError('google_unavailable', 'Google sign-in is not configured');
  const state = input.query.get('state');
  if (!state) throw new GoogleSignInError('google_failed', 'callback without state');
  const row = await consumeLoginState(deps, state, input.browserBinding);

  try {
    return await completeSignIn(deps, settings, input, state, row);
  } catch (error) {
    throw error instanceof GoogleSignInError ? error.withReturnTo(row.returnTo) : error;
  }
}

/** The sign-in after its state was taken: the provider's answer, the code exchange and the account. */
async function completeSignIn(
  deps: AppDeps,
  settings: NonNullable<AppDeps['config']['google']>,
  input: FinishGoogleSignInInput,
  state: string,
  row: Awaited<ReturnType<typeof consumeLoginState>>,
): Promise<FinishedGoogleSignIn> {
  const providerError = input.query.get('error');
  if (providerError) throw new GoogleSignInError('google_failed', `provider answered error=${providerError.slice(0, 100)}`);

  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    const client = await getGoogleClient(settings);
    // openid-client sends this URL, less its query, as the token request's redirect_uri; it must
    // be the public one we sent the browser with, not whatever host a proxy handed to Koa.
    const callbackUrl = new URL(googleRedirectUri(deps.config));
    callbackUrl.search = input.query.toString();
    tokens = await oidc.authorizationCodeGrant(client, callbackUrl, {
      pkceCodeVerifier: row.codeVerifier,
      expectedState: state,
      expectedNonce: row.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    throw new GoogleSignInError('google_failed', 'code exchange failed', { cause: error });
  }
  const claims = tokens.claims();
  if (!claims) throw new GoogleSignInError('google_failed', 'token response without an ID token');

  const { user, outcome } = await findOrCreateGoogleUser(deps, profileFromClaims(claims));
  if (user.disabledAt) throw new GoogleSignInError('account_disabled', `account ${user.id} is disabled`);
  if (user.deletionScheduledFor) throw new GoogleSignInError('account_deletion_scheduled', `account ${user.id} is scheduled for deletion`);
  return { user, outcome, returnTo: row.returnTo };
}

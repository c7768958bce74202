/** The `error` query parameter the /auth page is sent back with; it picks the message shown. */
export type GoogleSignInFailure =
  | 'google_unavailable'
  | 'google_failed'
  | 'google_unverified_email'
  | 'account_disabled'
  | 'account_deletion_scheduled';

/** Why a Google sign-in stopped. `detail` is for the log only, never for the browser. */
export class GoogleSignInError extends Error {
  override readonly name = 'GoogleSignInError';
  constructor(
    readonly failure: GoogleSignInFailure,
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${failure}: ${detail}`, options);
  }
}

/** The `error` query parameter the /auth page is sent back with; it picks the message shown. */
export type GoogleSignInFailure =
  | 'google_unavailable'
  | 'google_failed'
  | 'google_unverified_email'
  | 'account_disabled'
  | 'account_deletion_scheduled';

/**
 * Why a Google sign-in stopped. `detail` is for the log only, never for the browser. `returnTo` is the page the
 * person was signing in from, once the sign-in's state has told it: the sign-in page keeps it, so a second try still
 * leads back there.
 */
export class GoogleSignInError extends Error {
  override readonly name = 'GoogleSignInError';
  readonly returnTo: string | null;
  constructor(
    readonly failure: GoogleSignInFailure,
    readonly detail: string,
    options?: { cause?: unknown; returnTo?: string | null },
  ) {
    super(`${failure}: ${detail}`, options?.cause === undefined ? undefined : { cause: options.cause });
    this.returnTo = options?.returnTo ?? null;
  }

  /** The same failure, told where the person was signing in from. */
  withReturnTo(returnTo: string | null): GoogleSignInError {
    return new GoogleSignInError(this.failure, this.detail, { cause: this.cause, returnTo });
  }
}

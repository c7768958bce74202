import objection from 'objection';

/** A Google sign-in in progress: what the callback needs to finish it. Single use. */
export class OidcLoginStateModel extends objection.Model {
  static override tableName = 'oidc_login_states';

  /** SHA-256 (hex) of the `state` parameter. */
  declare id: string;
  declare codeVerifier: string;
  declare nonce: string;
  /** SHA-256 (hex) of the browser-binding cookie set when the flow started. */
  declare browserBindingHash: string;
  /** A path on this site to go to once signed in, or null. */
  declare returnTo: string | null;
  declare createdAt: Date;
  declare expiresAt: Date;
}

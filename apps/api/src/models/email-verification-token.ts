import objection from 'objection';

export class EmailVerificationTokenModel extends objection.Model {
  static override tableName = 'email_verification_tokens';

  /** SHA-256 (hex) of the token sent by e-mail. */
  declare id: string;
  declare userId: string;
  /** The address the link was sent to, and the only one it verifies. */
  declare email: string;
  declare createdAt: Date;
  declare expiresAt: Date;
  declare usedAt: Date | null;
}

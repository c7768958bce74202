import objection from 'objection';

export class PasswordResetTokenModel extends objection.Model {
  static override tableName = 'password_reset_tokens';

  /** SHA-256 (hex) of the token sent by e-mail. */
  declare id: string;
  declare userId: string;
  declare createdAt: Date;
  declare expiresAt: Date;
  declare usedAt: Date | null;
}

import objection from 'objection';

export class SessionModel extends objection.Model {
  static override tableName = 'sessions';

  /** SHA-256 (hex) of the cookie token. */
  declare id: string;
  declare userId: string;
  declare createdAt: Date;
  declare lastSeenAt: Date;
  declare expiresAt: Date;
  declare ipAddress: string | null;
  declare userAgent: string | null;
}

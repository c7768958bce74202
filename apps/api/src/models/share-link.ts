import objection from 'objection';

export class ShareLinkModel extends objection.Model {
  static override tableName = 'share_links';

  declare id: string;
  declare transcriptionId: string;
  declare userId: string;
  /** SHA-256 (hex) of the link's token; the token itself is never stored. */
  declare tokenHash: string;
  declare allowMedia: boolean;
  /** Null: the link works until it is revoked. */
  declare expiresAt: Date | null;
  declare revokedAt: Date | null;
  declare createdAt: Date;
  declare lastViewedAt: Date | null;
  declare viewCount: number;
}

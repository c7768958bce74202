import type { WidgetKind } from '@verbatim/core-sdk/contracts';
import objection from 'objection';

/** A key that lets widgets on the named origins upload into its owner's account. */
export class PublishableKeyModel extends objection.Model {
  static override tableName = 'publishable_keys';
  static override jsonAttributes = ['origins', 'widgets'];

  declare id: string;
  declare userId: string;
  /** The public part of the key (`vbpk_<keyId>_…`), by which requests name it. */
  declare keyId: string;
  /** SHA-256 (hex) of the whole key text; the secret itself is never stored. */
  declare secretHash: string;
  declare name: string;
  /** Exact origins (`https://example.com`), as browsers send them in `Origin`. */
  declare origins: string[];
  declare widgets: WidgetKind[];
  /** Minutes of audio a UTC day may bring through the key; null for no limit but the owner's plan. */
  declare minutesPerDay: number | null;
  /** The largest file the key takes, in bytes; null for the 2 GB every upload has. Postgres answers a bigint as text. */
  declare maxFileBytes: number | string | null;
  declare returnText: boolean;
  declare createdAt: Date;
  declare revokedAt: Date | null;
  declare lastUsedAt: Date | null;
}

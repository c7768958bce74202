import type { ApiKeyScope } from '@verbatim/core-sdk/contracts';
import objection from 'objection';

/** A secret key with which a backend calls the API as its owner, within its scopes. */
export class ApiKeyModel extends objection.Model {
  static override tableName = 'api_keys';
  static override jsonAttributes = ['scopes'];

  declare id: string;
  declare userId: string;
  /** The public part of the key (`vbsk_<keyId>_…`), by which requests name it. */
  declare keyId: string;
  /** SHA-256 (hex) of the whole key text; the secret itself is never stored. */
  declare secretHash: string;
  declare name: string;
  declare scopes: ApiKeyScope[];
  declare createdAt: Date;
  declare revokedAt: Date | null;
  declare lastUsedAt: Date | null;
}

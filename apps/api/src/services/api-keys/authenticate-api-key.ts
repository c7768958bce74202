import { timingSafeEqual } from 'node:crypto';
import { SECRET_KEY_PATTERN } from '@verbatim/core-sdk/contracts';
import type { Database } from '../../db/create-database';
import { ApiKeyModel } from '../../models/api-key';
import { hashApiKey } from './hash-api-key';

/** What a presented secret key turned out to be; a revoked one is told apart only to say so in the refusal. */
export type ApiKeyAuthentication = { valid: true; key: ApiKeyModel } | { valid: false; reason: 'malformed' | 'unknown' | 'revoked' };

/**
 * Checks a secret key as a request presents it: its shape, its key id, its secret (the stored hash, compared in
 * constant time) and that it is not revoked. Read from the database on every request: a revoked key stops at once.
 */
export async function authenticateApiKey(db: Database, presented: string): Promise<ApiKeyAuthentication> {
  const keyId = SECRET_KEY_PATTERN.exec(presented)?.[1];
  if (!keyId) return { valid: false, reason: 'malformed' };
  const key = await ApiKeyModel.query(db).findOne({ keyId });
  if (!key) return { valid: false, reason: 'unknown' };
  const expected = Buffer.from(key.secretHash, 'hex');
  const actual = Buffer.from(hashApiKey(presented), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { valid: false, reason: 'unknown' };
  if (key.revokedAt !== null) return { valid: false, reason: 'revoked' };
  return { valid: true, key };
}

import { timingSafeEqual } from 'node:crypto';
import { PUBLISHABLE_KEY_PATTERN } from '@verbatim/core-sdk/contracts';
import type { Database } from '../../db/create-database';
import { PublishableKeyModel } from '../../models/publishable-key';
import { hashPublishableKey } from './hash-publishable-key';

/**
 * What a presented key turned out to be. A revoked key is told apart from an unknown one only so that its own origins
 * can still read the refusal; both are refused alike.
 */
export type KeyAuthentication =
  | { valid: true; key: PublishableKeyModel }
  | { valid: false; reason: 'malformed' | 'unknown' }
  | { valid: false; reason: 'revoked'; key: PublishableKeyModel };

/**
 * Checks a key as a request presents it: its shape, its key id, its secret (the stored hash, compared in constant
 * time) and that it is not revoked. Read from the database on every request: a revoked key stops at once.
 */
export async function authenticatePublishableKey(db: Database, presented: string): Promise<KeyAuthentication> {
  const keyId = PUBLISHABLE_KEY_PATTERN.exec(presented)?.[1];
  if (!keyId) return { valid: false, reason: 'malformed' };
  const key = await PublishableKeyModel.query(db).findOne({ keyId });
  if (!key) return { valid: false, reason: 'unknown' };
  const expected = Buffer.from(key.secretHash, 'hex');
  const actual = Buffer.from(hashPublishableKey(presented), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { valid: false, reason: 'unknown' };
  if (key.revokedAt !== null) return { valid: false, reason: 'revoked', key };
  return { valid: true, key };
}

/** Whether the key names this exact origin (scheme, host and port, as the browser sent it). */
export const keyAllowsOrigin = (key: PublishableKeyModel, origin: string): boolean => key.origins.includes(origin);

import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/create-database';

/** The table of the create_idempotency_keys migration. */
export const idempotencyKeysTable = 'idempotency_keys';

/** How long a key and its answer are kept: a repeat within this time is answered from the store. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;

/**
 * A claim still 'running' after this long belongs to a process that died mid-request (a graceful stop lets requests
 * finish): it is taken over, so that a crash does not lock the key for a day. Far above what a flagged request takes.
 */
export const ABANDONED_CLAIM_MS = 10 * 60_000;

/** Who asks, with which key, for which request (see `requestFingerprint`). */
export interface IdempotencyRequest {
  userId: string;
  key: string;
  fingerprint: string;
  now: Date;
}

/** A stored success, replayed as it was sent. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

export type ClaimOutcome =
  /** This request holds the key: run it, then `finishClaim` or `releaseClaim` with this id. */
  | { kind: 'claimed'; claimId: string }
  /** The same request with this key is still running. */
  | { kind: 'running' }
  /** The same request with this key already succeeded: answer this again. */
  | { kind: 'done'; answer: StoredAnswer }
  /** The key was used for another request. */
  | { kind: 'reused' };

interface IdempotencyKeyRow {
  id: string;
  requestFingerprint: string;
  status: 'running' | 'done';
  responseStatus: number | null;
  responseBody: unknown;
}

/** A claim released between our insert and our read is gone; trying again takes it. More misses mean a hot loop. */
const CLAIM_ATTEMPTS = 3;

/**
 * Claims the key for this request, or says what holds it. The claim is the INSERT itself, under the unique
 * (user_id, key): of several processes claiming at once exactly one inserts, so the check and the claim cannot
 * be split by another request. An expired row, or a claim abandoned by a dead process, is deleted first.
 */
export async function claimIdempotencyKey(db: Database, request: IdempotencyRequest): Promise<ClaimOutcome> {
  const { userId, key, fingerprint, now } = request;
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
    await db(idempotencyKeysTable)
      .where({ userId, key })
      .andWhere((stale) =>
        stale
          .where('expiresAt', '<=', now)
          .orWhere((abandoned) =>
            abandoned.where({ status: 'running' }).andWhere('createdAt', '<=', new Date(now.getTime() - ABANDONED_CLAIM_MS)),
          ),
      )
      .delete();
    const claimId = randomUUID();
    const inserted: Array<{ id: string }> = await db(idempotencyKeysTable)
      .insert({
        id: claimId,
        userId,
        key,
        requestFingerprint: fingerprint,
        status: 'running',
        createdAt: now,
        expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
      })
      .onConflict(['user_id', 'key'])
      .ignore()
      .returning('id');
    if (inserted.length > 0) return { kind: 'claimed', claimId };

    const held: IdempotencyKeyRow | undefined = await db(idempotencyKeysTable)
      .where({ userId, key })
      .first('id', 'requestFingerprint', 'status', 'responseStatus', 'responseBody');
    if (!held) continue;
    if (held.requestFingerprint !== fingerprint) return { kind: 'reused' };
    if (held.status === 'running' || held.responseStatus === null) return { kind: 'running' };
    return { kind: 'done', answer: { status: held.responseStatus, body: held.responseBody } };
  }
  return { kind: 'running' };
}

/** Keeps the success of a claimed request, to be replayed until the key expires. */
export async function finishClaim(db: Database, claimId: string, answer: StoredAnswer): Promise<void> {
  await db(idempotencyKeysTable)
    .where({ id: claimId, status: 'running' })
    // Serialized here: the pg driver would send a top-level array as a Postgres array, not as JSON.
    .update({ status: 'done', responseStatus: answer.status, responseBody: JSON.stringify(answer.body ?? null) });
}

/** Gives the key back after a failure, so that the same request may be sent again once its cause is fixed. */
export async function releaseClaim(db: Database, claimId: string): Promise<void> {
  await db(idempotencyKeysTable).where({ id: claimId, status: 'running' }).delete();
}

/** Deletes every key past its expiry; a claim deletes its own expired row anyway, so this only keeps the table small. */
export async function deleteExpiredIdempotencyKeys(db: Database, now: Date): Promise<number> {
  return db(idempotencyKeysTable).where('expiresAt', '<=', now).delete();
}

import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/create-database';
import { migrateToLatest } from '../../db/migration-source';
import { createTestDatabase, type TestDatabase, testDatabases } from '../../test-support/test-databases';
import {
  ABANDONED_CLAIM_MS,
  claimIdempotencyKey,
  finishClaim,
  IDEMPOTENCY_KEY_TTL_MS,
  type IdempotencyRequest,
  idempotencyKeysTable,
  releaseClaim,
} from './idempotency-keys';

describe.each(testDatabases())('idempotency keys on %s', (kind) => {
  let database: TestDatabase | undefined;
  let second: Database | undefined;
  afterEach(async () => {
    await second?.destroy();
    second = undefined;
    await database?.drop();
    database = undefined;
  });

  async function withUser() {
    database = await createTestDatabase(kind);
    await migrateToLatest(database.db);
    const [user] = await database
      .db('users')
      .insert({ email: `keys.${kind}@example.com` })
      .returning('id');
    const request: IdempotencyRequest = { userId: String(user.id), key: 'k-1', fingerprint: 'f-1', now: new Date('2026-11-23T12:00:00Z') };
    return { db: database.db, request };
  }

  it('of many simultaneous claims, from separate connection pools where there are several, exactly one wins', async () => {
    const { db, request } = await withUser();
    // A second pool stands for a second API process: on PostgreSQL its claims run on other connections at once.
    second = database?.url ? createDatabase({ databaseUrl: database.url }) : undefined;
    const pools = [db, second ?? db];
    const outcomes = await Promise.all(Array.from({ length: 12 }, (_, i) => claimIdempotencyKey(pools[i % 2] as Database, request)));
    expect(outcomes.filter((o) => o.kind === 'claimed')).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === 'running')).toHaveLength(11);
    expect(await db(idempotencyKeysTable).pluck('status')).toEqual(['running']);
  });

  it('replays the stored answer exactly: nested keys of any case, arrays, status', async () => {
    const { db, request } = await withUser();
    const claimed = await claimIdempotencyKey(db, request);
    if (claimed.kind !== 'claimed') throw new Error(`expected a claim, got ${claimed.kind}`);
    const body = { transcription_id: 'a', nested: { snake_case: [1, { deeper_key: null }], camelCase: true } };
    await finishClaim(db, claimed.claimId, { status: 201, body });
    expect(await claimIdempotencyKey(db, request)).toEqual({ kind: 'done', answer: { status: 201, body } });
    expect(await claimIdempotencyKey(db, { ...request, fingerprint: 'f-2' })).toEqual({ kind: 'reused' });

    const listed = await claimIdempotencyKey(db, { ...request, key: 'k-2' });
    if (listed.kind !== 'claimed') throw new Error(`expected a claim, got ${listed.kind}`);
    await finishClaim(db, listed.claimId, { status: 200, body: [1, 'two'] });
    expect(await claimIdempotencyKey(db, { ...request, key: 'k-2' })).toEqual({ kind: 'done', answer: { status: 200, body: [1, 'two'] } });
  });

  it('a released claim frees the key; a done one is never released', async () => {
    const { db, request } = await withUser();
    const first = await claimIdempotencyKey(db, request);
    if (first.kind !== 'claimed') throw new Error(`expected a claim, got ${first.kind}`);
    await releaseClaim(db, first.claimId);
    const again = await claimIdempotencyKey(db, { ...request, fingerprint: 'another request' });
    if (again.kind !== 'claimed') throw new Error(`expected a claim, got ${again.kind}`);
    await finishClaim(db, again.claimId, { status: 201, body: { ok: true } });
    await releaseClaim(db, again.claimId);
    expect((await claimIdempotencyKey(db, { ...request, fingerprint: 'another request' })).kind).toBe('done');
  });

  it('a claim left running by a dead process is taken over, and the dead claim can no longer finish it', async () => {
    const { db, request } = await withUser();
    const dead = await claimIdempotencyKey(db, request);
    if (dead.kind !== 'claimed') throw new Error(`expected a claim, got ${dead.kind}`);
    const later = (ms: number) => ({ ...request, now: new Date(request.now.getTime() + ms) });
    expect((await claimIdempotencyKey(db, later(ABANDONED_CLAIM_MS - 1))).kind).toBe('running');
    const taken = await claimIdempotencyKey(db, later(ABANDONED_CLAIM_MS));
    if (taken.kind !== 'claimed') throw new Error(`expected a claim, got ${taken.kind}`);
    await finishClaim(db, dead.claimId, { status: 201, body: { from: 'dead' } });
    await releaseClaim(db, dead.claimId);
    expect((await claimIdempotencyKey(db, later(ABANDONED_CLAIM_MS))).kind).toBe('running');
    await finishClaim(db, taken.claimId, { status: 201, body: { from: 'live' } });
    expect(await claimIdempotencyKey(db, later(ABANDONED_CLAIM_MS))).toEqual({
      kind: 'done',
      answer: { status: 201, body: { from: 'live' } },
    });
    // A done key is kept a whole day from its claim, and is free for any request after.
    expect((await claimIdempotencyKey(db, later(ABANDONED_CLAIM_MS + IDEMPOTENCY_KEY_TTL_MS - 1))).kind).toBe('done');
    const nextDay = { ...later(ABANDONED_CLAIM_MS + IDEMPOTENCY_KEY_TTL_MS), fingerprint: 'new' };
    expect((await claimIdempotencyKey(db, nextDay)).kind).toBe('claimed');
  });
});

import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RateLimitRules } from '../../config';
import { migrateToLatest } from '../../db/migration-source';
import { RateLimitedError } from '../../errors/app-error';
import { createTestDatabase, type TestDatabase, testDatabases } from '../../test-support/test-databases';
import { createRateLimits, type RateLimits } from './create-rate-limits';
import { KnexRateLimiter, rateLimitsTable } from './knex-rate-limiter';
import { RateLimit } from './rate-limit';

const minute = 60_000;
const rule = (max: number) => ({ max, windowMs: 10 * minute });
const rules: RateLimitRules = {
  signUpPerAddress: rule(2),
  signInFailuresPerAccount: rule(2),
  signInFailuresPerAddress: rule(2),
  passwordResetPerEmail: rule(2),
  passwordResetPerAddress: rule(2),
  uploadsPerAccount: rule(2),
  uploadsPerAddress: rule(2),
  paymentsPerAccount: rule(2),
  sharedViewsPerAddress: rule(2),
  widgetUploadsPerKey: rule(2),
  widgetUploadsPerAddress: rule(2),
  apiKeyRequestsPerKey: rule(2),
  accountExportsPerAccount: rule(2),
  accountLinksPerAddress: rule(2),
  contactMessagesPerAddress: rule(2),
  newsletterPerAddress: rule(2),
  newsletterPerEmail: rule(2),
  localAiAnswersPerAccount: rule(2),
  emailVerificationsPerAccount: rule(2),
};

async function refusal(promise: Promise<unknown>): Promise<RateLimitedError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(RateLimitedError);
  return error as RateLimitedError;
}

describe.each(testDatabases())('rate limits in the database on %s', (kind) => {
  let database: TestDatabase;
  let limits: RateLimits;
  let n = 0;
  const key = () => `key-${++n}`;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await migrateToLatest(database.db);
    limits = createRateLimits(database.db, rules, pino({ level: 'silent' }));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    limits?.close();
    await database?.drop();
  });

  it('allows the allowance, then refuses with the seconds left in the window', async () => {
    const k = key();
    await limits.signUpPerAddress.consume(k);
    await limits.signUpPerAddress.consume(k);
    const refused = await refusal(limits.signUpPerAddress.consume(k));
    expect(refused.status).toBe(429);
    expect(refused.message).toMatch(/Too many sign-ups/);
    const seconds = Number(refused.headers['Retry-After']);
    expect(seconds).toBeGreaterThan(9 * 60);
    expect(seconds).toBeLessThanOrEqual(10 * 60);
    expect(refused.details).toEqual({ retryAfterSeconds: seconds });
  });

  it('counts each limit and each key apart, though they share one table', async () => {
    const k = key();
    await limits.uploadsPerAccount.consume(k);
    await limits.uploadsPerAccount.consume(k);
    await limits.uploadsPerAddress.consume(k);
    await limits.uploadsPerAccount.consume(key());
    await refusal(limits.uploadsPerAccount.consume(k));
    const rows = await database.db(rateLimitsTable).where('key', 'like', `%:${k}`).orderBy('key');
    expect(rows.map((row) => [row.key, row.points])).toEqual([
      [`uploadsPerAccount:${k}`, 2],
      [`uploadsPerAddress:${k}`, 1],
    ]);
  });

  it('refuses a key that used its allowance from memory, without writing to the table', async () => {
    const k = key();
    await limits.signUpPerAddress.consume(k);
    await limits.signUpPerAddress.consume(k);
    for (let i = 0; i < 5; i++) await refusal(limits.signUpPerAddress.consume(k));
    expect(
      await database
        .db(rateLimitsTable)
        .where({ key: `signUpPerAddress:${k}` })
        .pluck('points'),
    ).toEqual([2]);
  });

  it('counts failures without refusing them, refuses once they reach the limit, and forgets them on reset', async () => {
    const k = key();
    const failures = limits.signInFailuresPerAccount;
    await failures.assertAllowed(k);
    await failures.penalize(k);
    await failures.assertAllowed(k); // the stored count is read back (PGlite reports no row count for a SELECT)
    await failures.penalize(k);
    await refusal(failures.assertAllowed(k));
    await failures.reset(k);
    await failures.assertAllowed(k);
  });

  it('starts a new window once the old one has passed', async () => {
    const k = key();
    await limits.passwordResetPerEmail.consume(k);
    await limits.passwordResetPerEmail.consume(k);
    await refusal(limits.passwordResetPerEmail.consume(k));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * minute + 1000 });
    await limits.passwordResetPerEmail.consume(k);
    await limits.passwordResetPerEmail.consume(k);
  });

  it('sweeps counters whose window ended over an hour ago, and keeps the rest', async () => {
    const now = Date.now();
    await database.db(rateLimitsTable).insert([
      { key: 'sweep:lapsed', points: 9, expire: now - 61 * minute },
      { key: 'sweep:recent', points: 9, expire: now - minute },
      { key: 'sweep:live', points: 1, expire: now + minute },
    ]);
    await limits.sweep();
    expect(await database.db(rateLimitsTable).where('key', 'like', 'sweep:%').orderBy('key').pluck('key')).toEqual([
      'sweep:live',
      'sweep:recent',
    ]);
  });

  it('leaves a store failure as it is, not as a refusal', async () => {
    const broken = new RateLimit(new KnexRateLimiter(database.db, { keyPrefix: 'broken', points: 1, duration: 60 }), 'never shown');
    await database.db.raw(`alter table ${rateLimitsTable} rename to rate_limits_elsewhere`);
    try {
      const error = await broken.consume(key()).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(RateLimitedError);
    } finally {
      await database.db.raw(`alter table rate_limits_elsewhere rename to ${rateLimitsTable}`);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsOf, runJobsNow } from '../test-support/account-data-fixtures';
import { createHttpSession } from '../test-support/cookie-fetch';
import { waitForJobState } from '../test-support/jobs/job-test-database';
import { manualClock, startTestServer, type TestServer } from '../test-support/start-test-server';
import { testDatabases } from '../test-support/test-databases';
import { type OutboxRow, waitForMail } from '../test-support/wait-for-mail';

/** A Wednesday well after the database's own clock, so the first sweep waits until the test makes it due. */
const WEDNESDAY = new Date('2030-12-04T10:00:00.000Z');
/** Just past the 7 days a confirmation link works. */
const LINK_LIFETIME_PASSED_MS = 7 * 24 * 60 * 60 * 1000 + 60_000;
const SWEEP = 'newsletter.sweep-unconfirmed';

let counter = 0;
const freshEmail = (label: string) => `${label}-${Date.now()}-${++counter}@example.com`;

function tokenIn(mail: OutboxRow, kind: 'confirm' | 'unsubscribe'): string {
  const token = new RegExp(`/newsletter/${kind}\\?token=([\\w%-]+)`).exec(mail.textBody)?.[1];
  if (!token) throw new Error(`no ${kind} link in: ${mail.textBody}`);
  return decodeURIComponent(token);
}

describe.each(testDatabases())('the daily sweep of newsletter sign-ups never confirmed, on %s', (database) => {
  let server: TestServer;
  const clock = manualClock(WEDNESDAY);

  beforeAll(async () => {
    server = await startTestServer({ database, now: clock.now });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const http = () => createHttpSession(server.url);
  const row = (email: string) => server.deps.db('newsletter_subscriptions').where({ email }).first();
  async function subscribe(email: string, mails: number) {
    expect((await http().post('/api/newsletter/subscribe', { email })).status).toBe(200);
    return waitForMail(server.deps.db, email, mails);
  }
  async function confirm(mail: OutboxRow, mails: number) {
    expect((await http().post('/api/newsletter/confirm', { token: tokenIn(mail, 'confirm') })).status).toBe(200);
    return waitForMail(server.deps.db, mail.toAddress, mails);
  }

  it('is scheduled at start for 03:00 UTC; it deletes expired pending sign-ups with their tokens, keeps the rest, and schedules the next day', async () => {
    const [first] = (await jobsOf(server.deps.db, SWEEP)).filter((job) => job.state === 'queued');
    expect(first).toMatchObject({ uniqueKey: '2030-12-05', payload: { day: '2030-12-05' } });
    expect(new Date(first?.runAt ?? 0).toISOString()).toBe('2030-12-05T03:00:00.000Z');

    const expired = freshEmail('never-confirmed');
    await subscribe(expired, 1);
    const confirmed = freshEmail('confirmed');
    await confirm(await subscribe(confirmed, 1), 2);
    const unsubscribed = freshEmail('unsubscribed');
    const welcome = await confirm(await subscribe(unsubscribed, 1), 2);
    expect((await http().post('/api/newsletter/unsubscribe', { token: tokenIn(welcome, 'unsubscribe') })).status).toBe(200);
    // Subscribed once, unsubscribed, then asked again and never confirmed: pending, with the old e-mails' tokens.
    const returning = freshEmail('returning');
    const returningWelcome = await confirm(await subscribe(returning, 1), 2);
    expect((await http().post('/api/newsletter/unsubscribe', { token: tokenIn(returningWelcome, 'unsubscribe') })).status).toBe(200);
    await subscribe(returning, 3);
    const returningId = String((await row(returning)).id);
    expect(await server.deps.db('newsletter_unsubscribe_tokens').where({ subscriptionId: returningId })).toHaveLength(1);

    clock.advance(LINK_LIFETIME_PASSED_MS);
    const fresh = freshEmail('fresh');
    await subscribe(fresh, 1);

    await runJobsNow(server.deps.db, SWEEP);
    await waitForJobState(server.deps.db, String(first?.id), ['succeeded']);

    expect(await row(expired)).toBeUndefined();
    expect(await row(returning)).toBeUndefined();
    expect(await server.deps.db('newsletter_unsubscribe_tokens').where({ subscriptionId: returningId })).toHaveLength(0);
    expect(await row(confirmed)).toMatchObject({ status: 'confirmed' });
    expect(await row(unsubscribed)).toMatchObject({ status: 'unsubscribed' });
    expect(await row(fresh)).toMatchObject({ status: 'pending' });
    // The fresh sign-up's link still works.
    await confirm(await waitForMail(server.deps.db, fresh), 2);
    expect(await row(fresh)).toMatchObject({ status: 'confirmed' });

    // The run came a week late: the next is the first 03:00 UTC after now, not the day after its own.
    const queued = (await jobsOf(server.deps.db, SWEEP)).filter((job) => job.state === 'queued');
    expect(queued.map((job) => job.uniqueKey)).toEqual(['2030-12-12']);
    expect(new Date(queued[0]?.runAt ?? 0).toISOString()).toBe('2030-12-12T03:00:00.000Z');
  });
});

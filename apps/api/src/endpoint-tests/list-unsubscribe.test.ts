import { NEWSLETTER_INVALID_UNSUBSCRIBE_LINK, NEWSLETTER_UNSUBSCRIBED_MESSAGE, UNSUBSCRIBED_MESSAGES } from '@verbatim/core-sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/create-database';
import { createToken } from '../lib/tokens';
import { EMAIL_VERIFICATION_SUBJECT } from '../services/mail/email-verification-email';
import { completeTranscription } from '../services/transcriptions/complete-transcription';
import { failTranscription } from '../services/transcriptions/fail-transcription';
import { insertTranscription, runJobsNow, waitForJobsDone } from '../test-support/account-data-fixtures';
import { createHttpSession } from '../test-support/cookie-fetch';
import { signedUpSession } from '../test-support/signed-up-session';
import { manualClock, startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';
import { type OutboxRow, waitForMail } from '../test-support/wait-for-mail';

/** A Wednesday well after the database's own clock, so the weekly run waits until a test makes it due. */
const WEDNESDAY = new Date('2030-12-04T10:00:00.000Z');
/** A mail provider's webmail page: another origin than ours, as the one-click POST may come from. */
const MAIL_PROVIDER = 'https://mail.example';
const ONE_CLICK = 'List-Unsubscribe=One-Click';
const noFence = async () => undefined;

interface SentMail extends OutboxRow {
  listUnsubscribeUrl: string | null;
}

/** The token of the page link in an e-mail's text (`/unsubscribe?token=` or `/newsletter/unsubscribe?token=`). */
function pageTokenIn(mail: OutboxRow): string {
  const token = /\/unsubscribe\?token=([\w%-]+)/.exec(mail.textBody)?.[1];
  if (!token) throw new Error(`no unsubscribe link in: ${mail.textBody}`);
  return decodeURIComponent(token);
}

/** The one-click URL the e-mail was sent with, checked to carry the same token as the link in its text. */
function oneClickUrlOf(mail: SentMail, path: string): string {
  expect(mail.listUnsubscribeUrl, mail.subject).toBeTruthy();
  const url = new URL(mail.listUnsubscribeUrl ?? '');
  expect(url.pathname).toBe(path);
  expect(url.searchParams.get('token')).toBe(pageTokenIn(mail));
  return url.href;
}

/** A POST as a mail provider sends it: no cookie, the one-click form, from the provider's origin. */
function postOneClick(url: string, body: string | FormData | null = ONE_CLICK, headers: Record<string, string> = {}) {
  const typed: Record<string, string> = typeof body === 'string' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {};
  return fetch(url, { method: 'POST', body, headers: { Origin: MAIL_PROVIDER, ...typed, ...headers }, redirect: 'manual' });
}

const NOTIFICATIONS_ONE_CLICK = '/api/notifications/unsubscribe/one-click';
const NEWSLETTER_ONE_CLICK = '/api/newsletter/unsubscribe/one-click';

describe.each(endpointTestDatabases())('one-click unsubscribe (List-Unsubscribe) on %s', (database) => {
  let server: TestServer;
  const clock = manualClock(WEDNESDAY);

  beforeAll(async () => {
    server = await startTestServer({ database, now: clock.now });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const db = (): Database => server.deps.db;
  const newestMail = async (to: string, count = 1) => {
    await waitForMail(db(), to, count);
    return (await db()('email_outbox')
      .where({ toAddress: to })
      .whereNot({ subject: EMAIL_VERIFICATION_SUBJECT })
      .orderBy('createdAt', 'desc')
      .first()) as SentMail;
  };
  const preferences = async (userId: string) => db()('user_preferences').where({ userId }).first();

  async function person(label: string) {
    const session = await signedUpSession(server, label);
    const email = String(((await session.http.get('/api/auth/user')).json as { email: string }).email);
    return { ...session, email };
  }
  async function finish(id: string, outcome: 'completed' | 'failed') {
    await db()('transcriptions').where({ id }).update({ status: 'processing', progress: 50, completedAt: null });
    if (outcome === 'completed') {
      const result = { text: 'Hello there.', language: 'en', engine: 'local' as const, segments: [], words: [] };
      await completeTranscription(server.deps, id, result, 61, noFence);
    } else {
      await failTranscription(server.deps, id, 'This file seems damaged or cut short.', noFence);
    }
    await waitForJobsDone(db(), 'notification.transcription-finished');
    await waitForJobsDone(db(), 'mail.send');
  }

  it('sends "Your transcript is ready" with a List-Unsubscribe URL that a cookieless one-click POST from any origin turns off', async () => {
    const owner = await person('one-click');
    const t = await insertTranscription(db(), owner.userId, { status: 'pending' });
    await finish(t.id, 'completed');
    const url = oneClickUrlOf(await newestMail(owner.email), NOTIFICATIONS_ONE_CLICK);

    // A link scanner's GET unsubscribes nothing: it is sent to the page of the same link.
    const scanned = await fetch(url, { redirect: 'manual' });
    expect(scanned.status).toBe(302);
    expect(scanned.headers.get('Location')).toBe(`/unsubscribe?token=${encodeURIComponent(new URL(url).searchParams.get('token') ?? '')}`);
    expect(await preferences(owner.userId)).toBeUndefined();

    const off = await postOneClick(url);
    expect(off.status).toBe(200);
    expect(off.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(await off.text()).toBe(UNSUBSCRIBED_MESSAGES['transcription-complete']);
    expect(await preferences(owner.userId)).toMatchObject({ notifyTranscriptionComplete: false, notifyAccountUpdates: true });
    // Again is fine, as mail providers may retry.
    const again = await postOneClick(url);
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(UNSUBSCRIBED_MESSAGES['transcription-complete']);

    const next = await insertTranscription(db(), owner.userId, { status: 'pending' });
    await finish(next.id, 'completed');
    expect(await db()('email_outbox').where({ toAddress: owner.email }).whereNot({ subject: EMAIL_VERIFICATION_SUBJECT })).toHaveLength(1);
  });

  it('puts the header on every notification e-mail, each turning off its own kind, and on no e-mail without a link', async () => {
    const owner = await person('every-kind');
    await db()('user_preferences').insert({ userId: owner.userId, notifyProcessingUpdates: true, notifyWeeklyReports: true });

    const failed = await insertTranscription(db(), owner.userId, { status: 'pending' });
    await finish(failed.id, 'failed');
    const failure = await newestMail(owner.email, 1);
    expect(failure.subject).toMatch(/^Transcription failed/);

    expect(
      (await owner.http.post('/api/auth/change-password', { currentPassword: 'password123', newPassword: 'another password' })).status,
    ).toBe(200);
    const accountUpdate = await newestMail(owner.email, 2);
    expect(accountUpdate.subject).toBe('Your Verbatim password was changed');

    await runJobsNow(db(), 'notification.weekly-reports');
    const weekly = await newestMail(owner.email, 3);
    expect(weekly.subject).toMatch(/^Your week on Verbatim/);

    for (const [mail, field, kind] of [
      [failure, 'notifyProcessingUpdates', 'processing-updates'],
      [accountUpdate, 'notifyAccountUpdates', 'account-updates'],
      [weekly, 'notifyWeeklyReports', 'weekly-reports'],
    ] as const) {
      const off = await postOneClick(oneClickUrlOf(mail, NOTIFICATIONS_ONE_CLICK));
      expect(off.status, kind).toBe(200);
      expect(await off.text()).toBe(UNSUBSCRIBED_MESSAGES[kind]);
      expect(await preferences(owner.userId)).toMatchObject({ [field]: false, notifyTranscriptionComplete: true });
    }

    // A password reset link is not a notification: no unsubscribe link, no header.
    expect((await createHttpSession(server.url).post('/api/auth/forgot-password', { email: owner.email })).status).toBe(200);
    const reset = await newestMail(owner.email, 4);
    expect(reset.subject).toBe('Reset your Verbatim password');
    expect(reset.listUnsubscribeUrl).toBeNull();
  });

  it('puts the header on newsletter e-mails; a multipart one-click POST unsubscribes, and a GET does not', async () => {
    const email = `reader.${Date.now()}@example.com`;
    const anyone = createHttpSession(server.url);
    expect((await anyone.post('/api/newsletter/subscribe', { email })).status).toBe(200);
    const confirmation = await newestMail(email, 1);
    // Nobody is subscribed yet: nothing to unsubscribe from.
    expect(confirmation.listUnsubscribeUrl).toBeNull();
    const confirmToken = /\/newsletter\/confirm\?token=([\w%-]+)/.exec(confirmation.textBody)?.[1] ?? '';
    expect((await anyone.post('/api/newsletter/confirm', { token: decodeURIComponent(confirmToken) })).status).toBe(200);
    const welcome = oneClickUrlOf(await newestMail(email, 2), NEWSLETTER_ONE_CLICK);
    expect((await anyone.post('/api/newsletter/subscribe', { email })).status).toBe(200);
    const note = await newestMail(email, 3);
    expect(note.subject).toBe("You're already subscribed to the Verbatim newsletter");
    const noteUrl = oneClickUrlOf(note, NEWSLETTER_ONE_CLICK);
    expect(noteUrl).not.toBe(welcome);

    const scanned = await fetch(welcome, { redirect: 'manual' });
    expect(scanned.status).toBe(302);
    expect(scanned.headers.get('Location')).toMatch(/^\/newsletter\/unsubscribe\?token=/);
    const row = () => db()('newsletter_subscriptions').where({ email }).first();
    expect(await row()).toMatchObject({ status: 'confirmed' });

    // RFC 8058 asks providers for multipart/form-data; urlencoded is taken as well (above).
    const form = new FormData();
    form.append('List-Unsubscribe', 'One-Click');
    const off = await postOneClick(welcome, form);
    expect(off.status).toBe(200);
    expect(await off.text()).toBe(NEWSLETTER_UNSUBSCRIBED_MESSAGE);
    expect(await row()).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(Date) });
    expect((await postOneClick(noteUrl)).status).toBe(200);
  });

  it('refuses unknown tokens and anything but the one-click form, unsubscribing nobody', async () => {
    const owner = await person('refused');
    const t = await insertTranscription(db(), owner.userId, { status: 'pending' });
    await finish(t.id, 'completed');
    const url = oneClickUrlOf(await newestMail(owner.email), NOTIFICATIONS_ONE_CLICK);
    const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

    for (const path of [NOTIFICATIONS_ONE_CLICK, NEWSLETTER_ONE_CLICK]) {
      const unknown = await postOneClick(`${server.url}${path}?token=${createToken()}`);
      expect(unknown.status, path).toBe(400);
      const error = await errorOf(unknown);
      if (path === NEWSLETTER_ONE_CLICK)
        expect(error).toEqual({ code: 'INVALID_NEWSLETTER_TOKEN', message: NEWSLETTER_INVALID_UNSUBSCRIBE_LINK });
      else
        expect(error).toMatchObject({
          code: 'INVALID_UNSUBSCRIBE_TOKEN',
          message: expect.stringContaining('This unsubscribe link is invalid.'),
        });
      expect((await postOneClick(`${server.url}${path}`)).status, path).toBe(400);
      expect((await postOneClick(`${server.url}${path}?token=not-a-token`)).status, path).toBe(400);
      expect((await fetch(`${server.url}${path}`, { redirect: 'manual' })).status, path).toBe(400);
    }

    const wrongField = await postOneClick(url, 'List-Unsubscribe=Yes');
    expect(wrongField.status).toBe(400);
    expect(await errorOf(wrongField)).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining(ONE_CLICK) });
    expect((await postOneClick(url, null)).status).toBe(400);
    expect((await postOneClick(url, 'garbage', { 'Content-Type': 'multipart/form-data; boundary=x' })).status).toBe(400);
    const json = await postOneClick(url, JSON.stringify({ 'List-Unsubscribe': 'One-Click' }), { 'Content-Type': 'application/json' });
    expect(json.status).toBe(415);
    expect((await errorOf(json)).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await preferences(owner.userId)).toBeUndefined();
  });

  it('still refuses other sites on the ordinary unsubscribe endpoints: only the one-click URLs take any origin', async () => {
    const owner = await person('cross-site');
    const t = await insertTranscription(db(), owner.userId, { status: 'pending' });
    await finish(t.id, 'completed');
    const token = pageTokenIn(await newestMail(owner.email));
    const forged = await createHttpSession(server.url).post('/api/notifications/unsubscribe', { token }, { Origin: MAIL_PROVIDER });
    expect(forged.status).toBe(403);
    expect(forged.json.error?.code).toBe('ORIGIN_MISMATCH');
    expect(await preferences(owner.userId)).toBeUndefined();
  });
});

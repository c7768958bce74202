import {
  NEWSLETTER_CONFIRMED_MESSAGE,
  NEWSLETTER_INVALID_CONFIRM_LINK,
  NEWSLETTER_INVALID_UNSUBSCRIBE_LINK,
  NEWSLETTER_SUBSCRIBE_MESSAGE,
  NEWSLETTER_UNSUBSCRIBED_MESSAGE,
} from '@verbatim/core-sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken } from '../lib/tokens';
import { createHttpSession } from '../test-support/cookie-fetch';
import { manualClock, startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';
import { type OutboxRow, waitForMail } from '../test-support/wait-for-mail';

const PER_ADDRESS = 4;
const PER_EMAIL = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

let counter = 0;
/** Each test asks from its own client address (X-Forwarded-For behind TRUST_PROXY), so limits are not shared. */
const freshAddress = () => {
  const n = ++counter;
  return `10.30.${n % 250}.${Math.floor(n / 250) + 1}`;
};
const freshEmail = (label: string) => `${label}-${Date.now()}-${++counter}@example.com`;

/** The token of the newsletter link of kind `kind` in an e-mail's text. */
function tokenIn(mail: OutboxRow, kind: 'confirm' | 'unsubscribe'): string {
  const token = new RegExp(`https?://\\S+/newsletter/${kind}\\?token=([\\w%-]+)`).exec(mail.textBody)?.[1];
  if (!token) throw new Error(`no ${kind} link in: ${mail.textBody}`);
  return decodeURIComponent(token);
}

describe.each(endpointTestDatabases())('the newsletter endpoints on %s', (database) => {
  const clock = manualClock();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      database,
      now: clock.now,
      env: {
        TRUST_PROXY: 'true',
        PUBLIC_URL: 'https://verbatim.test',
        NEWSLETTER_MAX_PER_ADDRESS: String(PER_ADDRESS),
        NEWSLETTER_MAX_PER_EMAIL: String(PER_EMAIL),
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const http = () => createHttpSession(server.url);
  const subscribe = (body: unknown, address = freshAddress()) =>
    http().post('/api/newsletter/subscribe', body, { 'X-Forwarded-For': address });
  const confirm = (body: unknown) => http().post('/api/newsletter/confirm', body);
  const unsubscribe = (body: unknown) => http().post('/api/newsletter/unsubscribe', body);
  const mailTo = (email: string, count = 1) => waitForMail(server.deps.db, email, count);
  const rowsFor = (email: string) => server.deps.db('newsletter_subscriptions').whereRaw('lower(email) = lower(?)', [email]);
  const mailsTo = async (email: string) => (await server.deps.db('email_outbox').where({ toAddress: email })).length;

  /** Subscribes and confirms a new address; answers it with the welcome e-mail's unsubscribe token. */
  async function confirmedSubscriber(label: string) {
    const email = freshEmail(label);
    expect((await subscribe({ email })).status).toBe(200);
    expect((await confirm({ token: tokenIn(await mailTo(email), 'confirm') })).status).toBe(200);
    const welcome = await mailTo(email, 2);
    return { email, unsubscribeToken: tokenIn(welcome, 'unsubscribe') };
  }

  it('subscribes with double opt-in: a confirmation link, then a welcome with an unsubscribe link that works twice', async () => {
    const email = freshEmail('ada');
    const res = await subscribe({ email, source: 'blog' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: NEWSLETTER_SUBSCRIBE_MESSAGE });
    expect(await rowsFor(email)).toMatchObject([{ email, status: 'pending', source: 'blog', confirmedAt: null }]);

    const confirmation = await mailTo(email);
    expect(confirmation.subject).toBe('Confirm your subscription to the Verbatim newsletter');
    expect(confirmation.textBody).toContain('https://verbatim.test/newsletter/confirm?token=');
    expect(confirmation.textBody).not.toContain('/newsletter/unsubscribe');
    const confirmToken = tokenIn(confirmation, 'confirm');
    // Only the token's hash is kept.
    const [pending] = await rowsFor(email);
    expect(pending.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(pending)).not.toContain(confirmToken);

    const confirmed = await confirm({ token: confirmToken });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({ message: NEWSLETTER_CONFIRMED_MESSAGE });
    expect(await rowsFor(email)).toMatchObject([{ status: 'confirmed', confirmedAt: expect.any(Date) }]);

    const welcome = await mailTo(email, 2);
    expect(welcome.subject).toBe("You're subscribed to the Verbatim newsletter");
    const unsubscribeToken = tokenIn(welcome, 'unsubscribe');

    const first = await unsubscribe({ token: unsubscribeToken });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ message: NEWSLETTER_UNSUBSCRIBED_MESSAGE });
    const [gone] = await rowsFor(email);
    expect(gone).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(Date), confirmTokenHash: null });

    const again = await unsubscribe({ token: unsubscribeToken });
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ message: NEWSLETTER_UNSUBSCRIBED_MESSAGE });
    const [still] = await rowsFor(email);
    expect(still.unsubscribedAt).toEqual(gone.unsubscribedAt);
    expect(await mailsTo(email)).toBe(2);
  });

  it('answers a confirmed address the same, and mails it a note with a working unsubscribe link instead of a new confirmation', async () => {
    const { email } = await confirmedSubscriber('grace');
    const res = await subscribe({ email: email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: NEWSLETTER_SUBSCRIBE_MESSAGE });
    const note = await mailTo(email, 3);
    expect(note.subject).toBe("You're already subscribed to the Verbatim newsletter");
    expect(note.textBody).not.toContain('/newsletter/confirm');
    expect(await rowsFor(email)).toMatchObject([{ status: 'confirmed' }]);

    expect((await unsubscribe({ token: tokenIn(note, 'unsubscribe') })).status).toBe(200);
    expect(await rowsFor(email)).toMatchObject([{ status: 'unsubscribed' }]);
  });

  it('keeps one subscription per address whatever its case, mailed as first typed', async () => {
    const email = freshEmail('Mixed.Case');
    expect((await subscribe({ email })).status).toBe(200);
    expect((await subscribe({ email: email.toLowerCase() })).status).toBe(200);
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0].email).toBe(email);
    expect((await mailTo(email, 2)).toAddress).toBe(email);
  });

  it('accepts a confirmation link twice without a second welcome', async () => {
    const email = freshEmail('twice');
    await subscribe({ email });
    const token = tokenIn(await mailTo(email), 'confirm');
    expect((await confirm({ token })).status).toBe(200);
    await mailTo(email, 2);
    const second = await confirm({ token });
    expect(second.status).toBe(200);
    expect(second.json).toEqual({ message: NEWSLETTER_CONFIRMED_MESSAGE });
    expect(await mailsTo(email)).toBe(2);
  });

  it('replaces a pending confirmation link when the address asks again', async () => {
    const email = freshEmail('again');
    await subscribe({ email });
    const oldToken = tokenIn(await mailTo(email), 'confirm');
    await subscribe({ email });
    const newToken = tokenIn(await mailTo(email, 2), 'confirm');
    expect(newToken).not.toBe(oldToken);

    const stale = await confirm({ token: oldToken });
    expect(stale.status).toBe(400);
    expect(stale.json.error).toEqual({ code: 'INVALID_NEWSLETTER_TOKEN', message: NEWSLETTER_INVALID_CONFIRM_LINK });
    expect((await confirm({ token: newToken })).status).toBe(200);
  });

  it('refuses a confirmation link after 7 days', async () => {
    const email = freshEmail('late');
    await subscribe({ email });
    const token = tokenIn(await mailTo(email), 'confirm');
    clock.advance(7 * DAY_MS + 1000);
    const res = await confirm({ token });
    expect(res.status).toBe(400);
    expect(res.json.error).toEqual({ code: 'INVALID_NEWSLETTER_TOKEN', message: NEWSLETTER_INVALID_CONFIRM_LINK });
    expect(await rowsFor(email)).toMatchObject([{ status: 'pending' }]);
  });

  it('voids the outstanding confirmation link on unsubscribing; only a new, confirmed sign-up subscribes again', async () => {
    const email = freshEmail('back');
    await subscribe({ email });
    const firstConfirm = tokenIn(await mailTo(email), 'confirm');
    expect((await confirm({ token: firstConfirm })).status).toBe(200);
    const unsubscribeToken = tokenIn(await mailTo(email, 2), 'unsubscribe');
    expect((await unsubscribe({ token: unsubscribeToken })).status).toBe(200);

    expect((await confirm({ token: firstConfirm })).status).toBe(400);
    expect(await rowsFor(email)).toMatchObject([{ status: 'unsubscribed' }]);

    expect((await subscribe({ email })).status).toBe(200);
    expect(await rowsFor(email)).toMatchObject([{ status: 'pending' }]);
    const secondConfirm = tokenIn(await mailTo(email, 3), 'confirm');
    expect((await confirm({ token: secondConfirm })).status).toBe(200);
    expect(await rowsFor(email)).toMatchObject([{ status: 'confirmed', unsubscribedAt: null }]);
    // The old e-mail's unsubscribe link still works.
    expect((await unsubscribe({ token: unsubscribeToken })).status).toBe(200);
    expect(await rowsFor(email)).toMatchObject([{ status: 'unsubscribed' }]);
  });

  it.each([
    ['malformed', 'not-a-token'],
    ['unknown', createToken()],
    ['with spaces around', ` ${createToken()} `],
  ])('refuses a %s token with the words the page shows', async (_, token) => {
    const confirmed = await confirm({ token });
    expect(confirmed.status).toBe(400);
    expect(confirmed.json.error).toEqual({ code: 'INVALID_NEWSLETTER_TOKEN', message: NEWSLETTER_INVALID_CONFIRM_LINK });
    const unsubscribed = await unsubscribe({ token });
    expect(unsubscribed.status).toBe(400);
    expect(unsubscribed.json.error).toEqual({ code: 'INVALID_NEWSLETTER_TOKEN', message: NEWSLETTER_INVALID_UNSUBSCRIBE_LINK });
  });

  it.each([
    ['missing', {}],
    ['blank', { token: '   ' }],
    ['not a string', { token: 42 }],
    ['too long', { token: 'a'.repeat(201) }],
    ['with control characters', { token: `abc\u0000def` }],
  ])('refuses a %s token as invalid input', async (_, body) => {
    for (const res of [await confirm(body), await unsubscribe(body)]) {
      expect(res.status).toBe(400);
      expect(res.json.error?.code).toBe('VALIDATION_FAILED');
      expect(res.json.error?.details).toMatchObject({ fields: [{ field: 'token' }] });
    }
  });

  it.each([
    ['no e-mail', {}, 'email', 'Email is required'],
    ['a blank e-mail', { email: '  ' }, 'email', 'Email is required'],
    ['a malformed e-mail', { email: 'ada@' }, 'email', 'Please enter a valid email address.'],
    ['an e-mail over 254 characters', { email: `${'a'.repeat(250)}@example.com` }, 'email', 'Must be at most 254 characters'],
    ['a line break in the e-mail', { email: 'ada@example.com\r\nBcc: eve@example.com' }, 'email', undefined],
    ['a source over 64 characters', { email: 'ada@example.com', source: 'x'.repeat(65) }, 'source', undefined],
    ['control characters in the source', { email: 'ada@example.com', source: 'blog\u0007' }, 'source', undefined],
  ])('refuses %s, and mails nobody', async (_, body, field, message) => {
    const before = await server.deps.db('newsletter_subscriptions').count({ n: '*' }).first();
    const res = await subscribe(body);
    expect(res.status).toBe(400);
    expect(res.json.error?.code).toBe('VALIDATION_FAILED');
    expect(res.json.error?.details).toMatchObject({ fields: [{ field, ...(message ? { message } : {}) }] });
    const after = await server.deps.db('newsletter_subscriptions').count({ n: '*' }).first();
    expect(after).toEqual(before);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await http().post('/api/newsletter/subscribe', 'email=ada@example.com', {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Forwarded-For': freshAddress(),
    });
    expect(res.status).toBe(415);
  });

  it(`limits sign-ups to ${PER_ADDRESS} per address in the window, with Retry-After`, async () => {
    const address = freshAddress();
    for (let i = 0; i < PER_ADDRESS; i += 1) expect((await subscribe({ email: freshEmail('flood') }, address)).status).toBe(200);
    const email = freshEmail('refused');
    const refused = await subscribe({ email }, address);
    expect(refused.status).toBe(429);
    expect(refused.json.error?.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await rowsFor(email)).toHaveLength(0);
    // Another address is not held up.
    expect((await subscribe({ email })).status).toBe(200);
  });

  it(`limits sign-ups for one e-mail address to ${PER_EMAIL} in the window, from any address, whatever its case`, async () => {
    const email = freshEmail('inbox');
    for (let i = 0; i < PER_EMAIL; i += 1) expect((await subscribe({ email: i % 2 ? email.toUpperCase() : email })).status).toBe(200);
    await mailTo(email, PER_EMAIL);
    const refused = await subscribe({ email });
    expect(refused.status).toBe(429);
    expect(refused.json.error?.code).toBe('RATE_LIMITED');
    expect(refused.json.error?.message).toBe(
      'Too many requests for this email address. Please check your inbox, or wait a while and try again.',
    );
    expect(await mailsTo(email)).toBe(PER_EMAIL);
    // Other addresses are not held up.
    expect((await subscribe({ email: freshEmail('other') })).status).toBe(200);
  });
});

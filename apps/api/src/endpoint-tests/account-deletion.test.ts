import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserModel } from '../models/user';
import { ensureDeletionsScheduled } from '../services/account-data/ensure-deletions-scheduled';
import { createUnsubscribeLink } from '../services/notifications/unsubscribe-links';
import { createSession } from '../services/sessions/create-session';
import { insertTranscription, jobsOf, runJobsNow, waitForJobsDone } from '../test-support/account-data-fixtures';
import { createHttpSession } from '../test-support/cookie-fetch';
import { waitFor } from '../test-support/jobs/job-test-database';
import { manualClock, startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';
import { type OutboxRow, waitForMail } from '../test-support/wait-for-mail';

const PASSWORD = 'password123';
const DAY = 86_400_000;
let counter = 0;

/** The cancel token in a deletion e-mail's link. */
function restoreTokenIn(mail: OutboxRow): string {
  const token = /\/account\/restore\?token=([\w%-]+)/.exec(mail.textBody)?.[1];
  if (!token) throw new Error(`no restore link in: ${mail.textBody}`);
  return decodeURIComponent(token);
}

describe.each(endpointTestDatabases())('account deletion on %s', (database) => {
  let server: TestServer;
  const clock = manualClock(new Date());

  beforeAll(async () => {
    server = await startTestServer({ database, now: clock.now });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  async function register(label: string) {
    const http = createHttpSession(server.url);
    const email = `${label}.${Date.now()}.${++counter}@example.com`;
    const res = await http.post('/api/auth/register', { email, password: PASSWORD, firstName: 'Dee' });
    expect(res.status, res.text).toBe(201);
    return { http, email, id: String((res.json.user as { id: string }).id) };
  }
  const signIn = (email: string, password = PASSWORD) => createHttpSession(server.url).post('/api/auth/login', { email, password });
  const deletionMails = (email: string) =>
    server.deps.db('email_outbox').where({ toAddress: email, subject: 'Your Verbatim account will be deleted' });

  it('asks for the password: missing is 400, wrong is 403 and leaves the account as it was', async () => {
    const person = await register('wrong-password');
    expect((await person.http.get('/api/account/deletion')).json).toEqual({
      confirmWith: 'password',
      graceDays: 15,
      losses: { credits: 0, plan: null, transcriptions: 0, publishableKeys: 0, sharedLinks: 0, secretKeys: 0, webhookEndpoints: 0 },
    });
    const missing = await person.http.post('/api/account/deletion', {});
    expect(missing.status).toBe(400);
    expect(missing.json.error?.details).toEqual({ fields: [{ field: 'password', message: 'Enter your password to confirm.' }] });
    const wrong = await person.http.post('/api/account/deletion', { password: 'not it' });
    expect(wrong.status).toBe(403);
    expect(wrong.json.error).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'That password is not right.' });
    expect((await person.http.get('/api/auth/user')).json).not.toBeNull();
    expect((await UserModel.query(server.deps.db).findById(person.id))?.deletionScheduledFor).toBeNull();
    expect((await person.http.post('/api/account/deletion', { password: 'x'.repeat(1025) })).status).toBe(400);
    expect((await person.http.post('/api/account/deletion', { password: 42 })).status).toBe(400);
    expect((await createHttpSession(server.url).post('/api/account/deletion', { password: PASSWORD })).status).toBe(401);
  });

  it('says what the deletion takes away: the credits, the trial left, transcripts, live keys and webhooks, and working share links', async () => {
    const person = await register('losses');
    const trial = await person.http.post('/api/start-trial', { planType: 'pro' });
    expect(trial.json, trial.text).toMatchObject({ success: true, isActiveTrial: true });
    const first = await insertTranscription(server.deps.db, person.id);
    await insertTranscription(server.deps.db, person.id, { fileName: 'second.mp3' });
    const kept = await person.http.post(`/api/transcriptions/${first.id}/share`, {});
    expect(kept.status, kept.text).toBe(201);
    const revoked = await person.http.post(`/api/transcriptions/${first.id}/share`, { expiresInDays: 1 });
    expect((await person.http.request('DELETE', `/api/shares/${String((revoked.json as { id: string }).id)}`)).status).toBe(200);
    const key = { name: 'Site', origins: ['https://example.com'] };
    expect((await person.http.post('/api/publishable-keys', key)).status).toBe(201);
    const gone = await person.http.post('/api/publishable-keys', { ...key, name: 'Old site' });
    const goneId = String((gone.json as { key: { id: string } }).key.id);
    expect((await person.http.request('DELETE', `/api/publishable-keys/${goneId}`)).status).toBe(200);
    const secret = { name: 'Backend', scopes: ['transcriptions:read'] };
    expect((await person.http.post('/api/api-keys', secret)).status).toBe(201);
    const oldSecret = await person.http.post('/api/api-keys', { ...secret, name: 'Old backend' });
    expect((await person.http.request('DELETE', `/api/api-keys/${String((oldSecret.json as { id: string }).id)}`)).status).toBe(200);
    const hook = { url: 'https://example.com/hooks', events: ['transcription.completed'] };
    expect((await person.http.post('/api/webhooks', hook)).status).toBe(201);
    const offHook = await person.http.post('/api/webhooks', hook);
    const offId = String((offHook.json as { id: string }).id);
    expect((await person.http.request('PATCH', `/api/webhooks/${offId}`, { enabled: false })).status).toBe(200);

    const info = await person.http.get('/api/account/deletion');
    expect(info.status, info.text).toBe(200);
    const user = (await person.http.get('/api/auth/user')).json as { credits: number; subscriptionExpiresAt: string };
    expect(info.json.losses).toEqual({
      credits: user.credits,
      plan: { plan: 'pro', name: 'Pro', status: 'trial', endsAt: user.subscriptionExpiresAt },
      transcriptions: 2,
      publishableKeys: 1,
      sharedLinks: 1,
      secretKeys: 1,
      webhookEndpoints: 1,
    });
    // The trial's minutes, the figure the header shows.
    expect(user.credits).toBe(270);
  });

  it('counts wrong passwords with the sign-in failures, so a stolen session cannot guess the password', async () => {
    const person = await register('guesser');
    for (let i = 0; i < 5; i++) expect((await person.http.post('/api/account/deletion', { password: `guess ${i}` })).status).toBe(403);
    const limited = await person.http.post('/api/account/deletion', { password: PASSWORD });
    expect(limited.status).toBe(429);
    expect((await UserModel.query(server.deps.db).findById(person.id))?.deletionScheduledFor).toBeNull();
  });

  it('schedules the deletion in 15 days, signs out every session at once, refuses sign-in, and mails a cancel link', async () => {
    const person = await register('leaver');
    const otherTab = createHttpSession(server.url);
    expect((await otherTab.post('/api/auth/login', { email: person.email, password: PASSWORD })).status).toBe(200);

    const res = await person.http.post('/api/account/deletion', { password: PASSWORD });
    expect(res.status, res.text).toBe(202);
    const deleteAt = new Date(clock.now().getTime() + 15 * DAY);
    expect(res.json).toMatchObject({ success: true, deleteAt: deleteAt.toISOString() });
    expect(String(res.json.message)).toMatch(/^Your account will be deleted on \w+ \d+, \d{4}\. We have e-mailed you a link/);
    expect(res.headers.getSetCookie().some((c) => /^vb_session=;/.test(c))).toBe(true);
    expect((await person.http.get('/api/auth/user')).json).toBeNull();
    expect((await otherTab.get('/api/auth/user')).json).toBeNull();
    expect(await server.deps.db('sessions').where({ userId: person.id })).toEqual([]);

    const refused = await signIn(person.email);
    expect(refused.status).toBe(403);
    expect(refused.json.error?.code).toBe('ACCOUNT_DELETION_SCHEDULED');
    expect(refused.json.error?.message).toMatch(/scheduled for deletion on .* To keep it, use the link in the e-mail/);
    // Said only to someone who knows the password.
    expect((await signIn(person.email, 'wrong')).status).toBe(401);

    const [job] = (await jobsOf(server.deps.db, 'account.delete')).filter((j) => j.uniqueKey === person.id);
    expect(job).toMatchObject({ state: 'queued', payload: { userId: person.id } });
    expect(new Date(job?.runAt ?? 0).toISOString()).toBe(deleteAt.toISOString());

    const mail = await waitForMail(server.deps.db, person.email);
    expect(mail.subject).toBe('Your Verbatim account will be deleted');
    expect(mail.textBody).toContain(`${server.url}/account/restore?token=`);
    const token = restoreTokenIn(mail);
    const stored = await UserModel.query(server.deps.db).findById(person.id);
    expect(stored?.deletionTokenHash).not.toContain(token);
    expect(stored?.deletionTokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is cancelled by the e-mailed link, once: the job is cancelled and sign-in works again', async () => {
    const person = await register('changed-mind');
    await person.http.post('/api/account/deletion', { password: PASSWORD });
    const token = restoreTokenIn(await waitForMail(server.deps.db, person.email));
    const anyone = createHttpSession(server.url);

    expect((await anyone.post('/api/account/deletion/cancel', { token: 'x'.repeat(43) })).json.error?.code).toBe('INVALID_RESTORE_TOKEN');
    expect((await anyone.post('/api/account/deletion/cancel', { token: 'short' })).status).toBe(400);
    expect((await anyone.post('/api/account/deletion/cancel', { token: 'a\u0000b' })).json.error?.code).toBe('VALIDATION_FAILED');
    expect((await anyone.post('/api/account/deletion/cancel', {})).status).toBe(400);

    const kept = await anyone.post('/api/account/deletion/cancel', { token });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.json).toEqual({ success: true, message: 'Your account will not be deleted. You can sign in again.' });
    expect((await signIn(person.email)).status).toBe(200);
    const jobs = (await jobsOf(server.deps.db, 'account.delete')).filter((j) => j.uniqueKey === person.id);
    expect(jobs.map((j) => j.state)).toEqual(['cancelled']);
    const again = await anyone.post('/api/account/deletion/cancel', { token });
    expect(again.status).toBe(400);
    expect(again.json.error?.message).toMatch(/invalid or has expired/);
  });

  it('lets an account without a password (Google) confirm by typing its e-mail address', async () => {
    const email = `google.only.${Date.now()}@example.com`;
    const user = await UserModel.query(server.deps.db).insertAndFetch({ email, googleSubject: `g-${Date.now()}`, firstName: 'Gee' });
    const http = createHttpSession(server.url);
    http.cookies.set('vb_session', (await createSession(server.deps, user.id, { ipAddress: null, userAgent: null })).token);
    expect((await http.get('/api/account/deletion')).json).toMatchObject({ confirmWith: 'email', graceDays: 15 });
    const wrong = await http.post('/api/account/deletion', { email: 'someone.else@example.com' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error?.details).toEqual({ fields: [{ field: 'email', message: 'That is not the e-mail address of this account.' }] });
    expect((await http.post('/api/account/deletion', { password: 'anything' })).status).toBe(400);
    const res = await http.post('/api/account/deletion', { email: ` ${email.toUpperCase()} ` });
    expect(res.status, res.text).toBe(202);
    expect((await http.get('/api/auth/user')).json).toBeNull();
  });

  it('deletes everything when the time comes: rows, stored files and jobs; completed payments stay, anonymised', async () => {
    const person = await register('gone');
    const db = server.deps.db;
    const mediaKey = `uploads/${person.id}/recording.wav`;
    await server.deps.storage.write(mediaKey, Readable.from([Buffer.from('RIFF....WAVE')]));
    const t = await insertTranscription(db, person.id, { mediaKey });
    await insertTranscription(db, person.id, { status: 'failed', fileName: 'lost.mp3' });
    await person.http.post(`/api/transcriptions/${t.id}/share`, {});
    await person.http.post('/api/publishable-keys', { name: 'Site', origins: ['https://site.example'] });
    await createUnsubscribeLink(server.deps, person.id, 'weekly-reports');
    await db('user_preferences').insert({ userId: person.id, notifyWeeklyReports: true });
    const started = (await person.http.post('/api/account/exports')).json as { export: { id: string } };
    await waitFor(
      async () => (await db('account_exports').where({ id: started.export.id, status: 'ready' }).first()) ?? false,
      'the export',
    );
    const [paid] = await db('payment_attempts')
      .insert([
        {
          userId: person.id,
          kind: 'pack',
          credits: 100,
          amountCents: 199,
          currency: 'USD',
          provider: 'sandbox',
          status: 'completed',
          method: 'card',
          completedAt: new Date(),
        },
        { userId: person.id, kind: 'pack', credits: 500, amountCents: 799, currency: 'USD', provider: 'sandbox', status: 'pending' },
      ])
      .returning('id');
    const paidId = (paid as { id: string }).id;
    await db('users')
      .where({ id: person.id })
      .update({ subscriptionPlan: 'pro', subscriptionStatus: 'active', providerSubscriptionId: 'sub_sbx_gone' });
    const cancelled: string[] = [];
    const cancelSubscription = server.deps.payments.cancelSubscription;
    server.deps.payments.cancelSubscription = async (id) => {
      cancelled.push(id);
    };

    try {
      expect((await person.http.post('/api/account/deletion', { password: PASSWORD })).status).toBe(202);
      await waitForMail(db, person.email, 2); // the export's, then the deletion's
      clock.advance(15 * DAY);
      await runJobsNow(db, 'account.delete');
      await waitFor(async () => !(await UserModel.query(db).findById(person.id)), 'the account to be deleted');
      await waitForJobsDone(db, 'account.delete-files');
    } finally {
      server.deps.payments.cancelSubscription = cancelSubscription;
    }

    expect(cancelled).toEqual(['sub_sbx_gone']);
    for (const table of [
      'transcriptions',
      'share_links',
      'publishable_keys',
      'account_exports',
      'credit_ledger',
      'payment_attempts',
      'sessions',
      'user_preferences',
      'notification_unsubscribe_tokens',
    ]) {
      expect(await db(table).where({ userId: person.id }), table).toEqual([]);
    }
    expect(await db('transcriptions').where({ id: t.id })).toEqual([]);
    expect(await server.deps.storage.stat(mediaKey)).toBeNull();
    expect(await server.deps.storage.stat(`exports/${person.id}/${started.export.id}.zip`)).toBeNull();
    expect(await db('email_outbox').whereRaw('lower(to_address) = ?', [person.email.toLowerCase()])).toEqual([]);
    const mentions = await db('jobs')
      .whereNot({ type: 'account.delete' })
      .whereNot({ type: 'account.delete-files' })
      .where((q) => q.whereRaw('payload::text like ?', [`%${person.id}%`]).orWhereRaw('payload::text ilike ?', [`%${person.email}%`]));
    expect(mentions).toEqual([]);

    const kept = await db('retained_payments');
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ id: paidId, amountCents: 199, currency: 'USD', kind: 'pack', provider: 'sandbox' });
    expect(JSON.stringify(kept[0])).not.toContain(person.email);
    expect(JSON.stringify(kept[0])).not.toContain(person.id);

    const after = await signIn(person.email);
    expect(after.status).toBe(401);
    expect(after.json.error?.code).toBe('INVALID_CREDENTIALS');
    // The e-mail address is free again.
    expect(
      (await createHttpSession(server.url).post('/api/auth/register', { email: person.email, password: PASSWORD, firstName: 'New' }))
        .status,
    ).toBe(201);
  });

  it('schedules again, at start, a deletion whose job is gone', async () => {
    const person = await register('lost-job');
    await person.http.post('/api/account/deletion', { password: PASSWORD });
    const db = server.deps.db;
    await db('jobs').where({ type: 'account.delete', uniqueKey: person.id }).update({ state: 'failed' });
    expect(await ensureDeletionsScheduled(server.deps)).toBe(1);
    const queued = (await jobsOf(db, 'account.delete')).filter((j) => j.uniqueKey === person.id && j.state === 'queued');
    const stored = await UserModel.query(db).findById(person.id);
    expect(queued).toHaveLength(1);
    expect(new Date(queued[0]?.runAt ?? 0).toISOString()).toBe(new Date(stored?.deletionScheduledFor ?? 0).toISOString());
    expect(await ensureDeletionsScheduled(server.deps)).toBe(0);
  });

  it('does nothing when the deletion was cancelled just before the job ran', async () => {
    const person = await register('late-cancel');
    await person.http.post('/api/account/deletion', { password: PASSWORD });
    const token = restoreTokenIn(await waitForMail(server.deps.db, person.email));
    // The job was already due and claimed elsewhere: the account is kept all the same.
    await server.deps.db('jobs').where({ type: 'account.delete', uniqueKey: person.id }).update({ state: 'succeeded' });
    expect((await createHttpSession(server.url).post('/api/account/deletion/cancel', { token })).status).toBe(200);
    expect(await UserModel.query(server.deps.db).findById(person.id)).toBeDefined();
    expect(await deletionMails(person.email)).toHaveLength(1);
  });
});

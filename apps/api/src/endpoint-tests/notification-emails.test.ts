import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/create-database';
import { EMAIL_VERIFICATION_SUBJECT } from '../services/mail/email-verification-email';
import { completeTranscription } from '../services/transcriptions/complete-transcription';
import { failTranscription } from '../services/transcriptions/fail-transcription';
import { insertTranscription, jobsOf, runJobsNow, waitForJobsDone } from '../test-support/account-data-fixtures';
import { createHttpSession } from '../test-support/cookie-fetch';
import { signedUpSession } from '../test-support/signed-up-session';
import { manualClock, startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';
import { type OutboxRow, waitForMail } from '../test-support/wait-for-mail';

/** A Wednesday well after the database's own clock, so the weekly run waits until a test makes it due. */
const WEDNESDAY = new Date('2030-12-04T10:00:00.000Z');
const noFence = async () => undefined;

function unsubscribeTokenIn(mail: OutboxRow): string {
  const token = /\/unsubscribe\?token=([\w%-]+)/.exec(mail.textBody)?.[1];
  if (!token) throw new Error(`no unsubscribe link in: ${mail.textBody}`);
  return decodeURIComponent(token);
}

const mailsTo = (db: Database, to: string) =>
  db('email_outbox').where({ toAddress: to }).whereNot({ subject: EMAIL_VERIFICATION_SUBJECT }).orderBy('createdAt', 'asc');

describe.each(endpointTestDatabases())('notification e-mails on %s', (database) => {
  let server: TestServer;
  const clock = manualClock(WEDNESDAY);
  const anyone = () => createHttpSession(server.url);

  beforeAll(async () => {
    server = await startTestServer({ database, now: clock.now });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  async function person(label: string) {
    const session = await signedUpSession(server, label);
    const email = String(((await session.http.get('/api/auth/user')).json as { email: string }).email);
    return { ...session, email };
  }
  async function finish(id: string, outcome: 'completed' | 'failed') {
    const db = server.deps.db;
    await db('transcriptions').where({ id }).update({ status: 'processing', progress: 50, completedAt: null });
    if (outcome === 'completed') {
      await completeTranscription(
        server.deps,
        id,
        { text: 'Hello there.', language: 'en', engine: 'local', segments: [], words: [] },
        61,
        noFence,
      );
    } else {
      await failTranscription(server.deps, id, 'This file seems damaged or cut short.', noFence);
    }
    await waitForJobsDone(db, 'notification.transcription-finished');
    await waitForJobsDone(db, 'mail.send');
  }

  it('mails "Your transcript is ready" with its link and an unsubscribe link that turns that e-mail off', async () => {
    const owner = await person('ready');
    const t = await insertTranscription(server.deps.db, owner.userId, { fileName: 'board <meeting>.mp3', status: 'pending' });
    await finish(t.id, 'completed');
    const mail = await waitForMail(server.deps.db, owner.email);
    expect(mail.subject).toBe('Your transcript is ready: board <meeting>.mp3');
    // Its length as the transcript list and the exports write it.
    expect(mail.textBody).toContain('The transcript of board <meeting>.mp3 (1:01.0) is ready.');
    expect(mail.textBody).toContain(`${server.url}/transcriptions/${t.id}`);
    const html = (await server.deps
      .db('email_outbox')
      .where({ toAddress: owner.email })
      .whereNot({ subject: EMAIL_VERIFICATION_SUBJECT })
      .first('htmlBody')) as { htmlBody: string };
    expect(html.htmlBody).toContain('board &lt;meeting&gt;.mp3');
    expect(html.htmlBody).not.toContain('<meeting>');

    const token = unsubscribeTokenIn(mail);
    const off = await anyone().post('/api/notifications/unsubscribe', { token });
    expect(off.status, off.text).toBe(200);
    expect(off.json).toEqual({
      success: true,
      kind: 'transcription-complete',
      message: 'You will no longer get an e-mail when a transcript is ready.',
    });
    expect((await anyone().post('/api/notifications/unsubscribe', { token })).status).toBe(200);
    const prefs = await owner.http.get('/api/user/preferences');
    if (prefs.status === 200) expect(prefs.json).toMatchObject({ notifyTranscriptionComplete: false, notifyWeeklyReports: false });
    const row = await server.deps.db('user_preferences').where({ userId: owner.userId }).first();
    expect(row).toMatchObject({ notifyTranscriptionComplete: false, notifyProcessingUpdates: false, exportFormat: 'txt' });

    const next = await insertTranscription(server.deps.db, owner.userId, { status: 'pending' });
    await finish(next.id, 'completed');
    expect(await mailsTo(server.deps.db, owner.email)).toHaveLength(1);
  });

  it('mails a failure only to people who keep processing updates on', async () => {
    const owner = await person('failure');
    const quiet = await insertTranscription(server.deps.db, owner.userId, { fileName: 'quiet.mp3', status: 'pending' });
    await finish(quiet.id, 'failed');
    expect(await mailsTo(server.deps.db, owner.email)).toHaveLength(0);

    await server.deps.db('user_preferences').insert({ userId: owner.userId, notifyProcessingUpdates: true });
    const loud = await insertTranscription(server.deps.db, owner.userId, { fileName: 'cut.wav', status: 'pending' });
    await finish(loud.id, 'failed');
    // The completion e-mail is on by default; this one is about the failure.
    const mail = await waitForMail(server.deps.db, owner.email);
    expect(mail.subject).toBe('Transcription failed: cut.wav');
    expect(mail.textBody).toContain('This file seems damaged or cut short.');
    expect(mail.textBody).toContain(`${server.url}/transcriptions/${loud.id}`);
    const off = await anyone().post('/api/notifications/unsubscribe', { token: unsubscribeTokenIn(mail) });
    expect(off.json).toMatchObject({ kind: 'processing-updates' });
    expect(await server.deps.db('user_preferences').where({ userId: owner.userId }).first()).toMatchObject({
      notifyProcessingUpdates: false,
      notifyTranscriptionComplete: true,
    });
  });

  it('sends nothing about a transcription deleted meanwhile, or to an account being deleted', async () => {
    const db = server.deps.db;
    const owner = await person('deleted-file');
    const deleted = await insertTranscription(db, owner.userId);
    await db('transcriptions').where({ id: deleted.id }).delete();
    await server.deps.jobs.notifyTranscriptionFinished(db, deleted.id, 'completed');
    await waitForJobsDone(db, 'notification.transcription-finished');
    expect(await mailsTo(db, owner.email)).toHaveLength(0);

    const leaving = await person('gone-soon');
    const t = await insertTranscription(db, leaving.userId, { status: 'pending' });
    await db('users')
      .where({ id: leaving.userId })
      .update({ deletionScheduledFor: new Date(WEDNESDAY.getTime() + 86_400_000) });
    await finish(t.id, 'completed');
    expect(await mailsTo(db, leaving.email)).toHaveLength(0);
  });

  it('refuses unsubscribe tokens it did not make', async () => {
    const unknown = await anyone().post('/api/notifications/unsubscribe', { token: 'A'.repeat(43) });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error?.code).toBe('INVALID_UNSUBSCRIBE_TOKEN');
    expect((await anyone().post('/api/notifications/unsubscribe', { token: 'not a token' })).json.error?.code).toBe(
      'INVALID_UNSUBSCRIBE_TOKEN',
    );
    expect((await anyone().post('/api/notifications/unsubscribe', { token: 'a\u0007b' })).json.error?.code).toBe('VALIDATION_FAILED');
    expect((await anyone().post('/api/notifications/unsubscribe', {})).status).toBe(400);
    expect((await anyone().post('/api/notifications/unsubscribe', { token: 'x'.repeat(201) })).status).toBe(400);
  });

  it('schedules the weekly report for Monday 08:00 UTC at start, mails each person who wants it their week, and schedules the next', async () => {
    const db = server.deps.db;
    const [scheduled] = (await jobsOf(db, 'notification.weekly-reports')).filter((job) => job.state === 'queued');
    expect(scheduled).toMatchObject({ uniqueKey: '2030-12-09', payload: { week: '2030-12-09' } });
    expect(new Date(scheduled?.runAt ?? 0).toISOString()).toBe('2030-12-09T08:00:00.000Z');

    const reader = await person('weekly');
    const other = await person('no-weekly');
    await db('user_preferences').insert({ userId: reader.userId, notifyWeeklyReports: true });
    const inWeek = new Date('2030-12-03T09:00:00.000Z');
    await insertTranscription(db, reader.userId, { createdAt: inWeek });
    await insertTranscription(db, reader.userId, { createdAt: inWeek });
    await insertTranscription(db, reader.userId, { createdAt: inWeek, status: 'failed', fileName: 'x.mp3' });
    await insertTranscription(db, reader.userId, { createdAt: new Date('2030-11-25T09:00:00.000Z') });
    await insertTranscription(db, other.userId, { createdAt: inWeek });

    await runJobsNow(db, 'notification.weekly-reports');
    const mail = await waitForMail(db, reader.email);
    expect(mail.subject).toBe('Your week on Verbatim: 3 transcriptions');
    expect(mail.textBody).toContain('Dec 2 – Dec 8, 2030');
    expect(mail.textBody).toContain('Transcriptions: 3 (2 completed, 1 failed)');
    // 125 s each, rounded up per file as credits are: 3 + 3.
    expect(mail.textBody).toContain('Minutes transcribed: 6');
    expect(mail.textBody).toMatch(/Credits left: \d+ \(plus 3 free transcriptions every day\)/);
    expect(mail.textBody).toContain(`${server.url}/transcriptions`);
    await waitForJobsDone(db, 'notification.weekly-report-mail');
    expect(await mailsTo(db, other.email)).toHaveLength(0);

    const queued = (await jobsOf(db, 'notification.weekly-reports')).filter((job) => job.state === 'queued');
    expect(queued.map((job) => job.uniqueKey)).toEqual(['2030-12-16']);
    expect(new Date(queued[0]?.runAt ?? 0).toISOString()).toBe('2030-12-16T08:00:00.000Z');

    const off = await anyone().post('/api/notifications/unsubscribe', { token: unsubscribeTokenIn(mail) });
    expect(off.json).toMatchObject({ kind: 'weekly-reports', message: 'You will no longer get the weekly report.' });
    expect(await db('user_preferences').where({ userId: reader.userId }).first()).toMatchObject({ notifyWeeklyReports: false });
  });
});

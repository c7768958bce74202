import type { Readable } from 'node:stream';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken, hashToken } from '../lib/tokens';
import { ShareLinkModel } from '../models/share-link';
import { insertTranscription, jobsOf, runJobsNow, waitForJobsDone } from '../test-support/account-data-fixtures';
import { createHttpSession, type HttpSession } from '../test-support/cookie-fetch';
import { waitFor } from '../test-support/jobs/job-test-database';
import { signedUpSession } from '../test-support/signed-up-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';
import { waitForMail } from '../test-support/wait-for-mail';

interface ExportItem {
  id: string;
  status: string;
  format: string;
  sizeBytes: number | null;
  transcriptCount: number | null;
  expiresAt: string | null;
  readyAt: string | null;
}

describe.each(endpointTestDatabases())('data exports on %s', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  let ownerId: string;
  let ownerEmail: string;
  let secretKey: string;
  let webhookSecret: string;
  // The files' names: the original's, when the transcription was made and the start of its id.
  let firstName: string;
  let secondName: string;
  let oddName: string;

  beforeAll(async () => {
    server = await startTestServer({ database });
    const session = await signedUpSession(server, 'exporter');
    owner = session.http;
    ownerId = session.userId;
    ownerEmail = String(((await owner.get('/api/auth/user')).json as { email: string }).email);
    const db = server.deps.db;
    // Two files of the same name made in the same minute (the ZIP must keep both, named so that a person can tell
    // them apart), one with a name no file system takes, and a failure.
    const first = await insertTranscription(db, ownerId, { createdAt: new Date('2026-11-27T14:05:10Z') });
    const second = await insertTranscription(db, ownerId, { createdAt: new Date('2026-11-27T14:05:40Z') });
    const odd = await insertTranscription(db, ownerId, { fileName: 'con/..\\:*?.wav', createdAt: new Date('2026-11-28T09:30:00Z') });
    const shortId = (id: string) => id.replace(/-/g, '').slice(0, 6);
    firstName = `team-meeting 2026-11-27 14.05 (${shortId(first.id)})`;
    secondName = `team-meeting 2026-11-27 14.05 (${shortId(second.id)})`;
    oddName = `con_..____ 2026-11-28 09.30 (${shortId(odd.id)})`;
    await insertTranscription(db, ownerId, {
      fileName: 'broken.mp3',
      status: 'failed',
      errorMessage: 'This file seems damaged.',
      createdAt: new Date('2026-11-28T10:00:00Z'),
    });
    await db('user_preferences').insert({ userId: ownerId, exportFormat: 'srt' });
    // A summary and a translation of the first, made through the API by the local writer and Apertium.
    expect((await owner.post(`/api/transcriptions/${first.id}/summarize`, { summaryType: 'short' })).status).toBe(200);
    const translated = await owner.post(`/api/transcriptions/${first.id}/translate`, { targetLanguage: 'es', languageName: 'Spanish' });
    expect(translated.status).toBe(200);
    await ShareLinkModel.query(db).insert({ transcriptionId: first.id, userId: ownerId, tokenHash: hashToken(createToken()) });
    await owner.post('/api/publishable-keys', { name: 'Blog', origins: ['https://blog.example'] });
    secretKey = String((await owner.post('/api/api-keys', { name: 'Backend', scopes: ['transcriptions:read'] })).json.key);
    webhookSecret = String(
      (await owner.post('/api/webhooks', { url: 'https://backend.example/hooks', events: ['transcription.completed'] })).json.secret,
    );
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const list = async (http = owner) => ((await http.get('/api/account/exports')).json as { items: ExportItem[] }).items;
  const download = async (id: string, http = owner) => {
    const res = await http.fetch(`${server.url}/api/account/exports/${id}/download`);
    return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
  };

  let exportId: string;

  it('starts one export at a time: asking again while it is prepared answers the same one', async () => {
    const started = await owner.post('/api/account/exports');
    expect(started.status).toBe(202);
    const made = started.json as { export: ExportItem; started: boolean };
    expect(made.started).toBe(true);
    expect(made.export).toMatchObject({ status: 'preparing', format: 'srt', sizeBytes: null, expiresAt: null });
    exportId = made.export.id;
    const again = await owner.post('/api/account/exports');
    // Either still preparing (the same one is answered) or already finished (a new one may start): never two at once.
    const second = again.json as { export: ExportItem; started: boolean };
    if (second.started) expect(second.export.id).not.toBe(exportId);
    else expect(second.export.id).toBe(exportId);
    const preparing = await server.deps.db('account_exports').where({ userId: ownerId, status: 'preparing' });
    expect(preparing.length).toBeLessThanOrEqual(1);
    await waitForJobsDone(server.deps.db, 'account.export');
  });

  it('makes a ZIP of every transcript in the export format, with unique names, and account.json without secrets', async () => {
    const ready = await waitFor(async () => (await list()).find((item) => item.id === exportId && item.status === 'ready'), 'the export');
    expect(ready.transcriptCount).toBe(3);
    expect(ready.sizeBytes).toBeGreaterThan(100);
    const days = (new Date(ready.expiresAt ?? 0).getTime() - new Date(ready.readyAt ?? 0).getTime()) / 86_400_000;
    expect(days).toBe(7);

    const res = await download(exportId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="verbatim-export-\d{4}-\d{2}-\d{2}\.zip"/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Number(res.headers.get('content-length'))).toBe(ready.sizeBytes);
    const files = unzipSync(new Uint8Array(res.body));
    expect(firstName).not.toBe(secondName);
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'account.json',
        `summaries/${firstName} - short summary.txt`,
        `transcripts/${oddName}.srt`,
        `transcripts/${secondName}.srt`,
        `transcripts/${firstName}.srt`,
        `translations/${firstName}.es.srt`,
      ].sort(),
    );
    const summary = strFromU8(files[`summaries/${firstName} - short summary.txt`] as Uint8Array);
    expect(summary.trim().length).toBeGreaterThan(10);
    // The Spanish subtitles keep the original's timing.
    const spanish = strFromU8(files[`translations/${firstName}.es.srt`] as Uint8Array);
    expect(spanish).toMatch(/^1\r?\n00:00:00,500 --> /);
    expect(spanish).not.toContain('Welcome to the');
    const srt = strFromU8(files[`transcripts/${firstName}.srt`] as Uint8Array);
    expect(srt).toMatch(/^1\r?\n00:00:00,500 --> /);
    expect(srt).toContain('Дмитрий');

    const text = strFromU8(files['account.json'] as Uint8Array);
    for (const secret of ['passwordHash', 'password_hash', 'tokenHash', 'secretHash', '$argon2', 'googleSubject', secretKey, webhookSecret])
      expect(text).not.toContain(secret);
    const account = JSON.parse(text) as {
      profile: { email: string; signInMethods: string[] };
      plan: { plan: string };
      credits: { available: number; ledger: unknown[] };
      preferences: { exportFormat: string };
      transcriptions: Array<{
        fileName: string;
        status: string;
        exportFile: string | null;
        summaries: Array<{ type: string; file: string }>;
        translations: Array<{ language: string; file: string }>;
      }>;
      shareLinks: Array<{ transcriptionId: string; active: boolean }>;
      publishableKeys: Array<{ name: string; origins: string[] }>;
      secretKeys: Array<{ name: string; scopes: string[] }>;
      webhookEndpoints: Array<{ url: string; events: string[] }>;
    };
    expect(account.profile).toMatchObject({ email: ownerEmail, signInMethods: ['password'] });
    expect(account.plan.plan).toBe('free');
    expect(account.preferences.exportFormat).toBe('srt');
    expect(account.transcriptions.map((t) => [t.fileName, t.status, t.exportFile])).toEqual([
      ['team-meeting.mp3', 'completed', `transcripts/${firstName}.srt`],
      ['team-meeting.mp3', 'completed', `transcripts/${secondName}.srt`],
      ['con/..\\:*?.wav', 'completed', `transcripts/${oddName}.srt`],
      ['broken.mp3', 'failed', null],
    ]);
    expect(account.transcriptions[0]).toMatchObject({
      summaries: [{ type: 'short', file: `summaries/${firstName} - short summary.txt` }],
      translations: [{ language: 'es', file: `translations/${firstName}.es.srt` }],
    });
    expect(account.transcriptions[1]).toMatchObject({ summaries: [], translations: [] });
    expect(account.shareLinks).toHaveLength(1);
    expect(account.publishableKeys).toMatchObject([{ name: 'Blog', origins: ['https://blog.example'] }]);
    expect(account.secretKeys).toMatchObject([{ name: 'Backend', scopes: ['transcriptions:read'] }]);
    expect(account.webhookEndpoints).toMatchObject([{ url: 'https://backend.example/hooks', events: ['transcription.completed'] }]);
  });

  it('e-mails the person a link to the download page', async () => {
    const mail = await waitForMail(server.deps.db, ownerEmail);
    expect(mail.subject).toBe('Your Verbatim data export is ready');
    expect(mail.textBody).toContain(`${server.url}/settings`);
  });

  it('is the owner’s alone: others, strangers and bad ids get 404, the signed-out 401', async () => {
    const stranger = (await signedUpSession(server, 'export-stranger')).http;
    expect((await download(exportId, stranger)).status).toBe(404);
    expect(await list(stranger)).toEqual([]);
    expect((await download('not-a-uuid')).status).toBe(404);
    expect((await download('5b0f4a52-6c1e-4c7a-9d1e-2f3a4b5c6d7e')).status).toBe(404);
    const signedOut = createHttpSession(server.url);
    expect((await download(exportId, signedOut)).status).toBe(401);
    expect((await signedOut.post('/api/account/exports')).status).toBe(401);
  });

  it('expires after 7 days: the ZIP is deleted by its job, and the download says so with 410', async () => {
    const [expiry] = (await jobsOf(server.deps.db, 'account.export-expire')).filter((job) => job.uniqueKey === exportId);
    const ready = (await list()).find((item) => item.id === exportId);
    expect(new Date(expiry?.runAt ?? 0).toISOString()).toBe(ready?.expiresAt);
    await runJobsNow(server.deps.db, 'account.export-expire');
    await waitFor(async () => (await list()).find((item) => item.id === exportId && item.status === 'expired'), 'the export to expire');
    const res = await download(exportId);
    expect(res.status).toBe(410);
    expect(JSON.parse(res.body.toString()).error.code).toBe('EXPORT_EXPIRED');
    expect(await server.deps.storage.stat(`exports/${ownerId}/${exportId}.zip`)).toBeNull();
  });

  it('answers 409 for an export still being prepared, and marks one whose job vanished failed so a new one can start', async () => {
    const [stuck] = await server.deps.db('account_exports').insert({ userId: ownerId, status: 'preparing', format: 'txt' }).returning('id');
    const stuckId = (stuck as { id: string }).id;
    expect((await download(stuckId)).status).toBe(409);
    const started = (await owner.post('/api/account/exports')).json as { export: ExportItem; started: boolean };
    expect(started.started).toBe(true);
    expect((await list()).find((item) => item.id === stuckId)?.status).toBe('failed');
    await waitForJobsDone(server.deps.db, 'account.export');
  });

  it('starts exactly one of five requests made at once; the others answer that one', async () => {
    const racer = await signedUpSession(server, 'export-racer');
    const answers = await Promise.all(Array.from({ length: 5 }, () => racer.http.post('/api/account/exports')));
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202]);
    const made = answers.map((answer) => answer.json as { export: ExportItem; started: boolean });
    expect(made.filter((answer) => answer.started)).toHaveLength(1);
    expect(new Set(made.map((answer) => answer.export.id)).size).toBe(1);
    await waitForJobsDone(server.deps.db, 'account.export');
  });

  it('works with an empty account too', async () => {
    const empty = await signedUpSession(server, 'export-empty');
    const started = (await empty.http.post('/api/account/exports')).json as { export: ExportItem };
    const ready = await waitFor(
      async () => (await list(empty.http)).find((item) => item.id === started.export.id && item.status === 'ready'),
      'the empty export',
    );
    expect(ready.transcriptCount).toBe(0);
    const files = unzipSync(new Uint8Array((await download(started.export.id, empty.http)).body));
    expect(Object.keys(files).sort()).toEqual(['README.txt', 'account.json']);
  });

  it('stores nothing when the ZIP cannot be written, and the last attempt marks the export failed', async () => {
    const someone = await signedUpSession(server, 'export-fails');
    await insertTranscription(server.deps.db, someone.userId);
    const write = server.deps.storage.write.bind(server.deps.storage);
    server.deps.storage.write = async (key, body, options) => {
      if (!key.startsWith('exports/')) return write(key, body, options);
      (body as Readable).resume();
      throw new Error('disk full');
    };
    try {
      const started = (await someone.http.post('/api/account/exports')).json as { export: ExportItem };
      await server.deps.db('jobs').where({ type: 'account.export', uniqueKey: started.export.id }).update({ maxAttempts: 1 });
      const failed = await waitFor(
        async () => (await list(someone.http)).find((item) => item.id === started.export.id && item.status === 'failed'),
        'the export to fail',
      );
      expect(failed).toMatchObject({ sizeBytes: null, expiresAt: null });
      expect((await download(started.export.id, someone.http)).status).toBe(409);
    } finally {
      server.deps.storage.write = write;
    }
  });
});

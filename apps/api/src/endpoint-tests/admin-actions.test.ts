import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AdminAuditLogPage,
  type AdminUserList,
  type CreditTransactionPage,
  SESSION_ENDED_CLOSE_CODE,
  type StuckTranscription,
} from '@verbatim/core-sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ACCOUNT_DISABLED_MESSAGE } from '../services/auth/authenticate-user';
import { createHttpSession, type HttpSession } from '../test-support/cookie-fetch';
import { manualClock, startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';
import { verifyEmailOf } from '../test-support/verify-email';

const ADMIN_EMAIL = 'actions.chief@example.com';
const PASSWORD = 'password123';
const MINUTE_MS = 60_000;

let dir: string;
let tone: Buffer;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'verbatim-admin-actions-'));
  const file = join(dir, 'tone.wav');
  execFileSync('ffmpeg', ['-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', '-ar', '16000', '-ac', '1', file]);
  tone = readFileSync(file);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let counter = 0;

describe.each(endpointTestDatabases())('admin actions and their audit log on %s', (database) => {
  // The clock starts at the database's own time, so rows stamped by either agree; tests move it forward.
  const clock = manualClock(new Date());
  let server: TestServer;
  let admin: HttpSession;

  async function register(label: string) {
    const email = `${label}.${++counter}.${Date.now()}@example.com`;
    const http = createHttpSession(server.url);
    const res = await http.post('/api/auth/register', { email, password: PASSWORD, firstName: label });
    expect(res.status, res.text).toBe(201);
    return { http, email, id: String((res.json.user as { id: string }).id) };
  }

  async function upload(http: HttpSession, name: string): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(tone)], { type: 'audio/wav' }), name);
    const res = await http.fetch(`${server.url}/api/transcriptions/upload`, { method: 'POST', body: form });
    const json = (await res.json()) as { transcriptionId: string };
    expect(res.status, JSON.stringify(json)).toBe(201);
    return json.transcriptionId;
  }

  const auditLog = async (query = '') => (await admin.get(`/api/admin/audit-log${query}`)).json as unknown as AdminAuditLogPage;

  beforeAll(async () => {
    // No worker: an upload stays queued, as it would with every worker down.
    server = await startTestServer({ database, now: clock.now, env: { ADMIN_EMAILS: ADMIN_EMAIL, RUN_WORKER: 'false' } });
    admin = createHttpSession(server.url);
    expect((await admin.post('/api/auth/register', { email: ADMIN_EMAIL, password: PASSWORD, firstName: 'Chief' })).status).toBe(201);
    await verifyEmailOf(server, ADMIN_EMAIL);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('finds a transcription nobody processes once it has not moved for 10 minutes, and queues it again', async () => {
    const owner = await register('stuck');
    const id = await upload(owner.http, 'stuck-call.wav');
    const stuck = async () => (await admin.get('/api/admin/production/stuck')).json as unknown as StuckTranscription[];
    expect(await stuck()).toEqual([]);
    // Not stuck yet: still moving by the admin's rule (and by its owner's), so a retry is refused.
    expect((await admin.post(`/api/admin/transcriptions/${id}/retry`)).status).toBe(409);

    clock.advance(11 * MINUTE_MS);
    expect(await stuck()).toEqual([
      {
        id,
        fileName: 'stuck-call.wav',
        fileSize: tone.length,
        status: 'pending',
        progress: 0,
        updatedAt: expect.any(String),
        userId: owner.id,
        userEmail: owner.email,
        reason: 'Queued, but no worker has taken it: check that a worker is running.',
      },
    ]);

    expect((await owner.http.post(`/api/admin/transcriptions/${id}/retry`)).status).toBe(403);
    const retried = await admin.post(`/api/admin/transcriptions/${id}/retry`);
    expect(retried.status, retried.text).toBe(200);
    expect(retried.json).toMatchObject({
      success: true,
      message: 'stuck-call.wav is queued again.',
      transcription: { id, status: 'pending', progress: 0, userEmail: owner.email },
    });
    // The old job is cancelled and a fresh one queued; the transcription has just moved, so it is no longer stuck.
    const jobs = await server.deps.db('jobs').where({ type: 'transcription.process', uniqueKey: id }).orderBy('createdAt');
    expect(jobs.map((job) => job.state)).toEqual(['cancelled', 'queued']);
    expect(await stuck()).toEqual([]);
    expect((await admin.post(`/api/admin/transcriptions/${id}/retry`)).status).toBe(409);
    expect((await owner.http.get(`/api/transcriptions/${id}`)).json).toMatchObject({ status: 'pending', progress: 0 });

    expect((await admin.post(`/api/admin/transcriptions/${randomUUID()}/retry`)).status).toBe(404);
    expect((await admin.post('/api/admin/transcriptions/not-an-id/retry')).status).toBe(404);

    const [entry] = (await auditLog()).items;
    expect(entry).toMatchObject({
      adminEmail: ADMIN_EMAIL,
      action: 'transcription.retry',
      targetType: 'transcription',
      targetId: id,
      details: { fileName: 'stuck-call.wav', ownerId: owner.id, previousStatus: 'pending', previousProgress: 0 },
    });
  });

  it("grants credits with a reason: a ledger row in the person's history, their balance, and the audit log", async () => {
    const person = await register('granted');
    const grant = (body: unknown, headers: Record<string, string> = {}) =>
      admin.post(`/api/admin/users/${person.id}/credits`, body, headers);

    expect((await grant({ credits: 0, reason: 'Nothing' })).status).toBe(400);
    expect((await grant({ credits: 100_001, reason: 'Too much' })).status).toBe(400);
    expect((await grant({ credits: 10, reason: '   ' })).status).toBe(400);
    expect((await admin.post(`/api/admin/users/${randomUUID()}/credits`, { credits: 10, reason: 'Nobody' })).status).toBe(404);

    const key = { 'Idempotency-Key': randomUUID() };
    const granted = await grant({ credits: 250, reason: 'Sorry for the outage' }, key);
    expect(granted.status, granted.text).toBe(200);
    expect(granted.json).toEqual({ success: true, message: `250 credits were added to ${person.email}.`, creditsRemaining: 250 });
    // A repeated click with the same key grants once.
    const repeated = await grant({ credits: 250, reason: 'Sorry for the outage' }, key);
    expect(repeated.headers.get('idempotent-replayed')).toBe('true');

    expect((await person.http.get('/api/auth/user')).json.credits).toBe(250);
    const history = (await person.http.get('/api/credit-transactions')).json as unknown as CreditTransactionPage;
    expect(history.items).toEqual([
      expect.objectContaining({ amount: 250, type: 'grant', description: 'Granted by Verbatim: Sorry for the outage', paymentId: null }),
    ]);
    const listed = (await admin.get(`/api/admin/users?q=${encodeURIComponent(person.email)}`)).json as unknown as AdminUserList;
    expect(listed.items[0]?.creditsRemaining).toBe(250);

    const [entry] = (await auditLog()).items;
    expect(entry).toMatchObject({
      action: 'user.grant_credits',
      targetType: 'user',
      targetId: person.id,
      details: { email: person.email, credits: 250, reason: 'Sorry for the outage', creditsAfter: 250 },
    });
  });

  it('disables an account: its sessions and sockets end at once and sign-in is refused, until it is enabled again', async () => {
    const person = await register('disabled');
    const cookie = [...person.http.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/ws/updates`, { headers: { Cookie: cookie } });
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });

    expect((await admin.post(`/api/admin/users/${person.id}/disabled`, { disabled: 'yes' })).status).toBe(400);
    const disabled = await admin.post(`/api/admin/users/${person.id}/disabled`, { disabled: true, reason: 'Chargeback fraud' });
    expect(disabled.status, disabled.text).toBe(200);
    expect(disabled.json).toMatchObject({ success: true, user: { id: person.id, disabledAt: clock.now().toISOString() } });
    expect(await closed).toBe(SESSION_ENDED_CLOSE_CODE);
    expect((await person.http.get('/api/auth/user')).json).toBeNull();

    const wrong = await createHttpSession(server.url).post('/api/auth/login', { email: person.email, password: 'not the password' });
    expect(wrong.status).toBe(401);
    const refused = await createHttpSession(server.url).post('/api/auth/login', { email: person.email, password: PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toEqual({ code: 'FORBIDDEN', message: ACCOUNT_DISABLED_MESSAGE });

    const self = (await admin.get('/api/auth/user')).json as { id: string };
    expect((await admin.post(`/api/admin/users/${self.id}/disabled`, { disabled: true })).status).toBe(409);

    const enabled = await admin.post(`/api/admin/users/${person.id}/disabled`, { disabled: false });
    expect(enabled.json).toMatchObject({ success: true, user: { disabledAt: null } });
    const again = createHttpSession(server.url);
    expect((await again.post('/api/auth/login', { email: person.email, password: PASSWORD })).status).toBe(200);
    expect((await again.get('/api/auth/user')).json).not.toBeNull();

    const { items, nextCursor } = await auditLog('?limit=1');
    expect(items).toEqual([
      expect.objectContaining({ action: 'user.enable', targetId: person.id, details: { email: person.email, reason: null } }),
    ]);
    const older = await auditLog(`?limit=1&cursor=${nextCursor}`);
    expect(older.items).toEqual([
      expect.objectContaining({
        action: 'user.disable',
        targetId: person.id,
        details: { email: person.email, reason: 'Chargeback fraud', sessionsEnded: 1 },
      }),
    ]);
    expect((await admin.get('/api/admin/audit-log?cursor=bogus')).status).toBe(400);
    expect((await person.http.get('/api/admin/audit-log')).status).toBe(401);
  });
});

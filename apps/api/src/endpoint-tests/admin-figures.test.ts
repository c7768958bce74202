import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@verbatim/core-sdk';
import type {
  AdminStats,
  AdminUserList,
  OrderResponse,
  PaymentAttempt,
  ProductionActivity,
  ProductionSearchResult,
  StorageHealth,
  StorageHistory,
} from '@verbatim/core-sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeStorageSnapshotIfDue } from '../services/admin/storage-snapshots';
import { lookUpPlace } from '../services/analytics/look-up-place';
import { abandonStalePayments } from '../services/billing/abandon-stale-payments';
import { SANDBOX_DECLINE_REASON } from '../services/payments/sandbox/sandbox-checkout';
import { createHttpSession, type HttpSession } from '../test-support/cookie-fetch';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { testDatabases } from '../test-support/test-databases';
import { verifyEmailOf } from '../test-support/verify-email';

const ADMIN_EMAIL = 'figures.chief@example.com';
const PASSWORD = 'password123';
/** Public addresses whose country the shipped GeoIP database knows (Google's resolver; a London block). */
const US_ADDRESS = '8.8.8.8';
const GB_ADDRESS = '81.2.69.142';
const DAY_MS = 86_400_000;

let dir: string;
/** 3 seconds of tone, a real WAV file. */
let tone: Buffer;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'verbatim-admin-figures-'));
  const file = join(dir, 'tone.wav');
  execFileSync('ffmpeg', ['-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-ar', '16000', '-ac', '1', file]);
  tone = readFileSync(file);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Person {
  http: HttpSession;
  id: string;
  email: string;
}

async function register(server: TestServer, email: string, firstName: string, lastName: string): Promise<Person> {
  const http = createHttpSession(server.url);
  const res = await http.post('/api/auth/register', { email, password: PASSWORD, firstName, lastName });
  expect(res.status, res.text).toBe(201);
  return { http, id: String((res.json.user as { id: string }).id), email };
}

/** A visit of the web app from an address (behind the proxy the test server trusts). */
async function visit(person: Person, address: string) {
  const res = await person.http.post('/api/analytics/session', { timezone: 'UTC' }, { 'X-Forwarded-For': address });
  expect(res.status, res.text).toBe(201);
}

async function order(person: Person, body: Record<string, unknown>): Promise<OrderResponse> {
  const res = await person.http.post('/api/create-order', body);
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as OrderResponse;
}

/** The sandbox checkout page's form, submitted; answers the signed result the browser is sent back with. */
async function checkout(person: Person, created: OrderResponse, outcome: 'pay' | 'fail', method: string) {
  const res = await person.http.fetch(`${server().url}${created.checkoutUrl}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server().url },
    body: new URLSearchParams({ outcome, method }).toString(),
  });
  expect(res.status).toBe(303);
  return Object.fromEntries(new URL(res.headers.get('location') ?? '', server().url).searchParams);
}

async function pay(person: Person, body: Record<string, unknown>, method: string) {
  const verified = await person.http.post('/api/verify-payment', await checkout(person, await order(person, body), 'pay', method));
  expect(verified.json.success, verified.text).toBe(true);
}

async function upload(person: Person, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(tone)], { type: 'audio/wav' }), name);
  const res = await person.http.fetch(`${server().url}/api/transcriptions/upload`, { method: 'POST', body: form });
  const json = (await res.json()) as { transcriptionId: string };
  expect(res.status, JSON.stringify(json)).toBe(201);
  return json.transcriptionId;
}

let current: TestServer | undefined;
const server = () => {
  if (!current) throw new Error('no server');
  return current;
};

describe.each(testDatabases())('admin figures from real sign-ups, visits, payments and uploads on %s', (database) => {
  let admin: Person;
  let alice: Person;
  let bob: Person;
  let carol: Person;
  let dave: Person;
  let us: string;
  let gb: string;

  beforeAll(async () => {
    current = await startTestServer({ database, env: { ADMIN_EMAILS: ADMIN_EMAIL, TRUST_PROXY: 'true' } });
    us = (await lookUpPlace('shipped', US_ADDRESS))?.country ?? '';
    gb = (await lookUpPlace('shipped', GB_ADDRESS))?.country ?? '';
    expect([us, gb]).not.toContain('');

    admin = await register(server(), ADMIN_EMAIL, 'Chief', 'Admin');
    await verifyEmailOf(server(), ADMIN_EMAIL);
    // Alice buys a pack and uploads; Bob buys the Basic plan; Carol starts the Pro trial; Dave's card is declined
    // and he leaves a second checkout unfinished.
    alice = await register(server(), 'alice@example.com', 'Alice', 'Liddell');
    await visit(alice, GB_ADDRESS);
    await visit(alice, US_ADDRESS); // her latest visit places her
    await pay(alice, { credits: 500, amount: 7.99 }, 'upi');
    await upload(alice, 'alice-interview.wav');
    bob = await register(server(), 'bob@example.com', 'Bob', 'Builder');
    await visit(bob, GB_ADDRESS);
    await pay(bob, { credits: 300, amount: 9, subscriptionType: 'basic' }, 'card');
    carol = await register(server(), 'carol@example.com', 'Carol', 'Danvers');
    await visit(carol, US_ADDRESS);
    expect((await carol.http.post('/api/start-trial', { planType: 'pro' })).json.success).toBe(true);
    dave = await register(server(), 'dave@example.com', 'Dave', 'Grohl');
    await visit(dave, US_ADDRESS);
    await checkout(dave, await order(dave, { credits: 100, amount: 1.99 }), 'fail', 'card');
    await order(dave, { credits: 1000, amount: 14.99 });
    // The hourly sweep, a day later, finds Dave's unfinished checkout.
    expect(await abandonStalePayments(server().deps.db, new Date(Date.now() + DAY_MS + 60_000))).toBe(1);
  }, 60_000);
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });

  const get = async <T>(path: string): Promise<T> => {
    const res = await admin.http.get(path);
    expect(res.status, res.text).toBe(200);
    return res.json as unknown as T;
  };

  it('counts accounts by plan, revenue from completed payments, abandoned checkouts and countries', async () => {
    expect(await get<AdminStats>('/api/admin/stats')).toEqual({
      totalUsers: 5,
      activeSubscribers: 1,
      trialUsers: 1,
      freeUsers: 3,
      totalRevenue: 16.99,
      conversionRate: 20,
      abandonedPayments: 1,
      topCountries: [
        { country: us, userCount: 3 },
        { country: gb, userCount: 1 },
      ],
    });
  });

  it('lists accounts newest first with plan, credits, location, spending and activity; pages and searches them', async () => {
    const all = await get<AdminUserList>('/api/admin/users');
    expect(all.total).toBe(5);
    expect(all.items.map((u) => u.email)).toEqual([dave.email, carol.email, bob.email, alice.email, admin.email]);
    const byEmail = Object.fromEntries(all.items.map((u) => [u.email, u]));
    expect(byEmail[alice.email]).toMatchObject({
      id: alice.id,
      firstName: 'Alice',
      lastName: 'Liddell',
      role: 'user',
      subscriptionPlan: 'free',
      subscriptionStatus: null,
      creditsRemaining: 500,
      location: { country: us },
      totalSpent: 7.99,
      disabledAt: null,
    });
    expect(byEmail[bob.email]).toMatchObject({
      subscriptionPlan: 'basic',
      subscriptionStatus: 'active',
      creditsRemaining: 300,
      totalSpent: 9,
    });
    expect(byEmail[carol.email]).toMatchObject({
      subscriptionPlan: 'pro',
      subscriptionStatus: 'trial',
      creditsRemaining: 270,
      totalSpent: 0,
    });
    expect(byEmail[admin.email]).toMatchObject({ role: 'admin', location: null });
    for (const u of all.items) {
      expect(Date.parse(u.createdAt)).not.toBeNaN();
      expect(u.lastActive).not.toBeNull();
    }

    const second = await get<AdminUserList>('/api/admin/users?page=2&limit=2');
    expect(second).toMatchObject({ page: 2, limit: 2, total: 5 });
    expect(second.items.map((u) => u.email)).toEqual([bob.email, alice.email]);
    expect((await get<AdminUserList>('/api/admin/users?page=4&limit=2')).items).toEqual([]);

    for (const q of ['LIDDELL', 'alice@', 'Alice Liddell']) {
      const found = await get<AdminUserList>(`/api/admin/users?q=${encodeURIComponent(q)}`);
      expect(
        found.items.map((u) => u.email),
        q,
      ).toEqual([alice.email]);
      expect(found.total).toBe(1);
    }
    expect((await get<AdminUserList>(`/api/admin/users?q=${encodeURIComponent('%')}`)).total).toBe(0);
    expect((await admin.http.get('/api/admin/users?limit=0')).status).toBe(400);
  });

  it("lists billing's payment attempts newest first, with buyer, place, method and failure", async () => {
    const attempts = await get<PaymentAttempt[]>('/api/admin/payment-attempts');
    expect(attempts.map((p) => [p.userEmail, p.status, p.amount])).toEqual([
      [dave.email, 'abandoned', 14.99],
      [dave.email, 'failed', 1.99],
      [bob.email, 'completed', 9],
      [alice.email, 'completed', 7.99],
    ]);
    expect(attempts[1]).toMatchObject({ failureReason: SANDBOX_DECLINE_REASON, paymentMethod: 'card', description: '100 credits' });
    expect(attempts[2]).toMatchObject({ userId: bob.id, location: { country: gb }, description: 'Basic plan, monthly (300 minutes)' });
    expect(attempts[3]).toMatchObject({ paymentMethod: 'upi', failureReason: null, location: { country: us } });
    expect(await get<PaymentAttempt[]>('/api/admin/payment-attempts?limit=1')).toHaveLength(1);
  });

  it('measures the stored files and the database itself', async () => {
    const health = await get<StorageHealth>('/api/admin/storage/health');
    expect(health.status).toBe('healthy');
    expect(health.recommendations).toHaveLength(1);
    const { fileStorage, database: db } = health.metrics;
    // Alice's recording, named by its transcription's file name (storage keys have no extension).
    expect(fileStorage).toMatchObject({
      totalFiles: 1,
      totalSizeBytes: tone.length,
      filesByType: { wav: { count: 1, sizeBytes: tone.length } },
    });
    expect(fileStorage.oldestFile).toBe(fileStorage.newestFile);
    expect(Date.now() - Date.parse(fileStorage.oldestFile ?? '')).toBeLessThan(120_000);
    expect(db).toMatchObject({ usersCount: 5, transcriptionsCount: 1, paymentAttemptsCount: 4 });
    const [size] = (await server().deps.db.raw('select pg_database_size(current_database()) as size')).rows as Array<{ size: unknown }>;
    expect(db.estimatedSizeMB).toBeCloseTo(Number(size?.size) / 1024 / 1024, 0);
    expect(db.estimatedSizeMB).toBeGreaterThan(1);
    expect(health.metrics.estimatedMonthlyCost).toBeGreaterThanOrEqual(0);
  });

  it('keeps a storage snapshot from the first start, then one a day, oldest first', async () => {
    let history: StorageHistory = [];
    for (let i = 0; i < 100 && history.length === 0; i++) {
      history = await get<StorageHistory>('/api/admin/storage/history');
      if (history.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(history).toHaveLength(1);
    expect(history[0]?.databaseSizeMB).toBeGreaterThan(1);
    // The hourly sweep, in two processes at once: today has its snapshot already.
    const deps = server().deps;
    expect(await Promise.all([takeStorageSnapshotIfDue(deps), takeStorageSnapshotIfDue(deps)])).toEqual([false, false]);
    // Tomorrow's first sweep takes the next one, whichever process gets there first.
    const tomorrow = { ...deps, now: () => new Date(Date.now() + DAY_MS) };
    expect((await Promise.all([takeStorageSnapshotIfDue(tomorrow), takeStorageSnapshotIfDue(tomorrow)])).sort()).toEqual([false, true]);
    const later = await get<StorageHistory>('/api/admin/storage/history');
    expect(later).toHaveLength(2);
    expect(later[0]).toEqual(history[0]);
    expect(later[1]).toMatchObject({ totalFiles: 1, totalSizeBytes: tone.length });
    expect(Date.parse(later[1]?.timestamp ?? '')).toBeGreaterThan(Date.parse(later[0]?.timestamp ?? ''));
  });

  it('describes the environment from the configuration', async () => {
    expect(await get('/api/admin/production/environment')).toEqual({
      type: 'test',
      deployment: false,
      domain: new URL(server().url).host,
      database: database === 'postgres' ? 'postgresql' : 'pglite',
      speechEngine: 'local',
      aiWriter: 'local',
      aiModel: null,
    });
  });

  it("shows the window's processing and events: uploads, sign-ups, payments", async () => {
    const activity = await get<ProductionActivity>('/api/admin/production/activity?minutes=15');
    expect(activity.processingStats.total).toBe(1);
    expect(activity.recentTranscriptions).toEqual([
      expect.objectContaining({ fileName: 'alice-interview.wav', fileSize: tone.length, userId: alice.id }),
    ]);
    const events = activity.recentActivity.map((event) => `${event.action}: ${event.details}`);
    expect(events).toEqual(expect.arrayContaining([`File uploaded: alice-interview.wav by ${alice.email}`, `New sign-up: ${dave.email}`]));
    expect(events).toContain(`Payment completed: $9.00 from ${bob.email}`);
    expect(events).toContain(`Payment failed: $1.99 from ${dave.email}: ${SANDBOX_DECLINE_REASON}`);
    expect(events.filter((event) => event.startsWith('New sign-up'))).toHaveLength(5);
    const times = activity.recentActivity.map((event) => Date.parse(event.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await admin.http.get('/api/admin/production/activity?minutes=0')).status).toBe(400);
  });

  it("shows the mail outbox's backlog: what waits, for how long, the last refusal, and what was given up", async () => {
    const db = server().deps.db;
    const outbox = (rows: Record<string, unknown>[]) =>
      db('email_outbox')
        .insert(rows.map((row) => ({ toAddress: 'queued@example.com', subject: 'Queued', textBody: 'x', transport: 'smtp', ...row })))
        .returning('id');
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const ids = await outbox([
      { status: 'pending', createdAt: minutesAgo(10), attempts: 2, lastError: 'connect ECONNREFUSED 127.0.0.1:2525' },
      { status: 'pending', createdAt: minutesAgo(1), attempts: 1, lastError: '421 Try again later' },
      { status: 'failed', createdAt: minutesAgo(5), attempts: 9, lastError: 'gave up' },
      { status: 'failed', createdAt: minutesAgo(120), attempts: 9, lastError: 'gave up long ago' },
    ]);
    try {
      const { mailOutbox } = await get<ProductionActivity>('/api/admin/production/activity?minutes=60');
      expect(mailOutbox).toMatchObject({ pending: 2, lastError: '421 Try again later', failedInWindow: 1 });
      expect(mailOutbox.oldestPendingSeconds).toBeGreaterThanOrEqual(599);
      expect(mailOutbox.oldestPendingSeconds).toBeLessThan(700);
      const report = await admin.http.get('/api/admin/production/report?minutes=60');
      expect(report.text).toContain('Waiting to send: 2');
      expect(report.text).toContain("The mail server's last refusal: 421 Try again later");
    } finally {
      await db('email_outbox')
        .whereIn(
          'id',
          ids.map((row: { id: string }) => row.id),
        )
        .delete();
    }
  });

  it("finds anyone's file by name, and refuses a blank search", async () => {
    const found = await get<ProductionSearchResult[]>('/api/admin/production/search?q=INTERVIEW');
    expect(found).toEqual([expect.objectContaining({ fileName: 'alice-interview.wav', userEmail: alice.email, userId: alice.id })]);
    expect(await get('/api/admin/production/search?q=nothing-like-this')).toEqual([]);
    expect((await admin.http.get('/api/admin/production/search?q=%20')).status).toBe(400);
  });

  it('downloads the production report as a text file, through the SDK too', async () => {
    const res = await admin.http.get('/api/admin/production/report?minutes=60');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toContain(`attachment; filename="production-report-${day}.txt"`);
    expect(res.text).toContain('VERBATIM PRODUCTION REPORT');
    expect(res.text).toContain('Window: the last 1 hour(s)');
    expect(res.text).toContain('alice-interview.wav');
    expect(res.text).toContain(`New sign-up: ${carol.email}`);

    const client = createClient({ baseUrl: server().url, fetch: admin.http.fetch });
    const file = await client.admin.report({ minutes: 60 });
    expect(file.fileName).toBe(`production-report-${day}.txt`);
    expect(await file.blob.text()).toContain('alice-interview.wav');
    expect((await client.admin.stats()).totalUsers).toBe(5);
  });

  it('counts a checkout pending past the abandonment time as abandoned before the sweep, as the list shows it', async () => {
    // Alice left a checkout open 25 hours ago (the hourly sweep has not run since); Carol's was opened just now.
    const stale = await order(alice, { credits: 100, amount: 1.99 });
    await server()
      .deps.db('payment_attempts')
      .where({ id: stale.paymentId })
      .update({ createdAt: new Date(Date.now() - 25 * 3_600_000) });
    const fresh = await order(carol, { credits: 100, amount: 1.99 });

    const stats = await get<AdminStats>('/api/admin/stats');
    const attempts = await get<PaymentAttempt[]>('/api/admin/payment-attempts');
    expect(attempts.find((p) => p.id === stale.paymentId)).toMatchObject({
      status: 'abandoned',
      failureReason: 'The checkout was not completed.',
    });
    expect(attempts.find((p) => p.id === fresh.paymentId)).toMatchObject({ status: 'pending', failureReason: null });
    expect(stats.abandonedPayments).toBe(2);
    expect(attempts.filter((p) => p.status === 'abandoned')).toHaveLength(stats.abandonedPayments);
  });

  it("shows when a cancelled plan ends, as its owner's billing says it", async () => {
    const cancelled = await bob.http.post('/api/cancel-subscription', { reason: 'Too expensive for now' });
    expect(cancelled.status, cancelled.text).toBe(200);
    const accessEndsAt = String(cancelled.json.accessEndsAt);
    expect(Date.parse(accessEndsAt)).toBeGreaterThan(Date.now());
    const byEmail = Object.fromEntries((await get<AdminUserList>('/api/admin/users')).items.map((u) => [u.email, u]));
    expect(byEmail[bob.email]).toMatchObject({
      subscriptionPlan: 'basic',
      subscriptionStatus: 'cancelled',
      subscriptionExpiresAt: accessEndsAt,
    });
    expect(byEmail[carol.email]?.subscriptionExpiresAt).toEqual(expect.any(String));
    expect(byEmail[alice.email]).toMatchObject({ subscriptionPlan: 'free', subscriptionExpiresAt: null });
  });
});

import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createDatabase } from '../db/create-database';
import { type RunningServer, startServer } from '../start-server';
import { createHttpSession } from '../test-support/cookie-fetch';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { testDatabases } from '../test-support/test-databases';
import { verifyEmailOf } from '../test-support/verify-email';

const ADMIN_EMAIL = 'session-cache-admin@example.com';
const PASSWORD = 'password123';
// Far longer than any test: a refusal can only come from the session being forgotten, never from its age.
const CACHE_MS = '60000';
let counter = 0;

/**
 * Each API process keeps the sessions it read for a moment. Ending a session, disabling its user or changing the
 * password must still refuse it on the next request, on every process. On PostgreSQL a second server with its own
 * database connections, events connection and session cache shares the database, as a second process does; on PGlite
 * there is one process, and the same checks run on it alone.
 */
// On both databases: what this checks is LISTEN/NOTIFY between processes, which only PostgreSQL has between processes.
describe.each(testDatabases())('sessions kept for a moment by each API process, on %s', (database) => {
  let first: TestServer;
  let second: RunningServer | undefined;
  let other: { url: string };

  beforeAll(async () => {
    const env = { ADMIN_EMAILS: ADMIN_EMAIL, RUN_WORKER: 'false', SESSION_CACHE_MS: CACHE_MS };
    first = await startTestServer({ database, env });
    const databaseUrl = first.deps.config.databaseUrl;
    if (databaseUrl) {
      const config = loadConfig({
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        METRICS_PORT: '0',
        DATA_DIR: first.dataDir,
        DATABASE_URL: databaseUrl,
        ...env,
      });
      second = await startServer({ config, logger: pino({ level: 'silent' }), db: createDatabase({ databaseUrl }) });
    }
    other = second ?? first;
    const admin = createHttpSession(first.url);
    expect((await admin.post('/api/auth/register', { email: ADMIN_EMAIL, password: PASSWORD, firstName: 'Chief' })).status).toBe(201);
    await verifyEmailOf(first, ADMIN_EMAIL);
  }, 180_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  async function signUp(label: string) {
    const email = `${label}.${++counter}.${Date.now()}@example.com`;
    const http = createHttpSession(first.url);
    const res = await http.post('/api/auth/register', { email, password: PASSWORD, firstName: label });
    expect(res.status, res.text).toBe(201);
    return { http, email, id: String((res.json.user as { id: string }).id), cookie: cookieOf(http.cookies) };
  }

  async function signIn(email: string, password = PASSWORD) {
    const http = createHttpSession(first.url);
    const res = await http.post('/api/auth/login', { email, password });
    expect(res.status, res.text).toBe(200);
    return cookieOf(http.cookies);
  }

  const cookieOf = (cookies: Map<string, string>) => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  /** A request on the other process with a cookie, as a browser whose next request lands there would send it. */
  const listOn = (server: { url: string }, cookie: string) => fetch(`${server.url}/api/transcriptions`, { headers: { cookie } });

  it('keeps a session it has read: one deleted behind its back (no announcement) still answers for a while', async () => {
    const person = await signUp('kept');
    expect((await listOn(other, person.cookie)).status).toBe(200);
    // Only a deletion that no process hears of is outlived by the cache: every path of the app announces its own.
    await first.deps.db('sessions').where({ user_id: person.id }).delete();
    expect((await listOn(other, person.cookie)).status).toBe(200);
  });

  it('refuses a signed-out session on the next request, on the other process too', async () => {
    const person = await signUp('signed-out');
    expect((await listOn(other, person.cookie)).status).toBe(200);
    expect((await listOn(first, person.cookie)).status).toBe(200);
    expect((await person.http.post('/api/auth/logout')).status).toBe(204);
    expect((await listOn(other, person.cookie)).status).toBe(401);
    expect((await listOn(first, person.cookie)).status).toBe(401);
  });

  it('refuses every session of a user an admin disables, on the next request on either process', async () => {
    const person = await signUp('disabled');
    const elsewhere = await signIn(person.email);
    expect((await listOn(other, person.cookie)).status).toBe(200);
    expect((await listOn(other, elsewhere)).status).toBe(200);
    const admin = createHttpSession(first.url);
    expect((await admin.post('/api/auth/login', { email: ADMIN_EMAIL, password: PASSWORD })).status).toBe(200);
    const disabled = await admin.post(`/api/admin/users/${person.id}/disabled`, { disabled: true, reason: 'Testing' });
    expect(disabled.status, disabled.text).toBe(200);
    expect((await listOn(other, person.cookie)).status).toBe(401);
    expect((await listOn(other, elsewhere)).status).toBe(401);
    expect((await listOn(first, person.cookie)).status).toBe(401);
  });

  it('after a password change, refuses the other sessions and checks the new password on the other process', async () => {
    const person = await signUp('password');
    const elsewhere = await signIn(person.email);
    const onOther = createHttpSession(other.url);
    onOther.cookies.set(...(person.cookie.split('=') as [string, string]));
    expect((await onOther.get('/api/auth/user')).status).toBe(200);
    expect((await listOn(other, elsewhere)).status).toBe(200);
    const changed = await person.http.post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'a-new-password-9' });
    expect(changed.status, changed.text).toBe(200);
    expect((await listOn(other, elsewhere)).status).toBe(401);
    // The session that changed it stays, and the other process knows the new password, not the old.
    const again = await onOther.post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'a-third-password-9' });
    expect(again.status, again.text).toBe(400);
  });

  it('shows a change made to the user row outside the app (here SQL) within moments, not when the entry ages out', async () => {
    const person = await signUp('renamed');
    const me = async () =>
      (await (await fetch(`${other.url}/api/auth/user`, { headers: { cookie: person.cookie } })).json()) as Record<string, unknown>;
    expect(JSON.stringify(await me())).toContain('"firstName":"renamed"');
    await first.deps.db('users').where({ id: person.id }).update({ firstName: 'Renamed' });
    // Nothing in the request path waits for a write made outside the app: the news comes as the commit's NOTIFY,
    // within moments, where the cache would have kept the old name for a minute.
    const started = Date.now();
    await expect.poll(async () => JSON.stringify(await me()), { timeout: 5000, interval: 20 }).toContain('"firstName":"Renamed"');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker } from '../jobs';
import { createHttpSession } from '../test-support/cookie-fetch';
import { errorFields } from '../test-support/error-fields';
import { testLogger, waitFor } from '../test-support/jobs/job-test-database';
import { manualClock, startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';
import { resetTokenIn, waitForMail } from '../test-support/wait-for-mail';

let counter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++counter}@example.com`;
const PASSWORD = 'original password';
const NEW_PASSWORD = 'brand new password';

describe.each(endpointTestDatabases())('password reset on %s', (database) => {
  const clock = manualClock();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, now: clock.now });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function accountWithResetLink() {
    const email = uniqueEmail('reset');
    const owner = createHttpSession(server.url);
    expect((await owner.post('/api/auth/register', { email, password: PASSWORD, firstName: 'Rita' })).status).toBe(201);
    const res = await createHttpSession(server.url).post('/api/auth/forgot-password', { email });
    expect(res.status).toBe(200);
    const mail = await waitForMail(server.deps.db, email);
    return { email, owner, token: resetTokenIn(mail), mail };
  }

  it('answers the same whether or not the account exists, and mails only a real account', async () => {
    const { email, mail } = await accountWithResetLink();
    const known = await createHttpSession(server.url).post('/api/auth/forgot-password', { email });
    const unknownEmail = uniqueEmail('ghost');
    const unknown = await createHttpSession(server.url).post('/api/auth/forgot-password', { email: unknownEmail });
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    // The job for the unknown address runs to the end and sends nothing.
    await waitFor(async () => {
      const job = await server.deps.db('jobs').whereRaw("payload->>'email' = ?", [unknownEmail]).first();
      return job?.state === 'succeeded';
    }, 'the reset job of the unknown address');
    expect(await server.deps.db('email_outbox').where({ toAddress: unknownEmail })).toHaveLength(0);
    expect(mail.subject).toBe('Reset your Verbatim password');
    expect(mail.textBody).toContain('expires in 1 hour');
    expect(mail.transport).toBe('log');
    expect(mail.status).toBe('sent');
  });

  it('stores reset tokens only as hashes', async () => {
    const { token } = await accountWithResetLink();
    expect(await server.deps.db('password_reset_tokens').where({ id: token })).toHaveLength(0);
  });

  it('verifies a good token and refuses a made-up one', async () => {
    const { token, email } = await accountWithResetLink();
    const http = createHttpSession(server.url);
    const good = await http.post('/api/auth/verify-reset-token', { token });
    expect(good.status).toBe(200);
    expect(good.json).toEqual({ valid: true, email });
    const bad = await http.post('/api/auth/verify-reset-token', { token: 'made-up-token' });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toEqual({ code: 'INVALID_RESET_TOKEN', message: 'This password reset link is invalid or has expired.' });
  });

  it('sets the new password, ends every session, and works once', async () => {
    const { token, email, owner } = await accountWithResetLink();
    const elsewhere = createHttpSession(server.url);
    expect((await elsewhere.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);

    const http = createHttpSession(server.url);
    const res = await http.post('/api/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.json.message).toMatch(/reset/i);

    expect((await owner.get('/api/auth/user')).json).toBeNull();
    expect((await elsewhere.get('/api/auth/user')).json).toBeNull();
    expect((await http.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(401);
    expect((await http.post('/api/auth/login', { email, password: NEW_PASSWORD })).status).toBe(200);

    const reuse = await createHttpSession(server.url).post('/api/auth/reset-password', { token, password: 'another password' });
    expect(reuse.status).toBe(400);
    expect(reuse.json.error?.code).toBe('INVALID_RESET_TOKEN');
    expect((await createHttpSession(server.url).post('/api/auth/verify-reset-token', { token })).status).toBe(400);
  });

  it('uses a token once even when two resets race', async () => {
    const { token } = await accountWithResetLink();
    const results = await Promise.all(
      ['racing password one', 'racing password two'].map((password) =>
        createHttpSession(server.url).post('/api/auth/reset-password', { token, password }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('voids older links once one of them is used', async () => {
    const first = await accountWithResetLink();
    await createHttpSession(server.url).post('/api/auth/forgot-password', { email: first.email });
    const secondToken = resetTokenIn(await waitForMail(server.deps.db, first.email, 2));
    expect(secondToken).not.toBe(first.token);
    expect(
      (await createHttpSession(server.url).post('/api/auth/reset-password', { token: secondToken, password: NEW_PASSWORD })).status,
    ).toBe(200);
    expect((await createHttpSession(server.url).post('/api/auth/verify-reset-token', { token: first.token })).status).toBe(400);
  });

  it('expires a link after 1 hour', async () => {
    const { token } = await accountWithResetLink();
    clock.advance(59 * 60_000);
    expect((await createHttpSession(server.url).post('/api/auth/verify-reset-token', { token })).status).toBe(200);
    clock.advance(2 * 60_000);
    const res = await createHttpSession(server.url).post('/api/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.json.error?.code).toBe('INVALID_RESET_TOKEN');
  });

  it('refuses a new password under 8 characters and keeps the token usable', async () => {
    const { token } = await accountWithResetLink();
    const res = await createHttpSession(server.url).post('/api/auth/reset-password', { token, password: 'short' });
    expect(res.status).toBe(400);
    expect(res.json.error?.code).toBe('VALIDATION_FAILED');
    expect(res.json.error?.message).toContain('Password must be at least 8 characters long.');
    expect((await createHttpSession(server.url).post('/api/auth/verify-reset-token', { token })).status).toBe(200);
  });

  it('names missing fields', async () => {
    const http = createHttpSession(server.url);
    expect((await http.post('/api/auth/forgot-password', {})).json.error?.details).toEqual({
      fields: [{ field: 'email', message: 'Email is required' }],
    });
    const reset = await http.post('/api/auth/reset-password', {});
    expect(errorFields(reset.json)).toEqual(['password', 'token']);
  });
});

describe.each(endpointTestDatabases())('forgot password on %s, before any worker has run', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    // No worker in the server: what the request itself did is all there is when the answer arrives.
    server = await startTestServer({ database, env: { RUN_WORKER: 'false' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers a known and an unknown address alike without looking either up, and the job mails only the account', async () => {
    const known = uniqueEmail('known');
    const unknown = uniqueEmail('unknown');
    const registered = await createHttpSession(server.url).post('/api/auth/register', { email: known, password: PASSWORD, firstName: 'K' });
    const userId = (registered.json.user as { id: string }).id;

    const forKnown = await createHttpSession(server.url).post('/api/auth/forgot-password', { email: known });
    const forUnknown = await createHttpSession(server.url).post('/api/auth/forgot-password', { email: unknown });
    expect(forKnown.status).toBe(200);
    expect(forUnknown.status).toBe(200);
    expect(forUnknown.json).toEqual(forKnown.json);
    expect(forKnown.json.message).toMatch(/If an account exists/);
    // The requests made no link and sent no e-mail: each left the same thing behind, one queued job.
    expect(await server.deps.db('password_reset_tokens').where({ userId })).toHaveLength(0);
    expect(await server.deps.db('email_outbox').whereIn('toAddress', [known, unknown])).toHaveLength(0);
    const queued = await server.deps.db('jobs').where({ type: 'auth.password-reset-email' }).orderBy('createdAt');
    expect(queued.map((job) => ({ state: job.state, email: job.payload.email }))).toEqual([
      { state: 'queued', email: known },
      { state: 'queued', email: unknown },
    ]);

    const worker = createWorker({ db: server.deps.db, jobs: server.deps.jobs.definitions, logger: testLogger, concurrency: 2 });
    // The two reset jobs, and the verification e-mail the sign-up queued.
    let ran = 0;
    for (let round = await worker.runOnce(); round > 0; round = await worker.runOnce()) ran += round;
    expect(ran).toBe(3);
    const mail = await waitForMail(server.deps.db, known);
    expect(mail).toMatchObject({ subject: 'Reset your Verbatim password', status: 'sent' });
    expect(await server.deps.db('password_reset_tokens').where({ userId })).toHaveLength(1);
    expect(await server.deps.db('email_outbox').where({ toAddress: unknown })).toHaveLength(0);
    const verify = await createHttpSession(server.url).post('/api/auth/verify-reset-token', { token: resetTokenIn(mail) });
    expect(verify.json).toEqual({ valid: true, email: known });
    const finished = await server.deps.db('jobs').where({ type: 'auth.password-reset-email' }).pluck('state');
    expect(finished).toEqual(['succeeded', 'succeeded']);
  });
});

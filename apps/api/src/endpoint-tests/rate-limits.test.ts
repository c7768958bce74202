import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSession, type HttpSession } from '../test-support/cookie-fetch';
import { spawnServer } from '../test-support/spawn-server';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { createTestDatabase, type TestDatabase, testDatabases } from '../test-support/test-databases';
import { TUS } from '../test-support/tus-requests';

// Several processes share one database: only PostgreSQL can do that (PGlite belongs to one process).
const postgres = Boolean(process.env.DATABASE_URL);

let counter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++counter}@example.com`;
/** A fresh client address for each use, so that tests do not share the per-address counts. */
const freshAddress = () => {
  const n = ++counter;
  return `10.${Math.floor(n / 250) % 250}.${n % 250}.1`;
};
const PASSWORD = 'correct horse battery';

type Answer = Awaited<ReturnType<HttpSession['post']>>;

/** The 429 every limit answers: Retry-After within the window, and the usual JSON error body. */
function expectRefused(res: Answer, windowSeconds: number, message: RegExp) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(res.json.error).toEqual({
    code: 'RATE_LIMITED',
    message: expect.stringMatching(message),
    details: { retryAfterSeconds: retryAfter },
  });
}

describe.each(testDatabases())('rate limits on %s', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      database,
      env: {
        // Behind a proxy, X-Forwarded-For names the client: each test can act from its own addresses.
        TRUST_PROXY: 'true',
        SIGNUP_MAX_PER_ADDRESS: '2',
        LOGIN_MAX_FAILURES_PER_ACCOUNT: '100',
        LOGIN_MAX_FAILURES_PER_ADDRESS: '3',
        PASSWORD_RESET_MAX_PER_EMAIL: '2',
        PASSWORD_RESET_MAX_PER_ADDRESS: '2',
        UPLOAD_MAX_PER_ACCOUNT: '1',
        UPLOAD_MAX_PER_ADDRESS: '3',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const post = (path: string, body: unknown, address: string, http = createHttpSession(server.url)) =>
    http.post(path, body, { 'X-Forwarded-For': address });

  async function signedUp(): Promise<HttpSession> {
    const http = createHttpSession(server.url);
    const res = await post(
      '/api/auth/register',
      { email: uniqueEmail('limited'), password: PASSWORD, firstName: 'Lim' },
      freshAddress(),
      http,
    );
    expect(res.status).toBe(201);
    return http;
  }

  it('limits sign-ups per address', async () => {
    const address = freshAddress();
    for (let i = 0; i < 2; i++) {
      expect((await post('/api/auth/register', { email: uniqueEmail('signup'), password: PASSWORD, firstName: 'S' }, address)).status).toBe(
        201,
      );
    }
    const email = uniqueEmail('refused');
    const refused = await post('/api/auth/register', { email, password: PASSWORD, firstName: 'S' }, address);
    expectRefused(refused, 60 * 60, /Too many sign-ups/);
    expect(await server.deps.db('users').where({ email })).toHaveLength(0);
    const elsewhere = await post(
      '/api/auth/register',
      { email: uniqueEmail('signup'), password: PASSWORD, firstName: 'S' },
      freshAddress(),
    );
    expect(elsewhere.status).toBe(201);
  });

  it('counts by the address the proxy saw, whatever the client put in front of it', async () => {
    const address = freshAddress();
    for (let i = 0; i < 2; i++) {
      const body = { email: uniqueEmail('spoof'), password: PASSWORD, firstName: 'S' };
      expect((await post('/api/auth/register', body, `${freshAddress()}, ${address}`)).status).toBe(201);
    }
    const body = { email: uniqueEmail('spoof'), password: PASSWORD, firstName: 'S' };
    expectRefused(await post('/api/auth/register', body, `${freshAddress()}, ${address}`), 60 * 60, /Too many sign-ups/);
  });

  it('limits failed sign-ins per address across accounts, and a good password does not clear the address', async () => {
    const address = freshAddress();
    const email = uniqueEmail('owner');
    await post('/api/auth/register', { email, password: PASSWORD, firstName: 'O' }, freshAddress());
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/auth/login', { email: uniqueEmail('guess'), password: 'wrong password' }, address)).status).toBe(401);
    }
    expectRefused(await post('/api/auth/login', { email, password: PASSWORD }, address), 15 * 60, /Too many sign-in attempts/);
    // Another address signs in to the same account, and that clears the account's count, not the address's.
    expect((await post('/api/auth/login', { email, password: PASSWORD }, freshAddress())).status).toBe(200);
    expect((await post('/api/auth/login', { email, password: PASSWORD }, address)).status).toBe(429);
  });

  it('limits reset requests per address, and queues nothing for a refused one', async () => {
    const address = freshAddress();
    for (let i = 0; i < 2; i++) {
      expect((await post('/api/auth/forgot-password', { email: uniqueEmail('reset') }, address)).status).toBe(200);
    }
    const email = uniqueEmail('refused');
    expectRefused(await post('/api/auth/forgot-password', { email }, address), 60 * 60, /Too many password reset requests/);
    expect(await server.deps.db('jobs').whereRaw("payload->>'email' = ?", [email])).toHaveLength(0);
  });

  it('limits reset e-mails per target e-mail, whoever asks', async () => {
    const email = uniqueEmail('target');
    for (let i = 0; i < 2; i++) expect((await post('/api/auth/forgot-password', { email }, freshAddress())).status).toBe(200);
    expectRefused(await post('/api/auth/forgot-password', { email }, freshAddress()), 60 * 60, /Too many password reset requests/);
    expect(await server.deps.db('jobs').whereRaw("payload->>'email' = ?", [email])).toHaveLength(2);
  });

  const uploadStarts: Array<[string, (http: HttpSession, address: string) => Promise<Answer>]> = [
    ['POST /api/transcriptions/upload', (http, address) => uploadForm(http, '/api/transcriptions/upload', address)],
    ['POST /api/upload-large', (http, address) => uploadForm(http, '/api/upload-large', address)],
    [
      'POST /api/objects/upload',
      (http, address) => post('/api/objects/upload', { fileName: 'a.wav', contentType: 'audio/wav' }, address, http),
    ],
    [
      'POST /api/objects/process-upload',
      (http, address) => post('/api/objects/process-upload', { uploadURL: 'uploads/nothing', fileName: 'a.wav' }, address, http),
    ],
    [
      'POST /api/transcriptions/process-large',
      (http, address) => post('/api/transcriptions/process-large', { filePath: 'uploads/nothing', fileName: 'a.wav' }, address, http),
    ],
    [
      'tus POST /api/uploads/tus',
      (http, address) =>
        http.request('POST', '/api/uploads/tus', undefined, { ...TUS, 'Upload-Length': '1000', 'X-Forwarded-For': address }),
    ],
  ];

  async function uploadForm(http: HttpSession, path: string, address: string): Promise<Answer> {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('not really audio')], { type: 'audio/wav' }), 'a.wav');
    const res = await http.fetch(`${server.url}${path}`, { method: 'POST', body: form, headers: { 'X-Forwarded-For': address } });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, json: text ? JSON.parse(text) : undefined };
  }

  it.each(uploadStarts)('limits %s per account', async (_name, call) => {
    const http = await signedUp();
    const first = await call(http, freshAddress());
    expect(first.status).not.toBe(429); // whatever the endpoint makes of the made-up call, it was counted
    expectRefused(await call(http, freshAddress()), 60 * 60, /Too many uploads/);
  });

  it('limits upload starts per address across accounts, and does not count signed-out calls', async () => {
    const address = freshAddress();
    expect((await uploadForm(createHttpSession(server.url), '/api/transcriptions/upload', address)).status).toBe(401);
    for (let i = 0; i < 3; i++) {
      const res = await post('/api/objects/upload', { fileName: 'a.wav', contentType: 'audio/wav' }, address, await signedUp());
      expect(res.status).not.toBe(429);
    }
    const refused = await post('/api/objects/upload', { fileName: 'a.wav', contentType: 'audio/wav' }, address, await signedUp());
    expectRefused(refused, 60 * 60, /Too many uploads/);
  });
});

// Defined only with PostgreSQL (CI sets DATABASE_URL), so nothing shows as skipped without it.
if (postgres)
  describe('rate limits across API processes sharing PostgreSQL', () => {
    let database: TestDatabase;
    let dataDir: string;
    let env: Record<string, string>;

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      dataDir = mkdtempSync(join(tmpdir(), 'verbatim-limits-'));
      env = {
        DATABASE_URL: database.url ?? '',
        DATA_DIR: dataDir,
        STORAGE_SIGNING_SECRET: 'a-shared-secret-of-at-least-32-characters',
        LOG_LEVEL: 'warn',
        LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
        PASSWORD_RESET_MAX_PER_EMAIL: '2',
      };
    }, 120_000);
    afterAll(async () => {
      await database?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it('counts sign-in failures and reset requests made on either process together', async () => {
      const [apiA, apiB] = await Promise.all([spawnServer(env), spawnServer(env)]);
      try {
        const a = createHttpSession(apiA.url);
        const b = createHttpSession(apiB.url);
        const email = uniqueEmail('shared');
        expect((await a.post('/api/auth/register', { email, password: PASSWORD, firstName: 'Two' })).status).toBe(201);

        expect((await a.post('/api/auth/login', { email, password: 'wrong one' })).status).toBe(401);
        expect((await b.post('/api/auth/login', { email, password: 'wrong two' })).status).toBe(401);
        expect((await a.post('/api/auth/login', { email, password: 'wrong three' })).status).toBe(401);
        expectRefused(await b.post('/api/auth/login', { email, password: PASSWORD }), 15 * 60, /Too many sign-in attempts/);

        expect((await a.post('/api/auth/forgot-password', { email })).status).toBe(200);
        expect((await b.post('/api/auth/forgot-password', { email })).status).toBe(200);
        expectRefused(await a.post('/api/auth/forgot-password', { email }), 60 * 60, /Too many password reset requests/);
      } finally {
        await Promise.all([apiA.stop(), apiB.stop()]);
      }
    }, 120_000);
  });

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESSION_ENDED_CLOSE_CODE } from '@verbatim/core-sdk/contracts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { loadConfig } from '../config';
import { createDatabase } from '../db/create-database';
import { type RunningServer, startServer } from '../start-server';
import { createHttpSession, type HttpSession } from '../test-support/cookie-fetch';
import { manualClock, startTestServer, type TestServer } from '../test-support/start-test-server';
import { createTestDatabase, type TestDatabase, testDatabases } from '../test-support/test-databases';
import { resetTokenIn, waitForMail } from '../test-support/wait-for-mail';

let counter = 0;
const uniqueEmail = () => `session.socket.${Date.now()}.${++counter}@example.com`;
const PASSWORD = 'password123';

async function signedUp(url: string) {
  const email = uniqueEmail();
  const http = createHttpSession(url);
  const res = await http.post('/api/auth/register', { email, password: PASSWORD, firstName: 'S' });
  expect(res.status).toBe(201);
  return { http, email };
}

async function signedIn(url: string, email: string) {
  const http = createHttpSession(url);
  expect((await http.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
  return http;
}

/** A socket with the session's cookie that records how it was closed. */
async function openSocket(url: string, http: HttpSession) {
  const cookie = [...http.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const ws = new WebSocket(`${url.replace('http', 'ws')}/api/ws/updates`, { headers: { Cookie: cookie } });
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return { ws, closed };
}

const stillOpenAfter = async (ws: WebSocket, ms: number) => {
  await new Promise((resolve) => setTimeout(resolve, ms));
  return ws.readyState === WebSocket.OPEN;
};

describe.each(testDatabases())('updates sockets and the end of their session on %s', (database) => {
  const clock = manualClock();
  let server: TestServer;
  beforeAll(async () => {
    // Often enough for the expiry test, not so often that a busy test machine misses a pong (which ends the socket).
    server = await startTestServer({ database, now: clock.now, env: { WS_PING_INTERVAL_SECONDS: '1' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('signing out closes that session’s sockets with 4401, and only those', async () => {
    const { http, email } = await signedUp(server.url);
    const otherDevice = await signedIn(server.url, email);
    const socket = await openSocket(server.url, http);
    const otherSocket = await openSocket(server.url, otherDevice);
    expect((await http.post('/api/auth/logout')).status).toBe(204);
    expect(await socket.closed).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(await stillOpenAfter(otherSocket.ws, 300)).toBe(true);
    otherSocket.ws.close();
  });

  it('a password reset closes the sockets of every session of the account', async () => {
    const { http, email } = await signedUp(server.url);
    const otherDevice = await signedIn(server.url, email);
    const sockets = [await openSocket(server.url, http), await openSocket(server.url, otherDevice)];
    await createHttpSession(server.url).post('/api/auth/forgot-password', { email });
    const token = resetTokenIn(await waitForMail(server.deps.db, email));
    const reset = await createHttpSession(server.url).post('/api/auth/reset-password', { token, password: 'another password' });
    expect(reset.status).toBe(200);
    expect(await Promise.all(sockets.map((s) => s.closed))).toEqual([SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_CLOSE_CODE]);
  });

  it('a session that lapses while its socket is open closes the socket', async () => {
    const { http } = await signedUp(server.url);
    const socket = await openSocket(server.url, http);
    expect(await stillOpenAfter(socket.ws, 300)).toBe(true);
    clock.advance(server.deps.config.session.idleTimeoutMs + 1);
    try {
      expect(await socket.closed).toBe(SESSION_ENDED_CLOSE_CODE);
    } finally {
      clock.advance(-(server.deps.config.session.idleTimeoutMs + 1));
    }
  });

  it('a cookie whose session has ended gets a socket closed with 4401 at once, not a refusal to retry', async () => {
    const { http } = await signedUp(server.url);
    const stale = new Map(http.cookies);
    await http.post('/api/auth/logout');
    const ghost = createHttpSession(server.url);
    for (const [name, value] of stale) ghost.cookies.set(name, value);
    const socket = await openSocket(server.url, ghost);
    expect(await socket.closed).toBe(SESSION_ENDED_CLOSE_CODE);
  });
});

// Two API processes need a database they can share: only PostgreSQL (PGlite belongs to one process).
if (process.env.DATABASE_URL)
  describe('updates sockets on several API processes', () => {
    let database: TestDatabase;
    const servers: RunningServer[] = [];
    const dataDir = mkdtempSync(join(tmpdir(), 'verbatim-socket-sessions-'));
    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      for (const i of [0, 1]) {
        const config = loadConfig({
          NODE_ENV: 'test',
          PORT: '0',
          HOST: '127.0.0.1',
          DATABASE_URL: database.url,
          DATA_DIR: join(dataDir, String(i)),
          RUN_WORKER: 'false',
          METRICS_PORT: '0',
        });
        servers.push(await startServer({ config, logger: pino({ level: 'silent' }), db: createDatabase({ databaseUrl: database.url }) }));
      }
    });
    afterAll(async () => {
      for (const server of servers) await server.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('signing out on one process closes the socket held by another', async () => {
      const [a, b] = servers as [RunningServer, RunningServer];
      const { http, email } = await signedUp(a.url);
      const socket = await openSocket(b.url, http);
      const otherDevice = await openSocket(b.url, await signedIn(a.url, email));
      expect((await http.post('/api/auth/logout')).status).toBe(204);
      expect(await socket.closed).toBe(SESSION_ENDED_CLOSE_CODE);
      expect(await stillOpenAfter(otherDevice.ws, 300)).toBe(true);
      otherDevice.ws.close();
    });
  });

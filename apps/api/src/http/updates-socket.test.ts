import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { NOTIFICATION_LISTENER_APPLICATION_NAME } from '../services/events/notification-listener';
import type { HttpSession } from '../test-support/cookie-fetch';
import { signedUpSession } from '../test-support/signed-up-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { testDatabases } from '../test-support/test-databases';

const signedUp = (server: TestServer) => signedUpSession(server, 'socket');

function openSocket(server: TestServer, http: HttpSession | undefined, headers: Record<string, string> = {}) {
  const cookie = http ? [...http.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/api/ws/updates`, {
    headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers },
  });
  const messages: Record<string, unknown>[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
  return { ws, messages, opened };
}

async function until(check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testDatabases())('the updates socket on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a socket without a session, and one from another site', async () => {
    await expect(openSocket(server, undefined).opened).rejects.toThrow('HTTP 401');
    const { http } = await signedUp(server);
    await expect(openSocket(server, http, { Origin: 'https://evil.example' }).opened).rejects.toThrow('HTTP 403');
  });

  it("delivers a user's own updates, and nobody else's", async () => {
    const alice = await signedUp(server);
    const bob = await signedUp(server);
    const aliceSocket = openSocket(server, alice.http);
    const bobSocket = openSocket(server, bob.http);
    await Promise.all([aliceSocket.opened, bobSocket.opened]);
    await until(() => aliceSocket.messages.length > 0 && bobSocket.messages.length > 0);
    const id = '11111111-2222-4333-8444-555555555555';
    await server.deps.events.publish({ type: 'transcription_update', userId: alice.userId, id, status: 'processing', progress: 42 });
    await until(() => aliceSocket.messages.some((m) => m.type === 'transcription_update'));
    expect(aliceSocket.messages.at(-1)).toEqual({
      type: 'transcription_update',
      id,
      status: 'processing',
      progress: 42,
      errorMessage: null,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bobSocket.messages.filter((m) => m.type === 'transcription_update')).toEqual([]);
    aliceSocket.ws.close();
    bobSocket.ws.close();
  });

  it('forgets a closed socket', async () => {
    const { http, userId } = await signedUp(server);
    const socket = openSocket(server, http);
    await socket.opened;
    socket.ws.close();
    await new Promise((resolve) => socket.ws.once('close', resolve));
    await server.deps.events.publish({
      type: 'transcription_update',
      userId,
      id: '11111111-2222-4333-8444-555555555556',
      status: 'completed',
      progress: 100,
    });
    expect(socket.messages.filter((m) => m.type === 'transcription_update')).toEqual([]);
  });

  // PGlite lives in the process and has no connection to lose, so this is defined only on PostgreSQL.
  if (database === 'postgres')
    it('after the event connection drops and comes back, tells every socket to resynchronise', async () => {
      const { http, userId } = await signedUp(server);
      const socket = openSocket(server, http);
      await socket.opened;
      await until(() => socket.messages.some((m) => m.type === 'connected'));
      const terminated = await server.deps.db.raw(
        'select pg_terminate_backend(pid) as done from pg_stat_activity where datname = current_database() and application_name = ?',
        [NOTIFICATION_LISTENER_APPLICATION_NAME],
      );
      expect(terminated.rows).toEqual([{ done: true }]);
      await until(() => socket.messages.some((m) => m.type === 'resync'), 10_000);
      // Listening again: updates flow as before.
      const id = '11111111-2222-4333-8444-555555555558';
      await server.deps.events.publish({ type: 'transcription_update', userId, id, status: 'processing', progress: 3 });
      await until(() => socket.messages.some((m) => m.type === 'transcription_update' && m.id === id));
      socket.ws.close();
    });
});

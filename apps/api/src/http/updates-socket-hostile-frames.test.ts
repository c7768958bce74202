import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createHttpSession, type HttpSession } from '../test-support/cookie-fetch';
import { closePayload, encodeFrame, type FrameSpec, openRawWebSocket, upgradeStatus } from '../test-support/raw-websocket';
import { signedUpSession } from '../test-support/signed-up-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { testDatabases } from '../test-support/test-databases';

const PATH = '/api/ws/updates';
const text = (s: string) => new TextEncoder().encode(s);

/** Each way a client can break RFC 6455, and the close code the server must answer it with. */
const hostileFrames: { name: string; frames: FrameSpec[]; closeCode: number }[] = [
  { name: 'a message over maxPayload', frames: [{ opcode: 0x1, declaredLength: 16 * 1024 + 1 }], closeCode: 1009 },
  { name: 'an unmasked frame', frames: [{ opcode: 0x1, masked: false, payload: text('hello') }], closeCode: 1002 },
  { name: 'text that is not UTF-8', frames: [{ opcode: 0x1, payload: new Uint8Array([0xc3, 0x28, 0xe0, 0xa4]) }], closeCode: 1007 },
  { name: 'a reserved data opcode', frames: [{ opcode: 0x3, payload: text('x') }], closeCode: 1002 },
  { name: 'a reserved control opcode', frames: [{ opcode: 0xb }], closeCode: 1002 },
  { name: 'RSV bits without an extension', frames: [{ opcode: 0x1, rsv: 4, payload: text('x') }], closeCode: 1002 },
  { name: 'a close code no endpoint may send', frames: [{ opcode: 0x8, payload: closePayload(1005) }], closeCode: 1002 },
  { name: 'a close code out of range', frames: [{ opcode: 0x8, payload: closePayload(999) }], closeCode: 1002 },
  {
    name: 'a close reason that is not UTF-8',
    frames: [{ opcode: 0x8, payload: Buffer.concat([closePayload(1000), Buffer.from([0xff])]) }],
    closeCode: 1007,
  },
  { name: 'a one-byte close payload', frames: [{ opcode: 0x8, payload: new Uint8Array([3]) }], closeCode: 1002 },
  { name: 'a fragmented ping', frames: [{ opcode: 0x9, fin: false }], closeCode: 1002 },
  { name: 'a control frame over 125 bytes', frames: [{ opcode: 0x9, payload: new Uint8Array(126) }], closeCode: 1002 },
  { name: 'a continuation with nothing to continue', frames: [{ opcode: 0x0, payload: text('x') }], closeCode: 1002 },
  {
    name: 'a new message inside a fragmented one',
    frames: [
      { opcode: 0x1, fin: false, payload: text('a') },
      { opcode: 0x1, payload: text('b') },
    ],
    closeCode: 1002,
  },
];

const signedUp = (server: TestServer) => signedUpSession(server, 'hostile');

const cookieOf = (http: HttpSession) => [...http.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

async function openGoodSocket(server: TestServer, http: HttpSession) {
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}${PATH}`, { headers: { Cookie: cookieOf(http) } });
  const messages: Record<string, unknown>[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return { ws, messages };
}

async function until(check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testDatabases())('the updates socket against hostile peers on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('closes a socket that breaks the protocol with the fitting code, and serves everyone else', async () => {
    const bystander = await signedUp(server);
    const good = await openGoodSocket(server, bystander.http);
    const attacker = await signedUp(server);
    for (const { name, frames, closeCode } of hostileFrames) {
      const raw = await openRawWebSocket(server.url, PATH, cookieOf(attacker.http));
      for (const frame of frames) raw.send(encodeFrame(frame));
      await expect(raw.closed, name).resolves.toBe(closeCode);
    }
    expect(good.ws.readyState).toBe(WebSocket.OPEN);
    const id = '11111111-2222-4333-8444-555555555557';
    await server.deps.events.publish({ type: 'transcription_update', userId: bystander.userId, id, status: 'processing', progress: 7 });
    await until(() => good.messages.some((m) => m.type === 'transcription_update' && m.id === id));
    expect((await bystander.http.get('/api/health')).status).toBe(200);
    // The attacker is not locked out: a well-formed socket of theirs works.
    const again = await openGoodSocket(server, attacker.http);
    await until(() => again.messages.some((m) => m.type === 'connected'));
    again.ws.close();
    good.ws.close();
  });

  it('survives clients that reset the connection while their upgrade is under way', async () => {
    const { hostname, port } = new URL(server.url);
    // Each way an upgrade can end: refused for want of a session, for its origin or its path, or accepted.
    const variants = ['', 'Origin: https://evil.example\r\n', 'Cookie: vb_session=gone\r\n'];
    for (let i = 0; i < 30; i++) {
      const socket = connect(Number(port), hostname);
      socket.on('error', () => undefined);
      await new Promise((resolve) => socket.once('connect', resolve));
      const path = i % 4 === 3 ? '/api/ws/nowhere' : PATH;
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n${variants[i % 3]}\r\n`,
      );
      // An RST, not a FIN: the server's answer then meets a connection that is no more.
      socket.resetAndDestroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await createHttpSession(server.url).get('/api/health')).status).toBe(200);
  });

  it('answers 400 to a malformed cookie or request URL, not 500', async () => {
    expect(await upgradeStatus(server.url, PATH, { Cookie: 'vb_session=%E0%A4%A' })).toBe(400);
    expect(await upgradeStatus(server.url, '//host:99999/api/ws/updates')).toBe(400);
    // Other cookies are not ours to judge.
    expect(await upgradeStatus(server.url, PATH, { Cookie: 'theirs=%E0%A4%A' })).toBe(401);
  });
});

describe('the updates socket upgrade when the server itself fails', () => {
  it('still answers 500', async () => {
    const server = await startTestServer();
    try {
      const { http } = await signedUp(server);
      await server.deps.db.destroy();
      expect(await upgradeStatus(server.url, PATH, { Cookie: cookieOf(http) })).toBe(500);
    } finally {
      await server.close();
    }
  });
});

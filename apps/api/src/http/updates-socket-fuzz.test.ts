import { rmSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createHttpSession } from '../test-support/cookie-fetch';
import { migratedDataDir } from '../test-support/migrated-data-dir';
import { encodeFrame, type FrameSpec, openRawWebSocket } from '../test-support/raw-websocket';
import { spawnServer } from '../test-support/spawn-server';

const PATH = '/api/ws/updates';

/** Any frame a peer could put on the wire: every opcode, RSV and mask bit, honest or lying lengths, bad close codes. */
const frameArbitrary: fc.Arbitrary<FrameSpec> = fc.record(
  {
    fin: fc.boolean(),
    rsv: fc.integer({ min: 0, max: 7 }),
    opcode: fc.integer({ min: 0, max: 15 }),
    masked: fc.boolean(),
    payload: fc.oneof(
      fc.uint8Array({ maxLength: 300 }),
      // Text that is not UTF-8: a lone continuation byte, an overlong form, a truncated sequence, a surrogate.
      fc
        .constantFrom([0x80], [0xc0, 0xaf], [0xe0, 0xa4], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80])
        .map((bytes) => new Uint8Array(bytes)),
      // A close payload with any code, valid or not, and a reason.
      fc.tuple(fc.integer({ min: 0, max: 65535 }), fc.uint8Array({ maxLength: 20 })).map(([code, reason]) => {
        const payload = new Uint8Array(2 + reason.length);
        new DataView(payload.buffer).setUint16(0, code);
        payload.set(reason, 2);
        return payload;
      }),
    ),
    declaredLength: fc.oneof(
      fc.constant(undefined),
      fc.integer({ min: 0, max: 2 ** 31 }),
      fc.constantFrom(125, 126, 127, 65535, 65536, 16 * 1024 + 1),
    ),
  },
  { requiredKeys: ['opcode'] },
);

describe('the updates socket fed random frames', () => {
  let server: Awaited<ReturnType<typeof spawnServer>>;
  let dataDir: string;
  let cookie: string;

  beforeAll(async () => {
    dataDir = await migratedDataDir('socket-fuzz');
    server = await spawnServer({ DATA_DIR: dataDir, RUN_WORKER: 'false', LOG_LEVEL: 'info' });
    const http = createHttpSession(server.url);
    await http.post('/api/auth/register', { email: `fuzz.${Date.now()}@example.com`, password: 'password123', firstName: 'F' });
    cookie = [...http.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('stays up, answers health, keeps other sockets open, and never logs an error for a client fault', async () => {
    const bystander = new WebSocket(`${server.url.replace('http', 'ws')}${PATH}`, { headers: { Cookie: cookie } });
    await new Promise((resolve, reject) => {
      bystander.once('open', resolve);
      bystander.once('error', reject);
    });
    let connections = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(frameArbitrary, { minLength: 1, maxLength: 4 }), async (frames) => {
        const raw = await openRawWebSocket(server.url, PATH, cookie);
        connections++;
        for (const frame of frames) raw.send(encodeFrame(frame));
        // Frames the protocol allows leave the socket open: hang up after a moment, as a client would.
        await Promise.race([raw.closed, new Promise((resolve) => setTimeout(resolve, 50))]);
        raw.socket.destroy();
        await raw.closed;
      }),
      { numRuns: 60, interruptAfterTimeLimit: 8000 },
    );
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(bystander.readyState).toBe(WebSocket.OPEN);
    bystander.close();

    const lines = server.child
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    // One line at most per connection that broke the protocol.
    const protocolWarnings = lines.filter((line) => line.msg === 'closed a WebSocket that broke the protocol');
    expect(protocolWarnings.length).toBeGreaterThan(0);
    expect(protocolWarnings.length).toBeLessThanOrEqual(connections);
  }, 60_000);
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freeAllowanceSchema, statsSchema, userSchema } from '@verbatim/core-sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpSession } from '../test-support/cookie-fetch';
import { signedUpSession } from '../test-support/signed-up-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { testDatabases } from '../test-support/test-databases';

let dir: string;
let tone: Buffer;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'verbatim-credit-figures-'));
  execFileSync('ffmpeg', ['-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', join(dir, 'tone.wav')]);
  tone = readFileSync(join(dir, 'tone.wav'));
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function upload(http: HttpSession, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(tone)], { type: 'audio/wav' }), name);
  const res = await http.fetch(`${http.baseUrl}/api/transcriptions/upload`, { method: 'POST', body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { transcriptionId: string }).transcriptionId;
}

const me = async (http: HttpSession) => userSchema.parse((await http.get('/api/auth/user')).json);
const stats = async (http: HttpSession) => statsSchema.parse((await http.get('/api/stats')).json);

const nextMidnightUtc = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toISOString();
};

describe.each(testDatabases())('free transcriptions and credits are told apart on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    // No worker: rows are put in the state finished jobs leave them in.
    server = await startTestServer({ database, env: { RUN_WORKER: 'false' } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('three free transcriptions use the allowance, and no credits: the stats and the ledger agree', async () => {
    const { http } = await signedUpSession(server, 'free-three');
    expect((await me(http)).freeAllowance).toEqual(
      freeAllowanceSchema.parse({ limit: 3, used: 0, left: 3, renewsAt: nextMidnightUtc(), maxMinutesPerFile: 30 }),
    );
    const ids = [await upload(http, 'a.wav'), await upload(http, 'b.wav'), await upload(http, 'c.wav')];
    await server.deps
      .db('transcriptions')
      .whereIn('id', ids)
      .update({ status: 'completed', progress: 100, durationSeconds: 125, transcriptText: 'Hello there.' });

    const user = await me(http);
    expect(user.credits).toBe(0);
    expect(user.freeAllowance).toMatchObject({ limit: 3, used: 3, left: 0 });
    // Before, the stats counted each file's minutes as "credits used" (3 × 3 here) though billing listed nothing.
    expect(await stats(http)).toEqual({ totalTranscriptions: 3, hoursTranscribed: 0.1, creditsUsed: 0 });
    expect((await http.get('/api/credit-transactions')).json.items).toEqual([]);
  });

  it('credits used are the ledger’s charges less their refunds', async () => {
    const { http, userId } = await signedUpSession(server, 'ledger');
    const [paid, refunded] = [await upload(http, 'paid.wav'), await upload(http, 'refunded.wav')];
    await server.deps.db('transcriptions').whereIn('id', [paid, refunded]).update({ paidWith: 'credits', reservedCredits: 0 });
    await server.deps.db('credit_ledger').insert([
      { userId, amount: 100, kind: 'purchase', description: '100 credits' },
      { userId, amount: -7, kind: 'charge', description: 'Transcription of paid.wav (7 min)', transcriptionId: paid },
      { userId, amount: -4, kind: 'charge', description: 'Transcription of refunded.wav (4 min)', transcriptionId: refunded },
      { userId, amount: 4, kind: 'refund', description: 'Refund', transcriptionId: refunded },
    ]);
    await server.deps.db('transcriptions').where({ id: paid }).update({ status: 'completed', durationSeconds: 400 });
    await server.deps.db('transcriptions').where({ id: refunded }).update({ status: 'failed', durationSeconds: 200 });
    expect((await stats(http)).creditsUsed).toBe(7);
    const user = await me(http);
    expect(user.credits).toBe(93);
    const ledger = (await http.get('/api/credit-transactions')).json.items as { amount: number }[];
    expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(user.credits);
  });

  it('a plan in effect has no free allowance (it pays from credits); once it ends, the allowance is back', async () => {
    const { http, userId } = await signedUpSession(server, 'plan');
    const inAWeek = new Date(Date.now() + 7 * 86_400_000);
    await server.deps
      .db('users')
      .where({ id: userId })
      .update({ subscriptionPlan: 'pro', subscriptionStatus: 'active', subscriptionExpiresAt: inAWeek });
    expect((await me(http)).freeAllowance).toBeNull();
    await server.deps
      .db('users')
      .where({ id: userId })
      .update({ subscriptionStatus: 'cancelled', subscriptionExpiresAt: new Date(Date.now() - 1000) });
    expect((await me(http)).freeAllowance).toMatchObject({ limit: 3, used: 0, left: 3 });
  });
});

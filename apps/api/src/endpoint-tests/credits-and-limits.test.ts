import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES, notEnoughCreditsMessage } from '../services/access/assert-can-transcribe';
import type { HttpSession } from '../test-support/cookie-fetch';
import { makeTestMedia, type TestMedia } from '../test-support/media/make-test-media';
import { signedUpSession } from '../test-support/signed-up-session';
import { manualClock, startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';

let dir: string;
/** 3 seconds of tone: admission only cares that it is media. */
let tone: Buffer;
/** 70 seconds of silence: 2 credits, once probed. */
let seventySeconds: Buffer;
let media: TestMedia;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'verbatim-credits-'));
  const make = (source: string, name: string) => {
    execFileSync('ffmpeg', ['-loglevel', 'error', '-f', 'lavfi', '-i', source, '-ar', '16000', '-ac', '1', join(dir, name)]);
    return readFileSync(join(dir, name));
  };
  tone = make('sine=frequency=440:duration=3', 'tone.wav');
  seventySeconds = make('anullsrc=r=16000:cl=mono:d=70', 'seventy.flac');
  media = await makeTestMedia();
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Account {
  http: HttpSession;
  id: string;
}

async function signedUp(server: TestServer): Promise<Account> {
  const { http, userId } = await signedUpSession(server, 'credits');
  return { http, id: userId };
}

/** A paid plan with a given number of credits, as a purchase would leave it. */
async function paidAccount(server: TestServer, credits: number): Promise<Account> {
  const account = await signedUp(server);
  await server.deps.db('users').where({ id: account.id }).update({ subscriptionPlan: 'basic', subscriptionStatus: 'active' });
  await server.deps.db('credit_ledger').insert({ userId: account.id, amount: credits, kind: 'grant', description: 'Test credits' });
  return account;
}

async function upload(http: HttpSession, bytes: Buffer, name: string, type = 'audio/wav') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await http.fetch(`${http.baseUrl}/api/transcriptions/upload`, { method: 'POST', body: form });
  return { status: res.status, json: (await res.json()) as { transcriptionId?: string; error?: { code: string; message: string } } };
}

async function waitForStatus(http: HttpSession, id: string, statuses: string[], timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await http.get(`/api/transcriptions/${id}`);
    if (statuses.includes(res.json.status as string)) return res.json;
    if (Date.now() > deadline) throw new Error(`still ${String(res.json.status)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const ledgerSum = async (server: TestServer, userId: string) =>
  Number((await server.deps.db('credit_ledger').where({ userId }).sum('amount as total').first())?.total ?? 0);
const credits = async (http: HttpSession) => (await http.get('/api/auth/user')).json.credits as number;

describe.each(endpointTestDatabases())('admission of uploads on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    // No worker: admission is under test, and nothing must finish and free a place meanwhile.
    server = await startTestServer({ database, env: { RUN_WORKER: 'false' } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('admits exactly 3 of six concurrent uploads from a free account', async () => {
    const { http } = await signedUp(server);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(http, tone, `at-once-${i}.wav`)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expect(r.status).toBe(403);
      expect(r.json.error).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED', message: ACCESS_MESSAGES.freeUsedUp });
    }
    expect((await http.get('/api/transcriptions')).json.items).toHaveLength(3);
  });

  it('admits exactly one of five concurrent uploads from a paid account with 1 credit', async () => {
    const { http, id } = await paidAccount(server, 1);
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => upload(http, tone, `paid-${i}.wav`)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 403, 403, 403, 403]);
    for (const r of results.filter((r) => r.status === 403)) {
      expect(r.json.error).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED', message: ACCESS_MESSAGES.noCredits });
    }
    // The credit is held, not spent: the ledger is untouched and the person sees nothing left to spend.
    expect(await ledgerSum(server, id)).toBe(1);
    expect(await credits(http)).toBe(0);
  });

  it('refuses the second of two uploads in a row when 1 credit is left', async () => {
    const { http } = await paidAccount(server, 1);
    expect((await upload(http, tone, 'first.wav')).status).toBe(201);
    const second = await upload(http, tone, 'second.wav');
    expect(second.status).toBe(403);
    expect(second.json.error?.message).toBe(ACCESS_MESSAGES.noCredits);
  });

  it('counts a retried failure against the free allowance again', async () => {
    const { http } = await signedUp(server);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await upload(http, tone, `day-${i}.wav`)).json.transcriptionId as string);
    await server.deps.db('transcriptions').where({ id: ids[0] }).update({ status: 'failed', errorMessage: 'Broken.' });
    // A failure costs nothing, so its place is free for another upload…
    expect((await upload(http, tone, 'day-3.wav')).status).toBe(201);
    // …and retrying it would be a fourth transcription today.
    const retry = await http.post(`/api/transcriptions/${ids[0]}/retry`);
    expect(retry.status).toBe(403);
    expect(retry.json.error?.message).toBe(ACCESS_MESSAGES.freeUsedUp);
  });

  it('holds credits again when a failed paid transcription is retried, for its known length', async () => {
    const { http, id: userId } = await paidAccount(server, 2);
    const first = (await upload(http, tone, 'long.wav')).json.transcriptionId as string;
    // It failed after probing found 3 minutes: nothing is held any more.
    await server.deps
      .db('transcriptions')
      .where({ id: first })
      .update({ status: 'failed', durationSeconds: 150, reservedCredits: 0, errorMessage: 'Broken.' });
    expect(await credits(http)).toBe(2);
    const retry = await http.post(`/api/transcriptions/${first}/retry`);
    expect(retry.status).toBe(403);
    expect(retry.json.error?.message).toBe(notEnoughCreditsMessage(3, 2));
    await server.deps.db('credit_ledger').insert({ userId, amount: 1, kind: 'purchase', description: 'One more' });
    expect((await http.post(`/api/transcriptions/${first}/retry`)).status).toBe(200);
    expect(await credits(http)).toBe(0);
  });
});

describe.each(endpointTestDatabases())('holding and charging credits on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, env: { WORKER_CONCURRENCY: '2' } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('charges a completed transcription once and releases its hold', async () => {
    const { http, id: userId } = await paidAccount(server, 1);
    const up = await upload(http, readFileSync(media.flac), 'speech.flac', 'audio/flac');
    expect(up.status).toBe(201);
    const id = up.json.transcriptionId as string;
    const done = await waitForStatus(http, id, ['completed', 'failed']);
    expect(done.status).toBe('completed');
    const charges = await server.deps.db('credit_ledger').where({ transcriptionId: id, kind: 'charge' });
    expect(charges.map((c) => c.amount)).toEqual([-1]);
    expect((await server.deps.db('transcriptions').where({ id }).first()).reservedCredits).toBe(0);
    expect(await ledgerSum(server, userId)).toBe(0);
    expect(await credits(http)).toBe(0);
    expect((await upload(http, tone, 'after.wav')).status).toBe(403);
  });

  it('releases the hold of a failed transcription, which costs nothing', async () => {
    const { http, id: userId } = await paidAccount(server, 1);
    const up = await upload(http, readFileSync(media.videoWithoutAudio), 'silent.mp4', 'video/mp4');
    expect(up.status).toBe(201);
    const failed = await waitForStatus(http, up.json.transcriptionId as string, ['completed', 'failed']);
    expect(failed.errorMessage).toBe('This file has no audio track.');
    expect(await ledgerSum(server, userId)).toBe(1);
    expect(await credits(http)).toBe(1);
    expect((await upload(http, tone, 'next.wav')).status).toBe(201);
  });

  it('fails a file longer than the credits left, at no cost, instead of spending below zero', async () => {
    const { http, id: userId } = await paidAccount(server, 1);
    const up = await upload(http, seventySeconds, 'seventy.flac', 'audio/flac');
    expect(up.status).toBe(201);
    const failed = await waitForStatus(http, up.json.transcriptionId as string, ['completed', 'failed']);
    expect(failed.status).toBe('failed');
    expect(failed.errorMessage).toBe(notEnoughCreditsMessage(2, 1));
    expect(await server.deps.db('credit_ledger').where({ userId, kind: 'charge' })).toEqual([]);
    expect(await credits(http)).toBe(1);
  });
});

describe('the retry rule on the server', () => {
  const clock = manualClock(new Date('2026-11-23T10:00:00.000Z'));
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ now: clock.now, env: { RUN_WORKER: 'false' } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  async function stuckAt(progress: number) {
    const { http } = await signedUp(server);
    const id = (await upload(http, tone, `stuck-${progress}.wav`)).json.transcriptionId as string;
    await server.deps.db('transcriptions').where({ id }).update({ status: 'processing', progress, updatedAt: clock.now() });
    return { http, id };
  }

  it('accepts a retry of an early stall only once it has been still for two minutes, as the table offers it', async () => {
    const { http, id } = await stuckAt(10);
    const early = await http.post(`/api/transcriptions/${id}/retry`);
    expect(early.status).toBe(409);
    expect(early.json.error?.message).toBe(
      'This transcription is still being processed. If it has not moved by 10:02 UTC, you can retry it then.',
    );
    clock.advance(2 * 60_000);
    const retry = await http.post(`/api/transcriptions/${id}/retry`);
    expect(retry.status).toBe(200);
    expect((retry.json.transcription as { status: string }).status).toBe('pending');
    // The retry itself is a change: a second one straight after is refused.
    expect((await http.post(`/api/transcriptions/${id}/retry`)).status).toBe(409);
  });

  it('leaves a stall past 20 % to the queue, as the table does', async () => {
    const { http, id } = await stuckAt(50);
    clock.advance(60 * 60_000);
    expect((await http.post(`/api/transcriptions/${id}/retry`)).status).toBe(409);
  });
});

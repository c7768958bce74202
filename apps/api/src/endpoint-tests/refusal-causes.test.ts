import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AccessRefusal, accessRefusalSchema } from '@verbatim/core-sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES, notEnoughCreditsMessage, tooLongForFreeMessage } from '../services/access/assert-can-transcribe';
import type { HttpSession } from '../test-support/cookie-fetch';
import { signedUpSession } from '../test-support/signed-up-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';
import { createKey, fileForm, SITE, widgetJson } from '../test-support/widget-requests';

/** 31 minutes: one minute more than free transcriptions take. */
const LONG_SECONDS = 31 * 60;

let dir: string;
/** 3 seconds of tone: admission only cares that it is media. */
let tone: Buffer;
/** 30 minutes 30 seconds of silence at a low bitrate (under 2 MB, so it goes in one request): 31 credits. */
let longFile: Buffer;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'verbatim-refusals-'));
  const make = (args: string[], name: string) => {
    execFileSync('ffmpeg', ['-loglevel', 'error', '-f', 'lavfi', ...args, join(dir, name)]);
    return readFileSync(join(dir, name));
  };
  tone = make(['-i', 'sine=frequency=440:duration=3', '-ar', '16000', '-ac', '1'], 'tone.wav');
  longFile = make(['-i', 'anullsrc=r=8000:cl=mono:d=1830', '-b:a', '8k'], 'long.mp3');
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface ErrorAnswer {
  status: number;
  json: { transcriptionId?: string; error?: { code: string; message: string; details?: unknown } };
}

async function upload(http: HttpSession, bytes: Buffer, name: string, type = 'audio/wav'): Promise<ErrorAnswer> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await http.fetch(`${http.baseUrl}/api/transcriptions/upload`, { method: 'POST', body: form });
  return { status: res.status, json: (await res.json()) as ErrorAnswer['json'] };
}

/** The refusal's cause as the contract reads it from `error.details`. */
function refusalOf(answer: { status: number; json: { error?: object } }): AccessRefusal {
  expect(answer.status).toBe(403);
  const error = answer.json.error as { details?: unknown } | undefined;
  return accessRefusalSchema.parse(error?.details);
}

const grant = (server: TestServer, userId: string, amount: number) =>
  server.deps.db('credit_ledger').insert({ userId, amount, kind: 'grant', description: 'Test credits' });

/** A transcription that failed once probing had told its length, as a retry finds it. */
async function failedTranscription(server: TestServer, http: HttpSession, durationSeconds: number): Promise<string> {
  const up = await upload(http, tone, 'failed.wav');
  const id = up.json.transcriptionId as string;
  await server.deps
    .db('transcriptions')
    .where({ id })
    .update({ status: 'failed', durationSeconds, reservedCredits: 0, errorMessage: 'Failed.' });
  return id;
}

describe.each(endpointTestDatabases())('refusals name their cause, on upload and on retry, on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    // No worker: what is refused, and why, is under test; rows are put in the state a job would leave them in.
    server = await startTestServer({ database, env: { RUN_WORKER: 'false' } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('length, on retry: a free account that used none of today’s transcriptions is told the file is too long', async () => {
    const { http } = await signedUpSession(server, 'length-retry');
    const id = await failedTranscription(server, http, LONG_SECONDS);
    const retry = await http.post(`/api/transcriptions/${id}/retry`);
    expect(retry.json.error?.code).toBe('SUBSCRIPTION_REQUIRED');
    expect(retry.json.error?.message).toBe(tooLongForFreeMessage(LONG_SECONDS, 0));
    expect(retry.json.error?.message).toBe(
      'This file is longer than the 30 minutes a free transcription takes. A longer file is paid with credits, 1 per started minute: it needs 31 and you have 0. Buy credits or choose a plan to transcribe it.',
    );
    expect(refusalOf(retry)).toEqual({
      cause: 'length',
      durationSeconds: LONG_SECONDS,
      creditsNeeded: 31,
      creditsAvailable: 0,
      maxMinutesPerFile: 30,
    });
    // Nothing of today's allowance was used by the refusal: a short file is still taken.
    expect((await upload(http, tone, 'short.wav')).status).toBe(201);
  });

  it('length, on retry, with some credits: it names the credits it needs and those left, and is paid once they cover it', async () => {
    const { http, userId } = await signedUpSession(server, 'length-some-credits');
    await grant(server, userId, 5);
    const id = await failedTranscription(server, http, LONG_SECONDS);
    const retry = await http.post(`/api/transcriptions/${id}/retry`);
    expect(retry.json.error?.message).toBe(tooLongForFreeMessage(LONG_SECONDS, 5));
    expect(refusalOf(retry)).toMatchObject({ cause: 'length', creditsNeeded: 31, creditsAvailable: 5 });
    await grant(server, userId, 26);
    const paid = await http.post(`/api/transcriptions/${id}/retry`);
    expect(paid.status).toBe(200);
    expect(await server.deps.db('transcriptions').where({ id }).first()).toMatchObject({ paidWith: 'credits', reservedCredits: 31 });
  });

  it('length, even when today’s free transcriptions are used up too: the length is what tomorrow would refuse as well', async () => {
    const { http } = await signedUpSession(server, 'length-and-allowance');
    const id = await failedTranscription(server, http, LONG_SECONDS);
    for (let i = 0; i < 3; i++) expect((await upload(http, tone, `day-${i}.wav`)).status).toBe(201);
    expect(refusalOf(await http.post(`/api/transcriptions/${id}/retry`)).cause).toBe('length');
  });

  it('allowance, on upload and on retry: today’s free transcriptions are used up', async () => {
    const { http } = await signedUpSession(server, 'allowance');
    const id = await failedTranscription(server, http, 60);
    for (let i = 0; i < 3; i++) expect((await upload(http, tone, `day-${i}.wav`)).status).toBe(201);
    const refused = await upload(http, tone, 'fourth.wav');
    expect(refused.json.error).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED', message: ACCESS_MESSAGES.freeUsedUp });
    expect(refusalOf(refused)).toMatchObject({ cause: 'allowance', durationSeconds: null, creditsAvailable: 0 });
    const retry = await http.post(`/api/transcriptions/${id}/retry`);
    expect(retry.json.error?.message).toBe(ACCESS_MESSAGES.freeUsedUp);
    expect(refusalOf(retry).cause).toBe('allowance');
  });

  it('credits, on upload and on retry: a plan in effect pays only from credits', async () => {
    const { http, userId } = await signedUpSession(server, 'credits');
    await server.deps
      .db('users')
      .where({ id: userId })
      .update({ subscriptionPlan: 'basic', subscriptionStatus: 'active', subscriptionExpiresAt: new Date(Date.now() + 86_400_000) });
    await grant(server, userId, 2);
    const id = await failedTranscription(server, http, 150);
    const retry = await http.post(`/api/transcriptions/${id}/retry`);
    expect(retry.json.error?.message).toBe(notEnoughCreditsMessage(3, 2));
    expect(refusalOf(retry)).toMatchObject({ cause: 'credits', creditsNeeded: 3, creditsAvailable: 2 });
    expect((await upload(http, tone, 'one.wav')).status).toBe(201);
    expect((await upload(http, tone, 'two.wav')).status).toBe(201);
    const refused = await upload(http, tone, 'three.wav');
    expect(refused.json.error?.message).toBe(ACCESS_MESSAGES.noCredits);
    expect(refusalOf(refused)).toMatchObject({ cause: 'credits', creditsAvailable: 0 });
  });

  it('plan, on upload and on retry: a cancelled plan ended and nothing else is left', async () => {
    const { http, userId } = await signedUpSession(server, 'plan');
    const id = await failedTranscription(server, http, 60);
    for (let i = 0; i < 3; i++) expect((await upload(http, tone, `day-${i}.wav`)).status).toBe(201);
    await server.deps
      .db('users')
      .where({ id: userId })
      .update({ subscriptionPlan: 'pro', subscriptionStatus: 'cancelled', subscriptionExpiresAt: new Date(Date.now() - 1000) });
    const refused = await upload(http, tone, 'fourth.wav');
    expect(refused.json.error).toMatchObject({ code: 'SUBSCRIPTION_CANCELLED', message: ACCESS_MESSAGES.cancelled });
    expect(refusalOf(refused).cause).toBe('plan');
    const retry = await http.post(`/api/transcriptions/${id}/retry`);
    expect(retry.json.error?.code).toBe('SUBSCRIPTION_CANCELLED');
    expect(refusalOf(retry).cause).toBe('plan');
  });

  it('length, on a widget’s upload (probed before it is admitted): refused at once, or paid with credits that cover it', async () => {
    const { http, userId } = await signedUpSession(server, 'widget-length');
    const { secret } = await createKey(http, { name: 'Site', origins: [SITE] });
    const send = () =>
      widgetJson(server.url, '/api/transcriptions/upload', {
        key: secret,
        method: 'POST',
        body: fileForm(longFile, 'long.mp3', 'audio/mpeg'),
      });
    const refused = await send();
    const refusal = refusalOf(refused);
    expect(refusal).toMatchObject({ cause: 'length', creditsNeeded: 31, creditsAvailable: 0 });
    expect(refused.json.error?.message).toBe(tooLongForFreeMessage(refusal.durationSeconds ?? 0, 0));
    await grant(server, userId, 31);
    const taken = await send();
    expect(taken.status).toBe(201);
    const row = await server.deps
      .db('transcriptions')
      .where({ id: String(taken.json.transcriptionId) })
      .first();
    expect(row).toMatchObject({ paidWith: 'credits', reservedCredits: 31 });
  });
});

describe.each(endpointTestDatabases())('a file found too long while processing, on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  async function waitForRow(id: string, done: (row: Record<string, unknown>) => boolean, timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const row = (await server.deps.db('transcriptions').where({ id }).first()) as Record<string, unknown>;
      if (done(row)) return row;
      if (Date.now() > deadline) throw new Error(`transcription still ${String(row.status)} after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('fails at no cost with its length as the reason, and its retry says the same, not that the allowance is used', async () => {
    const { http } = await signedUpSession(server, 'long-upload');
    const up = await upload(http, longFile, 'lecture.mp3', 'audio/mpeg');
    expect(up.status).toBe(201);
    const failed = await waitForRow(up.json.transcriptionId as string, (row) => row.status === 'failed');
    const probed = Number(failed.durationSeconds);
    expect(probed).toBeGreaterThan(30 * 60);
    expect(failed.errorMessage).toBe(tooLongForFreeMessage(probed, 0));
    expect(failed.errorMessage).toContain('it needs 31 and you have 0');
    const retry = await http.post(`/api/transcriptions/${String(up.json.transcriptionId)}/retry`);
    expect(retry.json.error?.message).toBe(tooLongForFreeMessage(probed, 0));
    expect(refusalOf(retry).cause).toBe('length');
    // The failed file took none of today's three.
    expect((await http.get('/api/auth/user')).json).toMatchObject({ trialTranscriptionsUsed: 0 });
  });

  it('is paid with credits instead when they cover all its minutes, and frees its place in today’s allowance', async () => {
    const { http, userId } = await signedUpSession(server, 'long-upload-credits');
    await grant(server, userId, 40);
    const up = await upload(http, longFile, 'lecture.mp3', 'audio/mpeg');
    expect(up.status).toBe(201);
    const id = up.json.transcriptionId as string;
    const row = await waitForRow(id, (r) => r.paidWith === 'credits' || r.status === 'failed');
    expect(row).toMatchObject({ paidWith: 'credits', reservedCredits: 31 });
    expect((await http.get('/api/auth/user')).json).toMatchObject({ credits: 9, trialTranscriptionsUsed: 0 });
    // Transcribing half an hour of silence is not under test.
    await http.request('DELETE', `/api/transcriptions/${id}`);
  });
});

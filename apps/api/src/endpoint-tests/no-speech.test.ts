import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpSession } from '../test-support/cookie-fetch';
import { makeTestMedia, type TestMedia } from '../test-support/media/make-test-media';
import { signedUpSession } from '../test-support/signed-up-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';

// A recording in which the real local engine (PocketSphinx, fed by ffmpeg) hears no speech: it completes, with its
// media kept to play, and costs nothing: no credits, and no free transcription of the day.

let dir: string;
/** Four seconds of digital silence, as a screen recording with the microphone muted gives. */
let silence: Buffer;
let media: TestMedia;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'verbatim-no-speech-'));
  execFileSync('ffmpeg', ['-loglevel', 'error', '-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono:d=4', join(dir, 'silence.wav')]);
  silence = readFileSync(join(dir, 'silence.wav'));
  media = await makeTestMedia();
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function upload(http: HttpSession, bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await http.fetch(`${http.baseUrl}/api/transcriptions/upload`, { method: 'POST', body: form });
  return { status: res.status, json: (await res.json()) as { transcriptionId?: string; error?: { code: string } } };
}

async function finished(http: HttpSession, id: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await http.get(`/api/transcriptions/${id}`);
    const status = res.json.status as string;
    if (status === 'completed' || status === 'failed') return res.json;
    if (Date.now() > deadline) throw new Error(`still ${status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.each(endpointTestDatabases())('a recording with no speech on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const credits = async (http: HttpSession) => (await http.get('/api/auth/user')).json.credits as number;
  const charges = async (userId: string) => server.deps.db('credit_ledger').where({ userId, kind: 'charge' }).select('amount');

  it('completes with no text and its media kept, and charges no credits', async () => {
    const { http, userId } = await signedUpSession(server, 'silent-paid');
    await server.deps.db('users').where({ id: userId }).update({ subscriptionPlan: 'basic', subscriptionStatus: 'active' });
    await server.deps.db('credit_ledger').insert({ userId, amount: 5, kind: 'grant', description: 'Test credits' });

    const up = await upload(http, silence, 'muted.wav', 'audio/wav');
    expect(up.status).toBe(201);
    const done = await finished(http, up.json.transcriptionId as string);
    expect(done).toMatchObject({ status: 'completed', engine: 'local', transcriptText: '', words: [], mediaAvailable: true });
    expect(await charges(userId)).toEqual([]);
    expect(await credits(http)).toBe(5);
    const row = await server.deps.db('transcriptions').where({ id: up.json.transcriptionId }).first();
    expect(row.reservedCredits).toBe(0);

    // The same account is charged for speech, as ever: the rule is about what was heard, not the account.
    const spoken = await upload(http, readFileSync(media.flac), 'speech.flac', 'audio/flac');
    expect((await finished(http, spoken.json.transcriptionId as string)).status).toBe('completed');
    expect(await charges(userId)).toEqual([{ amount: -1 }]);
    expect(await credits(http)).toBe(4);
  }, 180_000);

  it('does not use up a free transcription of the day', async () => {
    const { http } = await signedUpSession(server, 'silent-free');
    // Three silent recordings in a row, then a fourth upload: each silent one gave back its place in the allowance.
    for (let n = 1; n <= 3; n++) {
      const up = await upload(http, silence, `muted-${n}.wav`, 'audio/wav');
      expect(up.status).toBe(201);
      expect((await finished(http, up.json.transcriptionId as string)).status).toBe('completed');
    }
    const fourth = await upload(http, silence, 'muted-4.wav', 'audio/wav');
    expect(fourth.status).toBe(201);
    await finished(http, fourth.json.transcriptionId as string);
  }, 240_000);
});

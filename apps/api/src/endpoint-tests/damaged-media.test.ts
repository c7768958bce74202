import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSession, type HttpSession } from '../test-support/cookie-fetch';
import { makeTestMedia, type TestMedia } from '../test-support/media/make-test-media';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';
import { uploadPresigned } from '../test-support/upload-presigned';

let counter = 0;

describe.each(endpointTestDatabases())('a damaged or cut-off file fails, and costs nothing, on %s', (database) => {
  let server: TestServer;
  let media: TestMedia;
  /** The first kilobyte of each: what a broken copy or an upload that stopped early leaves. */
  let mp3Head: Buffer;
  let wavHead: Buffer;

  async function signedUp(plan: 'free' | 'basic' = 'free'): Promise<{ http: HttpSession; userId: string }> {
    const http = createHttpSession(server.url);
    const res = await http.post('/api/auth/register', {
      email: `damaged.${Date.now()}.${++counter}@example.com`,
      password: 'password123',
      firstName: 'D',
    });
    const userId = String((res.json.user as { id?: string } | undefined)?.id ?? (await http.get('/api/auth/user')).json.id);
    if (plan !== 'free') {
      await server.deps.db('users').where({ id: userId }).update({ subscriptionPlan: plan, subscriptionStatus: 'active' });
      await server.deps.db('credit_ledger').insert({ userId, amount: 300, kind: 'grant', description: 'Basic plan minutes' });
    }
    return { http, userId };
  }

  async function settled(http: HttpSession, id: string) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const t = (await http.get(`/api/transcriptions/${id}`)).json;
      if (t.status === 'completed' || t.status === 'failed') return t;
      if (Date.now() > deadline) throw new Error(`still ${String(t.status)} after a minute`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }

  async function uploadDirect(http: HttpSession, bytes: Buffer, name: string, type: string): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type }), name);
    const res = await http.fetch(`${server.url}/api/transcriptions/upload`, { method: 'POST', body: form });
    expect(res.status).toBe(201);
    return ((await res.json()) as { transcriptionId: string }).transcriptionId;
  }

  beforeAll(async () => {
    media = await makeTestMedia();
    mp3Head = (await readFile(media.mp3)).subarray(0, 1024);
    wavHead = (await readFile(media.wav)).subarray(0, 1024);
    server = await startTestServer({ database });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('the first kilobyte of an MP3, uploaded directly, fails with a plain reason and leaves the free allowance whole', async () => {
    const { http } = await signedUp();
    const id = await uploadDirect(http, mp3Head, 'meeting.mp3', 'audio/mpeg');
    const t = await settled(http, id);
    expect(t.status).toBe('failed');
    expect(t.errorMessage).toMatch(/^This file seems damaged or cut short: only 0\.\d+ s of its 8\.1 s could be read\./);
    expect(t.transcriptText ?? null).toBeNull();
    expect((await http.get('/api/auth/user')).json.trialTranscriptionsUsed).toBe(0);
  });

  it('the first kilobyte of a WAV, through the presigned path, fails the same way', async () => {
    const { http } = await signedUp();
    const id = await uploadPresigned(http, wavHead, 'interview.wav', 'audio/wav');
    const t = await settled(http, id);
    expect(t.status).toBe('failed');
    // ffprobe sees only the bytes that are there; the WAV header still says how long the recording was.
    expect(t.errorMessage).toMatch(/^This file seems damaged or cut short: only 0\.0\d s of its 8 s could be read\./);
    expect((await http.get('/api/auth/user')).json.trialTranscriptionsUsed).toBe(0);
  });

  it('half an MP3 on a paid plan fails and charges no credit', async () => {
    const { http, userId } = await signedUp('basic');
    const id = await uploadDirect(http, await readFile(media.truncatedMp3), 'half.mp3', 'audio/mpeg');
    const t = await settled(http, id);
    expect(t.status).toBe('failed');
    expect(t.errorMessage).toMatch(/only 4 s of its 8\.1 s could be read/);
    expect(await server.deps.db('credit_ledger').where({ userId, kind: 'charge' })).toEqual([]);
    expect((await http.get('/api/auth/user')).json.credits).toBe(300);
  });
});

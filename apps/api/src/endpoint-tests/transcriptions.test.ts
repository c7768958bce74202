import { readFileSync, statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpeechEngine } from '../services/speech/create-speech-engine';
import { ENGINE_UNAVAILABLE_MESSAGE } from '../services/speech/speech-engine-error';
import { createHttpSession, type HttpSession } from '../test-support/cookie-fetch';
import { makeTestMedia, type TestMedia } from '../test-support/media/make-test-media';
import { wordErrorRate } from '../test-support/media/word-error-rate';
import { signedUpSession } from '../test-support/signed-up-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';

// PocketSphinx's small US-English model on synthetic speech: the engine's own tests justify this bound.
const MAX_WORD_ERROR_RATE = 0.5;

const signedUp = async (server: TestServer) => (await signedUpSession(server, 'pat')).http;

async function uploadDirect(http: HttpSession, path: string, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(path)], { type }), name);
  const res = await http.fetch(`${http.baseUrl}/api/transcriptions/upload`, { method: 'POST', body: form });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> & { error?: { code: string; message: string } } };
}

// Under the project's 180-s test limit, so that a wait that runs out names the status it saw: a limit for a hung job (a
// decode took over 90 s here beside the rest of the suite on a slow day of the machine), not a measurement.
async function waitForStatus(http: HttpSession, id: string, statuses: string[], timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  const seen: number[] = [];
  for (;;) {
    const res = await http.get(`/api/transcriptions/${id}`);
    expect(res.status).toBe(200);
    seen.push(res.json.progress as number);
    if (statuses.includes(res.json.status as string)) return { transcription: res.json, progressSeen: seen };
    if (Date.now() > deadline) throw new Error(`still ${String(res.json.status)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.each(endpointTestDatabases())('the transcription pipeline on %s', (database) => {
  let server: TestServer;
  let media: TestMedia;

  beforeAll(async () => {
    media = await makeTestMedia();
    server = await startTestServer({ database, env: { WORKER_CONCURRENCY: '2' } });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('transcribes a spoken WAV uploaded in one request, and charges nothing on the free plan', async () => {
    const http = await signedUp(server);
    const up = await uploadDirect(http, media.wav, 'speech.wav', 'audio/wav');
    expect(up.status).toBe(201);
    const id = up.json.transcriptionId as string;
    const { transcription, progressSeen } = await waitForStatus(http, id, ['completed', 'failed']);
    expect(transcription.status).toBe('completed');
    expect(transcription.progress).toBe(100);
    expect(wordErrorRate(media.text, String(transcription.transcriptText)).rate).toBeLessThan(MAX_WORD_ERROR_RATE);
    expect(transcription.duration as number).toBeGreaterThan(1);
    expect((transcription.words as unknown[]).length).toBeGreaterThan(3);
    expect(transcription.engine).toBe('local');
    expect(progressSeen).toEqual([...progressSeen].sort((a, b) => a - b)); // never goes backwards
    const me = await http.get('/api/auth/user');
    expect(me.json.credits).toBe(0);
    expect(me.json.trialTranscriptionsUsed).toBe(1);
    expect(me.json.freeAllowance).toMatchObject({ limit: 3, used: 1, left: 2 });
    const stats = await http.get('/api/stats');
    expect(stats.json.totalTranscriptions).toBe(1);
    // Today's free allowance paid for it: no credit was spent.
    expect(stats.json.creditsUsed).toBe(0);
  });

  it('refuses a text file named .mp3, an empty file and a non-media type', async () => {
    const http = await signedUp(server);
    const text = await uploadDirect(http, media.textAsMp3, 'notes.mp3', 'audio/mpeg');
    expect(text.status).toBe(400);
    expect(text.json.error?.message).toBe('notes.mp3: Only audio and video files are supported.');
    const empty = await uploadDirect(http, media.zeroBytes, 'empty.wav', 'audio/wav');
    expect(empty.status).toBe(400);
    expect(empty.json.error?.code).toBe('EMPTY_FILE');
    const pdf = await uploadDirect(http, media.wav, 'speech.pdf', 'application/pdf');
    expect(pdf.status).toBe(400);
    expect(pdf.json.error?.code).toBe('INVALID_FILE_TYPE');
    expect((await http.get('/api/transcriptions')).json.items).toEqual([]);
  });

  it('fails a video without audio, with its message', async () => {
    const http = await signedUp(server);
    const up = await uploadDirect(http, media.videoWithoutAudio, 'silent.mp4', 'video/mp4');
    expect(up.status).toBe(201);
    const { transcription } = await waitForStatus(http, up.json.transcriptionId as string, ['completed', 'failed']);
    expect(transcription.status).toBe('failed');
    expect(transcription.errorMessage).toBe('This file has no audio track.');
    // Retry puts it back into processing with a fresh job; the file is still silent, so it fails the same way.
    const retry = await http.post(`/api/transcriptions/${String(up.json.transcriptionId)}/retry`);
    expect(retry.status).toBe(200);
    expect((retry.json.transcription as { status: string }).status).toBe('pending');
    const again = await waitForStatus(http, up.json.transcriptionId as string, ['completed', 'failed']);
    expect(again.transcription.errorMessage).toBe('This file has no audio track.');
    const jobs = await server.deps
      .db('jobs')
      .where({ type: 'transcription.process' })
      .whereRaw("payload->>'transcriptionId' = ?", [String(up.json.transcriptionId)]);
    expect(jobs).toHaveLength(2);
  });

  it('answers 401 signed out and 404 for another user, everywhere', async () => {
    const owner = await signedUp(server);
    const up = await uploadDirect(owner, media.wav, 'mine.wav', 'audio/wav');
    const id = up.json.transcriptionId as string;
    const stranger = await signedUp(server);
    for (const path of [`/api/transcriptions/${id}`, `/api/transcriptions/${id}/audio`]) {
      expect((await stranger.get(path)).status).toBe(404);
    }
    expect((await stranger.request('DELETE', `/api/transcriptions/${id}`)).status).toBe(404);
    expect((await stranger.post(`/api/transcriptions/${id}/retry`)).status).toBe(404);
    expect((await stranger.get('/api/transcriptions')).json).toEqual({ items: [], nextCursor: null, total: 0 });
    const anonymous = createHttpSession(server.url);
    expect((await anonymous.get('/api/transcriptions')).status).toBe(401);
    expect((await uploadDirect(anonymous, media.wav, 'x.wav', 'audio/wav')).status).toBe(401);
    await waitForStatus(owner, id, ['completed', 'failed']);
  });

  it('serves the media with byte ranges, and deletes everything', async () => {
    const http = await signedUp(server);
    const up = await uploadDirect(http, media.mp3, 'speech.mp3', 'audio/mpeg');
    const id = up.json.transcriptionId as string;
    await waitForStatus(http, id, ['completed', 'failed']);
    const size = statSync(media.mp3).size;
    const whole = await http.fetch(`${server.url}/api/transcriptions/${id}/audio`);
    expect(whole.status).toBe(200);
    expect((await whole.arrayBuffer()).byteLength).toBe(size);
    const part = await http.fetch(`${server.url}/api/transcriptions/${id}/audio`, { headers: { Range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe(`bytes 10-19/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(10);
    const jobsAbout = () =>
      server.deps.db('jobs').whereIn('state', ['queued', 'running']).whereRaw("payload->>'transcriptionId' = ?", [id]).pluck('type');
    // Scheduled at completion for 24 hours later (the owner's "transcript ready" e-mail may still be on its way).
    expect((await jobsAbout()).filter((type) => type !== 'notification.transcription-finished')).toEqual(['media.delete']);
    expect((await http.request('DELETE', `/api/transcriptions/${id}`)).status).toBe(200);
    expect((await http.get(`/api/transcriptions/${id}`)).status).toBe(404);
    expect(await server.deps.db('transcriptions').where({ id })).toHaveLength(0);
    expect(await jobsAbout()).toEqual([]);
  });

  it('searches by file name and by transcript text', async () => {
    const http = await signedUp(server);
    const up = await uploadDirect(http, media.wav, 'quarterly-review.wav', 'audio/wav');
    await waitForStatus(http, up.json.transcriptionId as string, ['completed']);
    expect((await http.get('/api/transcriptions?q=QUARTERLY')).json.total).toBe(1);
    expect((await http.get('/api/transcriptions?q=zebra-not-there')).json.total).toBe(0);
  });

  it('limits the free plan to 3 transcriptions a day', async () => {
    const http = await signedUp(server);
    for (let i = 0; i < 3; i++) expect((await uploadDirect(http, media.flac, `f${i}.flac`, 'audio/flac')).status).toBe(201);
    const fourth = await uploadDirect(http, media.flac, 'f3.flac', 'audio/flac');
    expect(fourth.status).toBe(403);
    expect(fourth.json.error?.code).toBe('SUBSCRIPTION_REQUIRED');
  });
});

describe('when the speech engine is not installed', () => {
  let server: TestServer;
  let media: TestMedia;
  beforeAll(async () => {
    media = await makeTestMedia();
    // The real local engine, pointed at a program that does not exist, as on a machine without the Debian package.
    server = await startTestServer({
      speech: createSpeechEngine({ engine: 'local', pocketsphinxPath: '/nonexistent/pocketsphinx_continuous' }),
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('fails the transcription with a plain message instead of retrying forever', async () => {
    const http = await signedUp(server);
    const up = await uploadDirect(http, media.wav, 'speech.wav', 'audio/wav');
    const { transcription } = await waitForStatus(http, up.json.transcriptionId as string, ['completed', 'failed']);
    expect(transcription.status).toBe('failed');
    expect(transcription.errorMessage).toBe(ENGINE_UNAVAILABLE_MESSAGE);
  });
});

describe('media retention', () => {
  let server: TestServer;
  let media: TestMedia;
  beforeAll(async () => {
    media = await makeTestMedia();
    // About two seconds instead of 24 hours.
    server = await startTestServer({ env: { MEDIA_RETENTION_HOURS: '0.0005' } });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('deletes the media after processing and keeps the transcript', async () => {
    const http = await signedUp(server);
    const up = await uploadDirect(http, media.wav, 'kept.wav', 'audio/wav');
    const id = up.json.transcriptionId as string;
    const { transcription } = await waitForStatus(http, id, ['completed']);
    const key = (await server.deps.db('transcriptions').where({ id }).first()).mediaKey as string;
    expect(await server.deps.storage.stat(key)).not.toBeNull();
    const deadline = Date.now() + 30_000;
    while ((await http.get(`/api/transcriptions/${id}`)).json.mediaAvailable && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const after = await http.get(`/api/transcriptions/${id}`);
    expect(after.json.mediaAvailable).toBe(false);
    expect(after.json.transcriptText).toBe(transcription.transcriptText);
    expect(await server.deps.storage.stat(key)).toBeNull();
    const audio = await http.get(`/api/transcriptions/${id}/audio`);
    expect(audio.status).toBe(404);
    expect(audio.json.error?.message).toMatch(/deleted/);
    // With the media gone, a retry cannot work and says why.
    await server.deps.db('transcriptions').where({ id }).update({ status: 'failed' });
    const retry = await http.post(`/api/transcriptions/${id}/retry`);
    expect(retry.status).toBe(409);
  });
});

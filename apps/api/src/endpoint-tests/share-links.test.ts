import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TranscriptionModel } from '../models/transcription';
import { createHttpSession, type HttpSession } from '../test-support/cookie-fetch';
import { makeToneWav } from '../test-support/media/make-tone-wav';
import { type SignedUpSession, signedUpSession } from '../test-support/signed-up-session';
import { manualClock, startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';

const UNAVAILABLE = {
  code: 'SHARE_LINK_UNAVAILABLE',
  message: 'This link is no longer available. Ask the person who shared it for a new one.',
};
const DAY_MS = 24 * 60 * 60_000;

interface Created {
  id: string;
  url: string;
  token: string;
  expiresAt: string | null;
  allowMedia: boolean;
  createdAt: string;
}

/** A short real WAV, made once for every database's run. */
let toneWav: Buffer;
beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), 'verbatim-share-'));
  try {
    toneWav = makeToneWav(join(dir, 'tone.wav'), 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe.each(endpointTestDatabases())('share links on %s', (database) => {
  const clock = manualClock();
  let server: TestServer;
  let owner: SignedUpSession;
  let stranger: SignedUpSession;
  const outsider = () => createHttpSession(server.url);

  /** A transcription of the owner's, written as the pipeline leaves it, with its media stored when asked. */
  async function insertTranscription(overrides: { status?: 'completed' | 'processing'; withMedia?: boolean } = {}) {
    const mediaKey = overrides.withMedia ? `media/${owner.userId}/${randomUUID()}.wav` : null;
    if (mediaKey) await server.deps.storage.write(mediaKey, Readable.from([toneWav]), { contentType: 'audio/wav' });
    const completed = (overrides.status ?? 'completed') === 'completed';
    const row = await TranscriptionModel.query(server.deps.db).insertAndFetch({
      userId: owner.userId,
      fileName: 'board-meeting.wav',
      fileSize: toneWav.length,
      mimeType: 'audio/wav',
      mediaKey,
      uploadPath: 'direct',
      status: completed ? 'completed' : 'processing',
      progress: completed ? 100 : 40,
      language: completed ? 'en' : null,
      engine: 'local',
      durationSeconds: 1,
      transcriptText: completed ? 'Welcome to the board meeting.' : null,
      segments: completed ? [{ start: 0, end: 1, text: 'Welcome to the board meeting.' }] : null,
      words: completed
        ? ['Welcome', 'to', 'the', 'board', 'meeting.'].map((text, i) => ({ start: i * 0.2, end: i * 0.2 + 0.15, text, confidence: 0.9 }))
        : null,
      completedAt: completed ? new Date() : null,
    });
    return row.id;
  }

  async function share(transcriptionId: string, body: Record<string, unknown> = {}): Promise<Created> {
    const res = await owner.http.post(`/api/transcriptions/${transcriptionId}/share`, body);
    expect(res.status, res.text).toBe(201);
    return res.json as unknown as Created;
  }

  const expectUnavailable = (res: { status: number; json: { error?: unknown } }) => {
    expect(res.status).toBe(404);
    expect(res.json.error).toEqual(UNAVAILABLE);
  };

  beforeAll(async () => {
    server = await startTestServer({ database, now: clock.now, env: { RUN_WORKER: 'false', PUBLIC_URL: 'https://verbatim.example' } });
    owner = await signedUpSession(server, 'sharer');
    stranger = await signedUpSession(server, 'stranger');
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('gives a link whose token opens the transcript signed out, with nothing of the owner, and counts the view', async () => {
    const id = await insertTranscription();
    const link = await share(id, { expiresInDays: 30 });
    expect(link.url).toBe(`https://verbatim.example/share/${link.token}`);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.allowMedia).toBe(false);
    expect(new Date(link.expiresAt ?? 0).getTime()).toBe(new Date(link.createdAt).getTime() + 30 * DAY_MS);

    const res = await outsider().get(`/api/shared/${link.token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Object.keys(res.json).sort()).toEqual(
      [
        'createdAt',
        'duration',
        'fileName',
        'language',
        'mediaAvailable',
        'mimeType',
        'segments',
        'speakerNames',
        'transcriptText',
        'words',
      ].sort(),
    );
    expect(res.json).toMatchObject({
      fileName: 'board-meeting.wav',
      transcriptText: 'Welcome to the board meeting.',
      mediaAvailable: false,
      mimeType: 'audio/wav',
    });
    expect(res.json.words).toHaveLength(5);
    for (const secret of [owner.userId, id, link.id, '@example.com']) expect(res.text).not.toContain(secret);

    const listed = await owner.http.get(`/api/transcriptions/${id}/shares`);
    expect(listed.status).toBe(200);
    const items = listed.json.items as Array<Record<string, unknown>>;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: link.id, viewCount: 1, active: true, revokedAt: null, allowMedia: false });
    expect(items[0]?.lastViewedAt).toEqual(expect.any(String));
    expect(listed.text).not.toContain(link.token);
  });

  it('stops working once revoked, with the same answer as a link that never existed; revoking again is fine', async () => {
    const id = await insertTranscription();
    const link = await share(id);
    expect((await outsider().get(`/api/shared/${link.token}`)).status).toBe(200);

    const revoked = await owner.http.request('DELETE', `/api/shares/${link.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.json.success).toBe(true);
    const first = await outsider().get(`/api/shared/${link.token}`);
    expectUnavailable(first);
    expect(first.headers.get('x-robots-tag')).toBe('noindex');
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expectUnavailable(await outsider().get(`/api/shared/${link.token}/download?format=txt`));

    expect((await owner.http.request('DELETE', `/api/shares/${link.id}`)).status).toBe(200);
    const items = (await owner.http.get(`/api/transcriptions/${id}/shares`)).json.items as Array<Record<string, unknown>>;
    expect(items[0]).toMatchObject({ active: false, revokedAt: expect.any(String) });

    const never = await outsider().get(`/api/shared/${randomBytes(32).toString('base64url')}`);
    expect(never.json).toEqual(first.json);
  });

  it('stops working when it expires', async () => {
    const id = await insertTranscription();
    const link = await share(id, { expiresInDays: 1 });
    clock.advance(DAY_MS - 60_000);
    expect((await outsider().get(`/api/shared/${link.token}`)).status).toBe(200);
    clock.advance(2 * 60_000);
    expectUnavailable(await outsider().get(`/api/shared/${link.token}`));
    expectUnavailable(await outsider().get(`/api/shared/${link.token}/download?format=srt`));
    const items = (await owner.http.get(`/api/transcriptions/${id}/shares`)).json.items as Array<Record<string, unknown>>;
    expect(items[0]).toMatchObject({ active: false, revokedAt: null });
  });

  it('opens nothing with a raw transcription id, a share id, a guessed token or garbage', async () => {
    const id = await insertTranscription();
    const link = await share(id);
    const guesses = [
      id,
      link.id,
      randomBytes(32).toString('base64url'),
      `${link.token.slice(0, -1)}${link.token.endsWith('A') ? 'B' : 'A'}`,
      "x' or 1=1 --",
      'a'.repeat(5000),
    ];
    for (const guess of guesses) {
      for (const suffix of ['', '/audio', '/download?format=txt']) {
        expectUnavailable(await outsider().get(`/api/shared/${encodeURIComponent(guess)}${suffix}`));
      }
    }
    // Signed in as someone else is no better.
    expectUnavailable(await stranger.http.get(`/api/shared/${id}`));
  });

  it('serves the media, with byte ranges, only when the owner allowed it and it is still kept', async () => {
    const id = await insertTranscription({ withMedia: true });
    const textOnly = await share(id);
    expect((await outsider().get(`/api/shared/${textOnly.token}`)).json.mediaAvailable).toBe(false);
    const refused = await outsider().get(`/api/shared/${textOnly.token}/audio`);
    expect(refused.status).toBe(404);
    expect(refused.json.error?.code).toBe('NOT_FOUND');

    const withMedia = await share(id, { allowMedia: true });
    expect(withMedia.allowMedia).toBe(true);
    expect((await outsider().get(`/api/shared/${withMedia.token}`)).json.mediaAvailable).toBe(true);
    const whole = await outsider().fetch(`${server.url}/api/shared/${withMedia.token}/audio`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('x-robots-tag')).toBe('noindex');
    expect(Buffer.from(await whole.arrayBuffer()).equals(toneWav)).toBe(true);

    const part = await outsider().fetch(`${server.url}/api/shared/${withMedia.token}/audio`, { headers: { Range: 'bytes=0-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-11/${toneWav.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(toneWav.subarray(0, 12))).toBe(true);
    // Reading the media is not a view of the transcript.
    const items = (await owner.http.get(`/api/transcriptions/${id}/shares`)).json.items as Array<{ id: string; viewCount: number }>;
    expect(items.find((item) => item.id === withMedia.id)?.viewCount).toBe(1);

    // Once the media is deleted after processing, the transcript stays shared and the media does not.
    await TranscriptionModel.query(server.deps.db).findById(id).patch({ mediaKey: null, mediaDeletedAt: new Date() });
    expect((await outsider().get(`/api/shared/${withMedia.token}`)).json.mediaAvailable).toBe(false);
    expect((await outsider().get(`/api/shared/${withMedia.token}/audio`)).status).toBe(404);
  });

  it('downloads the transcript by token in the formats of the owner download', async () => {
    const id = await insertTranscription();
    const link = await share(id);
    const vtt = await outsider().get(`/api/shared/${link.token}/download?format=vtt`);
    expect(vtt.status).toBe(200);
    expect(vtt.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(vtt.headers.get('content-disposition')).toContain('board-meeting.vtt');
    expect(vtt.headers.get('x-robots-tag')).toBe('noindex');
    expect(vtt.headers.get('cache-control')).toBe('private, no-store');
    expect(vtt.text.startsWith('WEBVTT')).toBe(true);
    expect(vtt.text).toContain('Welcome');

    const txt = await outsider().get(`/api/shared/${link.token}/download?format=txt&header=false`);
    expect(txt.text).toContain('Welcome to the board meeting.');
    expect(txt.text).not.toContain('board-meeting.wav');
    expect((await outsider().get(`/api/shared/${link.token}/download?format=exe`)).status).toBe(400);
  });

  it("lets nobody else create, list or revoke links of someone's transcription", async () => {
    const id = await insertTranscription();
    const link = await share(id);
    const create = await stranger.http.post(`/api/transcriptions/${id}/share`, {});
    expect(create.status).toBe(404);
    expect((await stranger.http.get(`/api/transcriptions/${id}/shares`)).status).toBe(404);
    expect((await stranger.http.request('DELETE', `/api/shares/${link.id}`)).status).toBe(404);
    expect((await stranger.http.request('DELETE', `/api/shares/not-a-uuid`)).status).toBe(404);
    expect((await outsider().post(`/api/transcriptions/${id}/share`, {})).status).toBe(401);
    expect((await outsider().get(`/api/shared/${link.token}`)).status).toBe(200);
  });

  it('shares only completed transcripts, for 1 to 365 days', async () => {
    const pending = await insertTranscription({ status: 'processing' });
    const res = await owner.http.post(`/api/transcriptions/${pending}/share`, {});
    expect(res.status).toBe(409);
    expect(res.json.error?.code).toBe('CONFLICT');

    const id = await insertTranscription();
    for (const expiresInDays of [0, 366, 1.5, '7']) {
      expect((await owner.http.post(`/api/transcriptions/${id}/share`, { expiresInDays })).status).toBe(400);
    }
    expect((await share(id, { expiresInDays: null })).expiresAt).toBeNull();
    expect((await share(id, { expiresInDays: 365 })).expiresAt).toEqual(expect.any(String));
  });

  it('stores only a hash of each token', async () => {
    const id = await insertTranscription();
    const link = await share(id);
    const columns: Array<{ columnName: string }> = await server.deps
      .db('information_schema.columns')
      .where({ tableName: 'share_links' })
      .select('columnName');
    expect(columns.map((c) => c.columnName).sort()).toEqual(
      [
        'allow_media',
        'created_at',
        'expires_at',
        'id',
        'last_viewed_at',
        'revoked_at',
        'token_hash',
        'transcription_id',
        'user_id',
        'view_count',
      ].sort(),
    );
    const row = await server.deps.db('share_links').where({ id: link.id }).first();
    expect(row.tokenHash).toBe(createHash('sha256').update(link.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(link.token);
  });

  it('ends the links of a deleted transcription', async () => {
    const id = await insertTranscription();
    const link = await share(id);
    expect((await owner.http.request('DELETE', `/api/transcriptions/${id}`)).status).toBe(200);
    expectUnavailable(await outsider().get(`/api/shared/${link.token}`));
    expect(await server.deps.db('share_links').where({ id: link.id }).first()).toBeUndefined();
  });
});

describe('shared link reads per address', () => {
  let server: TestServer;
  let http: HttpSession;
  beforeAll(async () => {
    server = await startTestServer({ env: { RUN_WORKER: 'false', SHARED_VIEWS_MAX_PER_ADDRESS: '3' } });
    http = createHttpSession(server.url);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('are limited, guesses included, with Retry-After', async () => {
    const guess = () => http.get(`/api/shared/${randomBytes(32).toString('base64url')}`);
    for (let i = 0; i < 3; i++) expect((await guess()).status).toBe(404);
    const refused = await guess();
    expect(refused.status).toBe(429);
    expect(refused.json.error?.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('x-robots-tag')).toBe('noindex');
  });
});

import { DEFAULT_USER_PREFERENCES } from '@verbatim/core-sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TranscriptionModel } from '../models/transcription';
import { createHttpSession, type HttpSession } from '../test-support/cookie-fetch';
import { errorFields } from '../test-support/error-fields';
import { signedUpSession } from '../test-support/signed-up-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';

const PASSWORD = 'password123';

describe.each(endpointTestDatabases())('account settings on %s', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { RUN_WORKER: 'false' } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  /** A new account and its e-mail, signed in. */
  async function account(label: string) {
    const { http, userId } = await signedUpSession(server, label);
    const me = await http.get('/api/auth/user');
    return { http, userId, email: String(me.json.email) };
  }

  /** Another browser signed in to the same account. */
  async function signIn(email: string, password = PASSWORD) {
    const http = createHttpSession(server.url);
    const res = await http.post('/api/auth/login', { email, password });
    expect(res.status).toBe(200);
    return http;
  }

  const patch = (http: HttpSession, path: string, body: unknown) => http.request('PATCH', path, body);

  describe('PATCH /api/user', () => {
    it('saves trimmed names and answers the user as the current-user call shows it', async () => {
      const { http } = await account('profile');
      const res = await patch(http, '/api/user', { firstName: '  Grace ', lastName: ' Hopper  ' });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', subscriptionPlan: 'free' });
      expect((await http.get('/api/auth/user')).json).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
      expect((await http.get('/api/auth/post-login')).json.message).toBe('Welcome, Grace!');
    });

    it('removes a blank last name, and leaves out fields alone', async () => {
      const { http } = await account('blank');
      await patch(http, '/api/user', { firstName: 'Ada', lastName: 'Lovelace' });
      expect((await patch(http, '/api/user', { lastName: '   ' })).json).toMatchObject({ firstName: 'Ada', lastName: null });
      await patch(http, '/api/user', { lastName: 'King' });
      expect((await patch(http, '/api/user', { lastName: null })).json).toMatchObject({ lastName: null });
      expect((await patch(http, '/api/user', {})).json).toMatchObject({ firstName: 'Ada', lastName: null });
    });

    it('refuses a blank first name, control characters, line breaks and names that are too long', async () => {
      const { http } = await account('refused');
      for (const body of [
        { firstName: '   ' },
        { firstName: 'Ada\u0000' },
        { lastName: 'Love\nlace' },
        { firstName: 'x'.repeat(101) },
        { firstName: 42 },
      ]) {
        const res = await patch(http, '/api/user', body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.json.error?.code).toBe('VALIDATION_FAILED');
        expect(errorFields(res.json).length).toBeGreaterThan(0);
      }
      expect((await http.get('/api/auth/user')).json.firstName).toBe('R');
    });

    it('is for signed-in users only', async () => {
      expect((await patch(createHttpSession(server.url), '/api/user', { firstName: 'Eve' })).status).toBe(401);
    });
  });

  describe('preferences', () => {
    it('answers the defaults until something is saved, then saves only what changed', async () => {
      const { http, userId } = await account('prefs');
      expect((await http.get('/api/user/preferences')).json).toEqual(DEFAULT_USER_PREFERENCES);
      const saved = await patch(http, '/api/user/preferences', { mode: 'accurate', exportFormat: 'srt', speakerLabels: true });
      expect(saved.status).toBe(200);
      expect(saved.json).toEqual({ ...DEFAULT_USER_PREFERENCES, mode: 'accurate', exportFormat: 'srt', speakerLabels: true });
      const again = await patch(http, '/api/user/preferences', { notifyWeeklyReports: true, autoDownload: true });
      expect(again.json).toEqual({
        ...DEFAULT_USER_PREFERENCES,
        mode: 'accurate',
        exportFormat: 'srt',
        speakerLabels: true,
        notifyWeeklyReports: true,
        autoDownload: true,
      });
      expect((await http.get('/api/user/preferences')).json).toEqual(again.json);
      expect(await server.deps.db('user_preferences').where({ userId })).toHaveLength(1);
    });

    it('keeps two saves made at once, each with its own fields', async () => {
      const { http } = await account('racing');
      await Promise.all([
        patch(http, '/api/user/preferences', { mode: 'fast' }),
        patch(http, '/api/user/preferences', { exportFormat: 'vtt' }),
      ]);
      expect((await http.get('/api/user/preferences')).json).toMatchObject({ mode: 'fast', exportFormat: 'vtt' });
    });

    it("takes only the engine's languages, in the engine's spelling, and null to detect", async () => {
      const { http } = await account('language');
      const languages = await createHttpSession(server.url).get('/api/speech/languages');
      expect(languages.status).toBe(200);
      expect(languages.json).toEqual({
        engine: 'local',
        detectsLanguage: false,
        labelsSpeakers: false,
        languages: [{ code: 'en', name: 'English' }],
      });

      expect((await patch(http, '/api/user/preferences', { language: 'EN' })).json.language).toBe('en');
      const french = await patch(http, '/api/user/preferences', { language: 'fr' });
      expect(french.status).toBe(400);
      expect(french.json.error?.code).toBe('LANGUAGE_NOT_SUPPORTED');
      expect(french.json.error?.message).toMatch(/does not offer the language "fr"/);
      expect((await http.get('/api/user/preferences')).json.language).toBe('en');
      expect((await patch(http, '/api/user/preferences', { language: null })).json.language).toBeNull();
    });

    it('refuses malformed settings with the field named', async () => {
      const { http } = await account('badprefs');
      for (const [body, field] of [
        [{ mode: 'slow' }, 'mode'],
        [{ exportFormat: 'json' }, 'exportFormat'],
        [{ speakerLabels: 'yes' }, 'speakerLabels'],
        [{ language: 'english please' }, 'language'],
        [{ language: `en-${'x'.repeat(40)}` }, 'language'],
      ] as const) {
        const res = await patch(http, '/api/user/preferences', body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(errorFields(res.json)).toContain(field);
      }
      expect((await http.get('/api/user/preferences')).json).toEqual(DEFAULT_USER_PREFERENCES);
      expect((await createHttpSession(server.url).get('/api/user/preferences')).status).toBe(401);
    });
  });

  describe('POST /api/auth/change-password', () => {
    it('changes the password, ends the other sessions and keeps this one', async () => {
      const { http, email } = await account('password');
      const laptop = await signIn(email);
      const phone = await signIn(email);
      const res = await http.post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'a much better one' });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ message: 'Your password has been changed. Signed out of 2 other sessions.', endedSessions: 2 });
      expect((await http.get('/api/auth/user')).json).not.toBeNull();
      expect((await laptop.get('/api/auth/user')).json).toBeNull();
      expect((await phone.get('/api/auth/user')).json).toBeNull();
      expect((await createHttpSession(server.url).post('/api/auth/login', { email, password: PASSWORD })).status).toBe(401);
      await signIn(email, 'a much better one');
    });

    it('refuses a wrong current password with a clear 400, and a new one under 8 characters', async () => {
      const { http, email } = await account('wrongpw');
      const other = await signIn(email);
      const wrong = await http.post('/api/auth/change-password', { currentPassword: 'not it at all', newPassword: 'whatever long' });
      expect(wrong.status).toBe(400);
      expect(wrong.json.error).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Your current password is not correct.' });
      const short = await http.post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'short' });
      expect(short.status).toBe(400);
      expect(errorFields(short.json)).toEqual(['newPassword']);
      expect(short.json.error?.message).toContain('Password must be at least 8 characters long.');
      const missing = await http.post('/api/auth/change-password', { newPassword: 'long enough' });
      expect(errorFields(missing.json)).toEqual(['currentPassword']);
      // Nothing changed: the old password still signs in, and the other session stays.
      expect((await other.get('/api/auth/user')).json).not.toBeNull();
      await signIn(email);
      expect(
        (await createHttpSession(server.url).post('/api/auth/change-password', { currentPassword: 'x', newPassword: 'yyyyyyyy' })).status,
      ).toBe(401);
    });

    it('counts wrong current passwords with failed sign-ins, and then refuses for a while', async () => {
      const { http, email } = await account('throttled');
      for (let attempt = 0; attempt < 5; attempt++) {
        expect(
          (await http.post('/api/auth/change-password', { currentPassword: `guess ${attempt}`, newPassword: 'new password' })).status,
        ).toBe(400);
      }
      const refused = await http.post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'new password' });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
      expect((await createHttpSession(server.url).post('/api/auth/login', { email, password: PASSWORD })).status).toBe(429);
    });
  });

  describe('POST /api/auth/sessions/end-others', () => {
    it('signs out every other session of the person, says how many, and keeps this one', async () => {
      const { http, email } = await account('sessions');
      const stranger = await account('stranger');
      const others = [await signIn(email), await signIn(email), await signIn(email)];
      const res = await http.post('/api/auth/sessions/end-others');
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ message: 'Signed out of 3 other sessions.', endedSessions: 3 });
      for (const other of others) expect((await other.get('/api/auth/user')).json).toBeNull();
      expect((await http.get('/api/auth/user')).json).not.toBeNull();
      expect((await stranger.http.get('/api/auth/user')).json).not.toBeNull();
      expect((await http.post('/api/auth/sessions/end-others')).json).toEqual({
        message: 'You were not signed in anywhere else.',
        endedSessions: 0,
      });
      expect((await createHttpSession(server.url).post('/api/auth/sessions/end-others')).status).toBe(401);
    });
  });

  describe('GET /api/user/invoices', () => {
    it("lists the person's completed payments, newest first, and no one else's", async () => {
      const { http, userId } = await account('invoices');
      const stranger = await account('otherpayer');
      expect((await http.get('/api/user/invoices')).json).toEqual({ items: [], hasMore: false });
      const payment = (user: string, status: string, completedAt: Date | null, plan: 'pro' | null) => ({
        userId: user,
        kind: plan ? 'plan' : 'pack',
        plan,
        credits: plan ? 1200 : 500,
        amountCents: plan ? 1500 : 499,
        currency: 'USD',
        provider: 'sandbox',
        status,
        completedAt,
      });
      const [older, newer] = (await server.deps
        .db('payment_attempts')
        .insert([
          payment(userId, 'completed', new Date('2026-01-05T10:00:00Z'), null),
          payment(userId, 'completed', new Date('2026-02-05T10:00:00Z'), 'pro'),
          payment(userId, 'failed', null, null),
          payment(stranger.userId, 'completed', new Date('2026-02-06T10:00:00Z'), null),
        ])
        .returning('id')) as { id: string }[];
      const res = await http.get('/api/user/invoices');
      expect(res.json).toEqual({
        items: [
          {
            id: newer?.id,
            description: 'Pro plan, monthly (1,200 minutes)',
            amountCents: 1500,
            currency: 'USD',
            paidAt: '2026-02-05T10:00:00.000Z',
          },
          { id: older?.id, description: '500 credits', amountCents: 499, currency: 'USD', paidAt: '2026-01-05T10:00:00.000Z' },
        ],
        hasMore: false,
      });
      const receipt = await http.fetch(`${server.url}/api/payments/${newer?.id}/receipt`);
      expect(receipt.status).toBe(200);
      expect(receipt.headers.get('content-type')).toMatch(/application\/pdf/);
    });
  });

  describe('the default export format', () => {
    it('is what a download without a format comes in; an explicit format still wins', async () => {
      const { http, userId } = await account('exporter');
      const row = await TranscriptionModel.query(server.deps.db).insertAndFetch({
        userId,
        fileName: 'standup.mp3',
        fileSize: 1000,
        mimeType: 'audio/mpeg',
        mediaKey: null,
        uploadPath: 'direct',
        status: 'completed',
        progress: 100,
        language: 'en',
        engine: 'local',
        completedAt: new Date(),
        transcriptText: 'Good morning everyone.',
        segments: [{ start: 0, end: 1.5, text: 'Good morning everyone.' }],
        words: [
          { start: 0, end: 0.4, text: 'Good' },
          { start: 0.5, end: 0.9, text: 'morning' },
          { start: 1.0, end: 1.5, text: 'everyone.' },
        ],
        durationSeconds: 2,
      });
      const download = (query = '') => http.fetch(`${server.url}/api/transcriptions/${row.id}/download${query}`);

      const plain = await download();
      expect(plain.status).toBe(200);
      expect(plain.headers.get('content-disposition')).toContain('filename="standup.txt"');

      await patch(http, '/api/user/preferences', { exportFormat: 'srt' });
      const subtitles = await download();
      expect(subtitles.headers.get('content-type')).toMatch(/application\/x-subrip/);
      expect(subtitles.headers.get('content-disposition')).toContain('filename="standup.srt"');
      expect(await subtitles.text()).toMatch(/^1\r?\n00:00:00,000 --> /);

      const explicit = await download('?format=vtt');
      expect(explicit.headers.get('content-disposition')).toContain('filename="standup.vtt"');
      expect((await download('?format=doc')).status).toBe(400);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../lib/tokens';
import { createHttpSession, type HttpSession } from '../test-support/cookie-fetch';
import { startOidcProvider, type TestAccountClaims, type TestOidcProvider } from '../test-support/start-oidc-provider';
import { manualClock, startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases, type TestDatabaseKind } from '../test-support/test-databases';
import { verifyEmailOf } from '../test-support/verify-email';

const CALLBACK_PATH = '/api/auth/google/callback';
const SESSION_COOKIE = 'vb_session';

/**
 * Requests `start` and follows each redirect as a browser would (cookies kept, across the API
 * and the provider), until the next URL is one `stop` picks; returns that URL, not requested.
 */
async function follow(browser: HttpSession, start: string, stop: (url: URL) => boolean): Promise<URL> {
  let url = new URL(start);
  for (let hop = 0; hop < 20; hop++) {
    const response = await browser.fetch(url, { redirect: 'manual' });
    const body = await response.text();
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(`GET ${url.href} answered ${response.status} instead of a redirect: ${body.slice(0, 300)}`);
    }
    const next = new URL(location, url);
    if (stop(next)) return next;
    url = next;
  }
  throw new Error(`more than 20 redirects from ${start}`);
}

describe.each(endpointTestDatabases())('Google sign-in through OpenID Connect (%s)', (database: TestDatabaseKind) => {
  let idp: TestOidcProvider;
  let api: TestServer;
  const clock = manualClock();

  const isCallback = (url: URL) => url.origin === api.url && url.pathname === CALLBACK_PATH;
  /** A page of the web app (not an API call): where every Google sign-in ends. */
  const isPage = (url: URL) => url.origin === api.url && !url.pathname.startsWith('/api/');
  const landingOf = (url: URL) => `${url.pathname}${url.search}`;

  /** Starts at /api/login and stops just before the browser is sent back to our callback. */
  const toCallback = (browser: HttpSession, path = '/api/login') => follow(browser, `${api.url}${path}`, isCallback);
  const finish = async (browser: HttpSession, callbackUrl: URL) => landingOf(await follow(browser, callbackUrl.href, isPage));

  /** One person signing in with Google in a fresh browser; returns the browser and where it landed. */
  async function signInWithGoogle(sub: string, claims: TestAccountClaims) {
    idp.setAccount(sub, claims);
    idp.setNextInteraction({ signInAs: sub });
    const browser = createHttpSession(api.url);
    const landing = await finish(browser, await toCallback(browser));
    return { browser, landing };
  }

  const userRow = (email: string) => api.deps.db('users').where({ email }).first();

  beforeAll(async () => {
    idp = await startOidcProvider();
    api = await startTestServer({
      database,
      now: clock.now,
      env: {
        GOOGLE_CLIENT_ID: idp.clientId,
        GOOGLE_CLIENT_SECRET: idp.clientSecret,
        GOOGLE_ISSUER_URL: idp.issuer,
        ADMIN_EMAILS: 'chief@example.com,deputy@example.com',
      },
    });
    await idp.registerClient(`${api.url}${CALLBACK_PATH}`);
  });

  afterAll(async () => {
    await api?.close();
    await idp?.close();
  });

  it('sends the browser to the provider with PKCE (S256), state, nonce and our callback, keeping only a hash of the state', async () => {
    const browser = createHttpSession(api.url);
    const response = await browser.fetch(`${api.url}/api/login`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const authorize = new URL(response.headers.get('location') ?? '');
    expect(authorize.origin).toBe(idp.issuer);
    const params = authorize.searchParams;
    expect(params.get('client_id')).toBe(idp.clientId);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('redirect_uri')).toBe(`${api.url}${CALLBACK_PATH}`);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('nonce')).toBeTruthy();
    const state = params.get('state') ?? '';
    expect(state).toBeTruthy();
    const row = await api.deps
      .db('oidc_login_states')
      .where({ id: hashToken(state) })
      .first();
    expect(row).toBeDefined();
    expect(await api.deps.db('oidc_login_states').where({ id: state }).first()).toBeUndefined();
    expect(new Date(row.expiresAt).getTime() - clock.now().getTime()).toBe(10 * 60_000);
  });

  it('creates a free account without a password for a new Google user and signs it in', async () => {
    const { browser, landing } = await signInWithGoogle('google-new', {
      email: 'New.Person@Example.com',
      email_verified: true,
      given_name: 'New',
      family_name: 'Person',
      picture: 'https://images.example/new.png',
    });
    expect(landing).toBe('/auth/callback');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(true);

    const me = await browser.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({
      email: 'new.person@example.com',
      firstName: 'New',
      lastName: 'Person',
      profileImageUrl: 'https://images.example/new.png',
      subscriptionPlan: 'free',
      trialTranscriptionLimit: 3,
      trialTranscriptionsUsed: 0,
      role: 'user',
    });
    const postLogin = await browser.get('/api/auth/post-login');
    expect(postLogin.json).toEqual({ message: 'Welcome, New!', redirectTo: '/' });

    const row = await userRow('new.person@example.com');
    expect(row.passwordHash).toBeNull();
    expect(row.googleSubject).toBe('google-new');
  });

  it('finds the account by its Google subject at the next sign-in, even after the address changed at Google', async () => {
    const first = await signInWithGoogle('google-returning', { email: 'returning@example.com', email_verified: true, given_name: 'Ret' });
    const firstMe = await first.browser.get('/api/auth/user');

    const again = await signInWithGoogle('google-returning', { email: 'renamed@example.com', email_verified: true, given_name: 'Ret' });
    expect(again.landing).toBe('/auth/callback');
    const againMe = await again.browser.get('/api/auth/user');
    expect(againMe.json.id).toBe(firstMe.json.id);
    expect(againMe.json.email).toBe('returning@example.com');
    expect(await userRow('renamed@example.com')).toBeUndefined();
  });

  it('links an existing verified password account with the same address, which still signs in with its password', async () => {
    const registering = createHttpSession(api.url);
    const registered = await registering.post('/api/auth/register', {
      email: 'linked@example.com',
      password: 'correct horse battery',
      firstName: 'Pat',
    });
    expect(registered.status).toBe(201);
    const userId = (registered.json.user as { id: string }).id;
    await verifyEmailOf(api, 'linked@example.com');

    const { browser, landing } = await signInWithGoogle('google-linked', {
      email: 'Linked@Example.COM',
      email_verified: true,
      given_name: 'Patricia',
      family_name: 'Linked',
      picture: 'https://images.example/pat.png',
    });
    expect(landing).toBe('/auth/callback');
    const me = await browser.get('/api/auth/user');
    expect(me.json).toMatchObject({
      id: userId,
      email: 'linked@example.com',
      firstName: 'Pat',
      profileImageUrl: 'https://images.example/pat.png',
    });
    const row = await userRow('linked@example.com');
    expect(row.googleSubject).toBe('google-linked');
    expect(row.passwordHash).toBeTruthy();
    expect(Number((await api.deps.db('users').whereRaw('lower(email) = ?', ['linked@example.com']).count({ n: '*' }))[0]?.n)).toBe(1);

    const withPassword = await createHttpSession(api.url).post('/api/auth/login', {
      email: 'linked@example.com',
      password: 'correct horse battery',
    });
    expect(withPassword.status).toBe(200);
    expect((withPassword.json.user as { id: string }).id).toBe(userId);
  });

  it("links an unverified password account as the address's owner: the password chosen before stops working", async () => {
    // Someone signed up with the chief's address and never proved it; the real owner now arrives through Google.
    const squatter = createHttpSession(api.url);
    const registered = await squatter.post('/api/auth/register', {
      email: 'chief@example.com',
      password: 'squatter password',
      firstName: 'Sq',
    });
    expect((registered.json.user as { role: string; emailVerified: boolean }).role).toBe('user');

    const { browser, landing } = await signInWithGoogle('google-chief', {
      email: 'Chief@example.com',
      email_verified: true,
      given_name: 'Chief',
    });
    expect(landing).toBe('/auth/callback');
    expect((await browser.get('/api/auth/user')).json).toMatchObject({ role: 'admin', emailVerified: true });
    expect((await userRow('chief@example.com')).passwordHash).toBeNull();
    expect((await squatter.get('/api/auth/user')).json).toBeNull();
    const withPassword = await createHttpSession(api.url).post('/api/auth/login', {
      email: 'chief@example.com',
      password: 'squatter password',
    });
    expect(withPassword.status).toBe(401);
  });

  it('keeps a picture the account already has when linking', async () => {
    const registering = createHttpSession(api.url);
    await registering.post('/api/auth/register', { email: 'has-picture@example.com', password: 'correct horse battery', firstName: 'Pic' });
    await api.deps.db('users').where({ email: 'has-picture@example.com' }).update({ profileImageUrl: 'https://images.example/own.png' });
    await signInWithGoogle('google-has-picture', {
      email: 'has-picture@example.com',
      email_verified: true,
      picture: 'https://images.example/google.png',
    });
    const row = await userRow('has-picture@example.com');
    expect(row.googleSubject).toBe('google-has-picture');
    expect(row.profileImageUrl).toBe('https://images.example/own.png');
  });

  it('refuses to take over an account already linked to another Google account with the same address', async () => {
    await signInWithGoogle('google-owner', { email: 'owned@example.com', email_verified: true });
    const { browser, landing } = await signInWithGoogle('google-intruder', { email: 'owned@example.com', email_verified: true });
    expect(landing).toBe('/auth?error=google_failed');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await userRow('owned@example.com')).googleSubject).toBe('google-owner');
  });

  it('makes a new account an admin when its address is in ADMIN_EMAILS, since Google verified it', async () => {
    const { browser } = await signInWithGoogle('google-deputy', {
      email: 'Deputy@example.com',
      email_verified: true,
      given_name: 'Deputy',
    });
    expect((await browser.get('/api/auth/user')).json).toMatchObject({ role: 'admin', emailVerified: true });
  });

  it('refuses an unverified or missing e-mail address', async () => {
    const unverified = await signInWithGoogle('google-unverified', { email: 'unverified@example.com', email_verified: false });
    expect(unverified.landing).toBe('/auth?error=google_unverified_email');
    expect(unverified.browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await userRow('unverified@example.com')).toBeUndefined();

    const noEmail = await signInWithGoogle('google-no-email', { given_name: 'Anonymous' });
    expect(noEmail.landing).toBe('/auth?error=google_unverified_email');
    expect(await api.deps.db('users').where({ googleSubject: 'google-no-email' }).first()).toBeUndefined();
  });

  it('refuses a tampered or unknown state, and the real one still works afterwards', async () => {
    idp.setAccount('google-tamper', { email: 'tamper@example.com', email_verified: true });
    idp.setNextInteraction({ signInAs: 'google-tamper' });
    const browser = createHttpSession(api.url);
    const callback = await toCallback(browser);

    const tampered = new URL(callback);
    tampered.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    expect(await finish(browser, tampered)).toBe('/auth?error=google_failed');
    const withoutState = new URL(callback);
    withoutState.searchParams.delete('state');
    expect(await finish(browser, withoutState)).toBe('/auth?error=google_failed');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);

    expect(await finish(browser, callback)).toBe('/auth/callback');
  });

  it('refuses a replayed callback: each state is used once', async () => {
    idp.setAccount('google-replay', { email: 'replay@example.com', email_verified: true });
    idp.setNextInteraction({ signInAs: 'google-replay' });
    const browser = createHttpSession(api.url);
    const callback = await toCallback(browser);
    expect(await finish(browser, callback)).toBe('/auth/callback');
    expect(await finish(browser, callback)).toBe('/auth?error=google_failed');
  });

  it('refuses a callback in a browser other than the one that started the sign-in', async () => {
    idp.setAccount('google-attacker', { email: 'attacker@example.com', email_verified: true });
    idp.setNextInteraction({ signInAs: 'google-attacker' });
    const attacker = createHttpSession(api.url);
    const callback = await toCallback(attacker);

    const victim = createHttpSession(api.url);
    expect(await finish(victim, callback)).toBe('/auth?error=google_failed');
    expect(victim.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('refuses a sign-in finished after the state expired (10 minutes)', async () => {
    idp.setAccount('google-slow', { email: 'slow@example.com', email_verified: true });
    idp.setNextInteraction({ signInAs: 'google-slow' });
    const browser = createHttpSession(api.url);
    const callback = await toCallback(browser);
    clock.advance(10 * 60_000 + 1000);
    expect(await finish(browser, callback)).toBe('/auth?error=google_failed');
    expect(await userRow('slow@example.com')).toBeUndefined();
  });

  it('sends the browser back to the sign-in page when the person declines at the provider', async () => {
    idp.setNextInteraction({ deny: true });
    const browser = createHttpSession(api.url);
    const callback = await toCallback(browser);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(await finish(browser, callback)).toBe('/auth?error=google_failed');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('refuses a code the provider did not issue', async () => {
    idp.setAccount('google-forged', { email: 'forged@example.com', email_verified: true });
    idp.setNextInteraction({ signInAs: 'google-forged' });
    const browser = createHttpSession(api.url);
    const callback = await toCallback(browser);
    const forged = new URL(callback);
    forged.searchParams.set('code', 'not-a-code-the-provider-issued');
    expect(await finish(browser, forged)).toBe('/auth?error=google_failed');
    expect(await userRow('forged@example.com')).toBeUndefined();
  });

  it('passes a return path on this site through to the callback page, and drops any other', async () => {
    idp.setAccount('google-return', { email: 'return@example.com', email_verified: true });
    idp.setNextInteraction({ signInAs: 'google-return' });
    const browser = createHttpSession(api.url);
    expect(await finish(browser, await toCallback(browser, '/api/login?returnTo=%2Ftranscriptions%3Fpage%3D2'))).toBe(
      '/auth/callback?returnTo=%2Ftranscriptions%3Fpage%3D2',
    );
    expect(await finish(browser, await toCallback(browser, '/api/login?returnTo=%2F%2Fevil.example%2F'))).toBe('/auth/callback');
    expect(await finish(browser, await toCallback(browser, '/api/login?returnTo=https%3A%2F%2Fevil.example%2F'))).toBe('/auth/callback');
    // The web app's rule, the same module: encoded slashes, and paths its router cannot show, are dropped too.
    expect(await finish(browser, await toCallback(browser, '/api/login?returnTo=%2F%252F%252Fevil.example'))).toBe('/auth/callback');
    expect(await finish(browser, await toCallback(browser, '/api/login?returnTo=%2Fapi%2Flogout'))).toBe('/auth/callback');
  });

  it('keeps the return path on the sign-in page when the sign-in fails, so a second try still leads there', async () => {
    idp.setNextInteraction({ deny: true });
    const browser = createHttpSession(api.url);
    const callback = await toCallback(browser, '/api/login?returnTo=%2Fblog%2Fsome-post');
    expect(await finish(browser, callback)).toBe('/auth?error=google_failed&next=%2Fblog%2Fsome-post');
  });
});

describe.each(endpointTestDatabases())('Google sign-in when the provider is missing (%s)', (database: TestDatabaseKind) => {
  it('says Google is unavailable when it is not configured', async () => {
    const api = await startTestServer({ database });
    try {
      const browser = createHttpSession(api.url);
      for (const path of ['/api/login', `${CALLBACK_PATH}?code=x&state=y`]) {
        const response = await browser.fetch(`${api.url}${path}`, { redirect: 'manual' });
        expect(response.status).toBe(302);
        expect(response.headers.get('location')).toBe('/auth?error=google_unavailable');
      }
      const fromPost = await browser.fetch(`${api.url}/api/login?returnTo=%2Fblog%2Fsome-post`, { redirect: 'manual' });
      expect(fromPost.headers.get('location')).toBe('/auth?error=google_unavailable&next=%2Fblog%2Fsome-post');
    } finally {
      await api.close();
    }
  });

  it('says Google is unavailable while discovery fails, and discovers again at the next sign-in', async () => {
    const idp = await startOidcProvider();
    const api = await startTestServer({
      database,
      env: { GOOGLE_CLIENT_ID: idp.clientId, GOOGLE_CLIENT_SECRET: idp.clientSecret, GOOGLE_ISSUER_URL: idp.issuer },
    });
    try {
      const browser = createHttpSession(api.url);
      // Until registerClient the provider answers 503 to everything, discovery included.
      const refused = await browser.fetch(`${api.url}/api/login`, { redirect: 'manual' });
      expect(refused.headers.get('location')).toBe('/auth?error=google_unavailable');

      await idp.registerClient(`${api.url}${CALLBACK_PATH}`);
      idp.setAccount('google-later', { email: 'later@example.com', email_verified: true });
      idp.setNextInteraction({ signInAs: 'google-later' });
      const callback = await follow(browser, `${api.url}/api/login`, (url) => url.pathname === CALLBACK_PATH);
      const landing = await follow(browser, callback.href, (url) => url.origin === api.url && !url.pathname.startsWith('/api/'));
      expect(landing.pathname).toBe('/auth/callback');
      expect((await browser.get('/api/auth/user')).json.email).toBe('later@example.com');
    } finally {
      await api.close();
      await idp.close();
    }
  });
});

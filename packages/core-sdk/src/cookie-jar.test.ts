import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from './client';
import { createCookieJar } from './cookie-jar';
import { userFixture } from './test-support/fixtures';
import { closeLoopbackServers, sendJson, startLoopbackServer } from './test-support/loopback-server';

afterEach(closeLoopbackServers);

describe('cookie jar (keepCookies)', () => {
  it('sends back what the API set, and forgets a cookie the API expires', async () => {
    const server = await startLoopbackServer((request, response) => {
      if (request.pathname === '/api/auth/login') {
        response.setHeader('Set-Cookie', ['vb_session=abc123; Path=/; HttpOnly; SameSite=Lax', 'theme=dark; Path=/']);
        sendJson(response, 200, { user: userFixture });
        return;
      }
      if (request.pathname === '/api/auth/logout') {
        response.setHeader('Set-Cookie', 'vb_session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT');
        sendJson(response, 200, { message: 'Signed out' });
        return;
      }
      if (request.headers.cookie?.includes('vb_session=abc123')) sendJson(response, 200, userFixture);
      else sendJson(response, 401, { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } });
    });
    const client = createClient({ baseUrl: server.url, keepCookies: true });

    expect(await client.auth.currentUser()).toBeNull();
    await client.auth.login({ email: 'ada@example.com', password: 'correct horse battery' });
    expect(await client.auth.currentUser()).toEqual(userFixture);
    expect(server.received.at(-1)?.headers.cookie).toBe('vb_session=abc123; theme=dark');
    await client.auth.logout();
    expect(await client.auth.currentUser()).toBeNull();
    expect(server.received.at(-1)?.headers.cookie).toBe('theme=dark');
  });

  it('keeps no cookies unless asked: browsers keep their own', async () => {
    const server = await startLoopbackServer((_request, response) => {
      response.setHeader('Set-Cookie', 'vb_session=abc123; Path=/');
      sendJson(response, 200, { status: 'ok' });
    });
    const client = createClient({ baseUrl: server.url });
    await client.health.check();
    await client.health.check();
    expect(server.received.map((r) => r.headers.cookie)).toEqual([undefined, undefined]);
  });

  it('treats Max-Age=0 as removal and keeps the headers a call already had', async () => {
    const server = await startLoopbackServer((request, response) => {
      if (request.pathname === '/set') response.setHeader('Set-Cookie', 'a=1; Max-Age=3600');
      if (request.pathname === '/clear') response.setHeader('Set-Cookie', 'a=gone; Max-Age=0');
      sendJson(response, 200, {});
    });
    const jar = createCookieJar();
    await jar.fetch(`${server.url}/set`);
    expect(jar.header()).toBe('a=1');
    await jar.fetch(`${server.url}/echo`, { headers: { 'X-Trace': 't1' } });
    expect(server.received.at(-1)?.headers).toMatchObject({ cookie: 'a=1', 'x-trace': 't1' });
    await jar.fetch(`${server.url}/clear`);
    expect(jar.header()).toBe('');
  });
});

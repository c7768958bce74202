import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSession } from '../test-support/cookie-fetch';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { verifyEmailOf } from '../test-support/verify-email';

describe('ADMIN_EMAILS at sign-up', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_EMAILS: 'Chief@Example.com' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('makes a listed e-mail an admin once its owner verifies it, and nobody else', async () => {
    const chief = createHttpSession(server.url);
    const signedUp = await chief.post('/api/auth/register', { email: 'chief@example.com', password: 'password123', firstName: 'C' });
    expect((signedUp.json.user as { role: string }).role).toBe('user');
    await verifyEmailOf(server, 'chief@example.com');
    expect((await chief.get('/api/auth/user')).json.role).toBe('admin');

    const other = createHttpSession(server.url);
    await other.post('/api/auth/register', { email: 'staff@example.com', password: 'password123', firstName: 'S' });
    await verifyEmailOf(server, 'staff@example.com');
    expect((await other.get('/api/auth/user')).json.role).toBe('user');
  });
});

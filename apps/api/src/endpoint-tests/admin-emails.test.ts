import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSession } from '../test-support/cookie-fetch';
import { startTestServer, type TestServer } from '../test-support/start-test-server';

describe('ADMIN_EMAILS at sign-up', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_EMAILS: 'Chief@Example.com' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('makes a listed e-mail an admin and nobody else', async () => {
    const chief = await createHttpSession(server.url).post('/api/auth/register', {
      email: 'chief@example.com',
      password: 'password123',
      firstName: 'C',
    });
    expect((chief.json.user as { role: string }).role).toBe('admin');
    const other = await createHttpSession(server.url).post('/api/auth/register', {
      email: 'staff@example.com',
      password: 'password123',
      firstName: 'S',
    });
    expect((other.json.user as { role: string }).role).toBe('user');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { createHttpSession } from '../test-support/cookie-fetch';
import { startTestServer, type TestServer } from '../test-support/start-test-server';

describe('when the database is gone', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
  });

  it('health answers 503 and other calls a 500 that leaks nothing', async () => {
    server = await startTestServer();
    const http = createHttpSession(server.url);
    expect((await http.get('/api/health')).status).toBe(200);
    await server.deps.db.destroy();

    const health = await http.get('/api/health');
    expect(health.status).toBe(503);
    expect(health.json).toEqual({ status: 'unavailable' });

    const login = await http.post('/api/auth/login', { email: 'a@example.com', password: 'password123' });
    expect(login.status).toBe(500);
    expect(login.json).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } });
    expect(login.text).not.toMatch(/knex|pool|stack|at \w+ \(/i);
  });
});

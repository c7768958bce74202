import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/start-test-server';

/** GET /api/auth/options as a signed-out browser asks it. */
async function signInOptions(server: TestServer) {
  const res = await fetch(`${server.url}/api/auth/options`);
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('the ways to sign in that the server offers', () => {
  let plain: TestServer;
  let withGoogle: TestServer;

  beforeAll(async () => {
    [plain, withGoogle] = await Promise.all([
      startTestServer(),
      startTestServer({
        env: {
          GOOGLE_CLIENT_ID: 'verbatim-test-client',
          GOOGLE_CLIENT_SECRET: 'verbatim-test-secret',
          GOOGLE_ISSUER_URL: 'https://accounts.example.test',
        },
      }),
    ]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([plain?.close(), withGoogle?.close()]);
  });

  it('says Google is not offered on a server without Google configured, as a default install is', async () => {
    expect(await signInOptions(plain)).toEqual({ status: 200, body: { google: false } });
  });

  it('says Google is offered once it is configured', async () => {
    expect(await signInOptions(withGoogle)).toEqual({ status: 200, body: { google: true } });
  });
});

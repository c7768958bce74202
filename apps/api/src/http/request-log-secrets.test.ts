import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../test-support/capture-log';
import { createHttpSession } from '../test-support/cookie-fetch';
import { startTestServer, type TestServer } from '../test-support/start-test-server';

const secret = (label: string) => `${label}${randomBytes(12).toString('hex')}`;

interface RequestLine {
  msg: string;
  path: string;
  query?: Record<string, unknown>;
  status: number;
}

describe('the request log', () => {
  let server: TestServer;
  const log = captureLog('info');

  beforeAll(async () => {
    server = await startTestServer({ logger: log.logger });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps paths and harmless parameters but never a token (in a query or a share link path), code, state, signature or credential', async () => {
    const secrets = {
      resetToken: secret('reset'),
      oidcCode: secret('code'),
      oidcState: secret('state'),
      amzSignature: secret('amzsig'),
      amzCredential: secret('amzcred'),
      amzToken: secret('amztoken'),
      shareToken: randomBytes(32).toString('base64url'),
    };
    const http = createHttpSession(server.url);
    await http.fetch(`${server.url}/reset-password?token=${secrets.resetToken}&from=mail`);
    await http.fetch(`${server.url}/api/auth/google/callback?code=${secrets.oidcCode}&state=${secrets.oidcState}`);
    await http.fetch(
      `${server.url}/api/storage/objects/some/key?X-Amz-Signature=${secrets.amzSignature}&X-Amz-Credential=${secrets.amzCredential}&x-amz-security-token=${secrets.amzToken}`,
    );
    await http.fetch(`${server.url}/api/shared/${secrets.shareToken}/audio`);
    await http.fetch(`${server.url}/share/${secrets.shareToken}`);
    // A real signed upload URL of the local storage driver, used once (with the wrong type, so it is refused).
    await http.post('/api/auth/register', { email: `log.${Date.now()}@example.com`, password: 'password123', firstName: 'L' });
    const presigned = await http.post('/api/objects/upload', { contentType: 'audio/wav', fileName: 'a.wav' });
    expect(presigned.status).toBe(200);
    const signedUrl = new URL(String(presigned.json.uploadURL));
    const signature = signedUrl.searchParams.get('sig') ?? '';
    expect(signature.length).toBeGreaterThan(20);
    await http.fetch(`${server.url}${signedUrl.pathname}${signedUrl.search}`, {
      method: 'PUT',
      body: 'x',
      headers: { 'Content-Type': 'text/plain' },
    });

    // Every line exactly as pino wrote it, so that a secret anywhere in a line is found.
    const output = log.lines.map((line) => JSON.stringify(line)).join('\n');
    for (const [name, value] of Object.entries({ ...secrets, signature })) expect(output, name).not.toContain(value);
    const lines = (log.lines as unknown as RequestLine[]).filter((line) => line.msg === 'request');
    const byPath = (path: string) => lines.find((line) => line.path === path);
    expect(byPath('/reset-password')?.query).toEqual({ token: '[Redacted]', from: 'mail' });
    expect(byPath('/api/auth/google/callback')?.query).toEqual({ code: '[Redacted]', state: '[Redacted]' });
    expect(byPath('/api/storage/objects/some/key')?.query).toEqual({
      'X-Amz-Signature': '[Redacted]',
      'X-Amz-Credential': '[Redacted]',
      'x-amz-security-token': '[Redacted]',
    });
    expect(byPath('/api/shared/[Redacted]/audio')?.status).toBe(404);
    expect(byPath('/share/[Redacted]')).toBeDefined();
    const put = byPath(signedUrl.pathname);
    expect(put?.status).toBe(400);
    expect(put?.query).toMatchObject({ sig: '[Redacted]', expires: '[Redacted]', method: 'PUT' });
  });
});

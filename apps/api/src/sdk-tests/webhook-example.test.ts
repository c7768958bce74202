// The SDK's webhook receiver example, run as a user would run it: a separate Node process importing the BUILT package,
// receiving a real delivery from the real API and refusing a forged one.
import { execFile, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../test-support/jobs/job-test-database';
import { signedUpSession } from '../test-support/signed-up-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';

const sdkDir = join(dirname(fileURLToPath(import.meta.url)), '../../../../packages/core-sdk');
const example = join(sdkDir, 'examples/receive-webhooks.mjs');

let server: TestServer;

beforeAll(async () => {
  await promisify(execFile)(join(sdkDir, '../../node_modules/.bin/tsup'), ['--silent'], { cwd: sdkDir });
  server = await startTestServer({ env: { WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' } });
}, 180_000);

afterAll(async () => {
  await server?.close();
});

describe('examples/receive-webhooks.mjs with the built SDK', () => {
  it('prints a signed test event from the API, and refuses a forged delivery', async () => {
    const { http } = await signedUpSession(server, 'example');
    const created = await http.post('/api/webhooks', { url: 'https://example.com/later', events: ['transcription.completed'] });
    const { id, secret } = created.json as { id: string; secret: string };

    const child = spawn(process.execPath, [example, '--port', '0'], {
      cwd: sdkDir,
      // No inherited --conditions: the example must resolve @verbatim/core-sdk to its build, as an installed package.
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_OPTIONS: '', VERBATIM_WEBHOOK_SECRET: secret },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
    });
    try {
      const url = await waitFor(async () => /listening on (\S+)/.exec(stdout)?.[1], `the example to listen (${stderr})`);
      expect((await http.request('PATCH', `/api/webhooks/${id}`, { url })).status).toBe(200);
      expect((await http.post(`/api/webhooks/${id}/test`)).status).toBe(202);
      await waitFor(
        async () => stdout.includes(`test event for endpoint ${id}`),
        `the example to print the test event (${stdout} ${stderr})`,
      );

      const forged = await fetch(url, {
        method: 'POST',
        headers: { 'webhook-id': 'msg_forged', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': 'v1,AAAA' },
        body: JSON.stringify({ type: 'webhook.test', timestamp: new Date().toISOString(), data: { webhookId: id, message: 'hi' } }),
      });
      expect(forged.status).toBe(400);
      await waitFor(async () => stderr.includes('refused: The webhook did not verify'), 'the refusal to be printed');
    } finally {
      child.kill();
    }
  }, 120_000);
});

// The example webhook backend, run as a user would run it: a separate Node process importing the BUILT SDK, receiving
// real deliveries from the real API, fetching a completed transcript with a secret key, and refusing a forged delivery.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePackageBuilt } from '../../../../scripts/build-package.mjs';
import { completeTranscription } from '../services/transcriptions/complete-transcription';
import { insertTranscription } from '../test-support/account-data-fixtures';
import { waitFor } from '../test-support/jobs/job-test-database';
import { signedUpSession } from '../test-support/signed-up-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const sdkDir = join(root, 'packages/core-sdk');
const exampleDir = join(root, 'examples/webhook-backend');

let server: TestServer;
let transcriptsDir: string;

beforeAll(async () => {
  transcriptsDir = mkdtempSync(join(tmpdir(), 'verbatim-webhook-backend-'));
  await ensurePackageBuilt(sdkDir);
  server = await startTestServer({ env: { WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' } });
}, 180_000);

afterAll(async () => {
  await server?.close();
  rmSync(transcriptsDir, { recursive: true, force: true });
});

describe('examples/webhook-backend with the built SDK', () => {
  it('prints a signed test event, fetches and keeps a completed transcript with its key, and refuses a forged delivery', async () => {
    const { http, userId } = await signedUpSession(server, 'example');
    const key = await http.post('/api/api-keys', { name: 'Example backend', scopes: ['transcriptions:read'] });
    expect(key.status).toBe(201);
    const created = await http.post('/api/webhooks', { url: 'https://example.com/later', events: ['transcription.completed'] });
    const { id, secret } = created.json as { id: string; secret: string };

    const child = spawn(process.execPath, ['server.mjs'], {
      cwd: exampleDir,
      // No inherited --conditions: the example must resolve @verbatim/core-sdk to its build, as an installed package.
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_OPTIONS: '',
        VERBATIM_WEBHOOK_SECRET: secret,
        VERBATIM_API_KEY: String(key.json.key),
        VERBATIM_API_URL: server.url,
        TRANSCRIPTS_DIR: transcriptsDir,
        PORT: '0',
      },
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

      // Completed as the worker completes a transcription: the event carries no text, so what is printed was fetched.
      const text = 'The quarterly figures are in, and the backend has them.';
      const t = await insertTranscription(server.deps.db, userId, { status: 'processing', fileName: 'board-call.wav' });
      await completeTranscription(
        server.deps,
        t.id,
        { text, language: 'en', engine: 'local', segments: [], words: [] },
        42,
        async () => {},
      );
      await waitFor(
        async () => stdout.includes(`transcript of board-call.wav (${t.id}):\n${text}`),
        `the example to print the fetched transcript (${stdout} ${stderr})`,
      );
      expect(readFileSync(join(transcriptsDir, `${t.id}.txt`), 'utf8')).toBe(`${text}\n`);
      const [used] = (await http.get('/api/api-keys')).json.items as Array<{ lastUsedAt: string | null }>;
      expect(used?.lastUsedAt).not.toBeNull();

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

// The SDK's Node example, run as a user would run it: a separate Node process importing the BUILT package
// (no source condition), against the real API, transcribing real speech.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePackageBuilt } from '../../../../scripts/build-package.mjs';
import { makeTestMedia, type TestMedia } from '../test-support/media/make-test-media';
import { wordErrorRate } from '../test-support/media/word-error-rate';
import { startTestServer, type TestServer } from '../test-support/start-test-server';

const sdkDir = join(dirname(fileURLToPath(import.meta.url)), '../../../../packages/core-sdk');
const example = join(sdkDir, 'examples/transcribe-file.mjs');

/** Async on purpose: a synchronous child would block this process, which is also the API server. */
function runExample(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [example, ...args], {
      cwd: sdkDir,
      // No inherited --conditions: the example must resolve @verbatim/core-sdk to its build, as an installed package.
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_OPTIONS: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let server: TestServer;
let media: TestMedia;

beforeAll(async () => {
  [server, media] = await Promise.all([startTestServer(), makeTestMedia(), ensurePackageBuilt(sdkDir)]);
}, 180_000);

afterAll(async () => {
  await server?.close();
});

describe('examples/transcribe-file.mjs with the built SDK', () => {
  it('signs up, uploads a spoken recording, follows it over the socket and prints the transcript', async () => {
    const { code, stdout, stderr } = await runExample([media.wav, '--base-url', server.url]);
    expect(code, stderr).toBe(0);
    expect(stdout).toMatch(/signed up as sdk-example-\d+@example\.com/);
    expect(stdout).toMatch(/uploaded speech\.wav \([\w-]+\)/);
    const transcript = stdout.split(/transcript \(local, [\d.]+ s\):\n/)[1] ?? '';
    expect(wordErrorRate(media.text, transcript).rate, `printed: ${stdout}`).toBeLessThanOrEqual(0.5);
  }, 120_000);

  it('says why when the sign-in is refused, and exits with 1', async () => {
    const { code, stderr } = await runExample([
      media.wav,
      '--base-url',
      server.url,
      '--email',
      'nobody@example.com',
      '--password',
      'wrong password',
    ]);
    expect(code).toBe(1);
    expect(stderr).toMatch(/^401: /m);
  }, 60_000);
});

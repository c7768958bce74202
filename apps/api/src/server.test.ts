import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpSession } from './test-support/cookie-fetch';
import { migratedDataDir } from './test-support/migrated-data-dir';
import { runToCompletion, spawnServer } from './test-support/spawn-server';
import { verificationTokenIn } from './test-support/verify-email';

const dirs: string[] = [];
/** An empty DATA_DIR, as on a first start: the server makes its database there (initdb and every migration). */
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'verbatim-process-'));
  dirs.push(dir);
  return dir;
};
/** A DATA_DIR whose database is migrated already, as on every later start: seconds faster to start on. */
const migratedDir = async () => {
  const dir = await migratedDataDir('process');
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// The 240-s limits are for a hang: the admin test starts five servers and three CLI runs, which on a slow run of the
// machine took past 120 s.
describe('the server process', () => {
  it('refuses to start on a wrong variable and names it', async () => {
    const { code, output } = await runToCompletion('server.ts', [], { PORT: 'abc', DATA_DIR: dataDir() });
    expect(code).toBe(78);
    expect(output).toContain('PORT="abc"');
    expect(output).toContain('must be a port number');
  });

  it('keeps its data in DATA_DIR across restarts, and finishes a request in flight on SIGTERM', async () => {
    // Empty at first, so that a first start making its database in DATA_DIR is tested too.
    const dir = dataDir();
    const first = await spawnServer({ DATA_DIR: dir });
    const email = `process.${Date.now()}@example.com`;
    expect((await createHttpSession(first.url).post('/api/auth/register', { email, password: 'password123', firstName: 'P' })).status).toBe(
      201,
    );

    // A request whose body is still arriving when SIGTERM lands must still get its answer.
    const body = JSON.stringify({ email, password: 'password123' });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        `${first.url}/api/auth/login`,
        { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        first.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 200);
    });
    const result = await answer;
    expect(result.status).toBe(200);
    expect(JSON.parse(result.text).user.email).toBe(email);
    expect(await first.stop()).toBe(0);

    const second = await spawnServer({ DATA_DIR: dir });
    try {
      expect((await createHttpSession(second.url).post('/api/auth/login', { email, password: 'password123' })).status).toBe(200);
    } finally {
      await second.stop();
    }
  }, 240_000);

  it('grants and revokes admin with the CLI and with ADMIN_EMAILS', async () => {
    const dir = await migratedDir();
    const email = `boss.${Date.now()}@example.com`;
    const roleOnSignIn = async (url: string) => {
      const res = await createHttpSession(url).post('/api/auth/login', { email, password: 'password123' });
      return (res.json.user as { role: string }).role;
    };
    // Listed but never verified: whoever signed up with the address gets nothing from it.
    const server = await spawnServer({ DATA_DIR: dir, ADMIN_EMAILS: email });
    await createHttpSession(server.url).post('/api/auth/register', { email, password: 'password123', firstName: 'Bo' });
    expect(await roleOnSignIn(server.url)).toBe('user');
    // Without SMTP_URL the verification e-mail is printed to the log.
    const deadline = Date.now() + 20_000;
    while (!server.child.output().includes('/verify-email?token=') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const token = verificationTokenIn(server.child.output());
    expect(await server.stop()).toBe(0);

    const granted = await runToCompletion('cli/admin.ts', ['grant', email.toUpperCase()], { DATA_DIR: dir });
    expect(granted.output).toContain('is now an admin');
    expect(granted.code).toBe(0);
    const unknown = await runToCompletion('cli/admin.ts', ['grant', 'nobody@example.com'], { DATA_DIR: dir });
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('No account has the e-mail nobody@example.com');
    expect((await runToCompletion('cli/admin.ts', ['promote'], { DATA_DIR: dir })).code).toBe(64);

    const roleAfterRestart = async (env: Record<string, string>) => {
      const running = await spawnServer({ DATA_DIR: dir, ...env });
      try {
        return await roleOnSignIn(running.url);
      } finally {
        await running.stop();
      }
    };
    expect(await roleAfterRestart({})).toBe('admin');
    expect((await runToCompletion('cli/admin.ts', ['revoke', email], { DATA_DIR: dir })).code).toBe(0);
    expect(await roleAfterRestart({})).toBe('user');
    // Verified but not listed: still a user; listed and verified: an admin.
    const verifying = await spawnServer({ DATA_DIR: dir });
    try {
      expect((await createHttpSession(verifying.url).post('/api/auth/verify-email', { token })).status).toBe(200);
      expect(await roleOnSignIn(verifying.url)).toBe('user');
    } finally {
      await verifying.stop();
    }
    expect(await roleAfterRestart({ ADMIN_EMAILS: email })).toBe('admin');
  }, 240_000);
});

import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/start-test-server';

/** The web app's own index.html, as the build keeps it. */
const WEB_INDEX = resolve(import.meta.dirname, '../../../web/index.html');
const ADMIN_INDEX = '<!doctype html><meta charset="utf-8"><title>Verbatim Admin</title><div id="root"></div>';

describe('pages the apps have and pages they do not', () => {
  let server: TestServer;
  let webDir: string;
  let adminDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'verbatim-unknown-pages-web-'));
    adminDir = mkdtempSync(join(tmpdir(), 'verbatim-unknown-pages-admin-'));
    copyFileSync(WEB_INDEX, join(webDir, 'index.html'));
    writeFileSync(join(webDir, 'robots.txt'), 'User-agent: *\n');
    writeFileSync(join(adminDir, 'index.html'), ADMIN_INDEX);
    server = await startTestServer({ env: { WEB_DIST_DIR: webDir, ADMIN_DIST_DIR: adminDir } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(webDir, { recursive: true, force: true });
    rmSync(adminDir, { recursive: true, force: true });
  });

  async function get(path: string) {
    const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
    return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
  }

  it.each([
    '/',
    '/pricing',
    '/pricing/',
    '/auth',
    '/transcriptions',
    '/transcriptions/5f0c2a7e-0000-4000-8000-000000000000',
    '/blog/how-to-transcribe-interviews',
    '/share/not-a-real-token',
    '/settings/developer',
    '/reset-password?token=abc',
  ])('serves the web app at its page %s with 200', async (path) => {
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.text).toContain('<div id="root">');
  });

  it.each(['/no-such-page', '/no/such/page', '/pricing/extra', '/share/', '//pricing', '/wp-login.php'])(
    'serves the web app at %s, which is no page, with 404, so that its 404 screen is the answer',
    async (path) => {
      const page = await get(path);
      expect(page.status).toBe(404);
      expect(page.type).toMatch(/^text\/html/);
      expect(page.text).toContain('<div id="root">');
    },
  );

  it("serves the admin app's screens with 200 and any other path under /admin with 404", async () => {
    for (const path of ['/admin', '/admin/', '/admin/storage', '/admin/audit-log']) {
      const page = await get(path);
      expect([path, page.status]).toEqual([path, 200]);
      expect(page.text).toBe(ADMIN_INDEX);
    }
    for (const path of ['/admin/users', '/admin/storage/history']) {
      const page = await get(path);
      expect([path, page.status]).toEqual([path, 404]);
      expect(page.text).toBe(ADMIN_INDEX);
    }
  });

  it('still serves real files as they are, and an unknown API path as an API 404', async () => {
    expect(await get('/robots.txt')).toMatchObject({ status: 200, text: 'User-agent: *\n' });
    const api = await get('/api/no-such-endpoint');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.text)).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});

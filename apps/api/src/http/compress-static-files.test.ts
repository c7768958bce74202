import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/start-test-server';

// A built app stand-in: an index page and a hashed script big enough to be worth compressing.
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
let webDir: string;
let server: TestServer;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'verbatim-web-dist-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), `<!doctype html><title>Verbatim</title>${'<!-- padding -->'.repeat(100)}`);
  writeFileSync(join(webDir, 'assets', 'app-abc123.js'), script);
  server = await startTestServer({ env: { WEB_DIST_DIR: webDir } });
});

afterAll(async () => {
  await server?.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('static file compression', () => {
  it('sends the apps’ scripts with Brotli to browsers that accept it', async () => {
    const response = await fetch(`${server.url}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe(script);
  });

  it('falls back to gzip, and to identity for clients that accept neither', async () => {
    const { request } = await import('node:http');
    const get = (encoding: string) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        request(`${server.url}/`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
    const gzip = await get('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toContain('<title>Verbatim</title>');
    const br = await get('br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toContain('<title>Verbatim</title>');
    const identity = await get('identity');
    expect(identity.encoding).toBeUndefined();
    expect(identity.body.toString()).toContain('<title>Verbatim</title>');
  });

  it('leaves API answers alone', async () => {
    const response = await fetch(`${server.url}/api/health`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers.get('content-encoding')).toBeNull();
  });
});

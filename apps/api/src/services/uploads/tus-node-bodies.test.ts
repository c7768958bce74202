import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server as HttpServer, IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Server } from '@tus/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BufferedFileStore } from './buffered-file-store';
import { handleWithNodeBodies } from './tus-node-bodies';

/**
 * handleWithNodeBodies reaches into @tus/server: it replaces the PATCH handler's protected `writeToStore(body, upload,
 * maxBytes, context)` and relies on the handler reading the request's `body` once, only to pass it there. These tests
 * pin that contract: when an upgrade changes it they fail here, by name, instead of resumable uploads silently taking
 * the slow web-stream path (or breaking). The versions are pinned exactly in apps/api/package.json for the same reason.
 */
const require = createRequire(import.meta.url);
/** The installed package's version (its package.json is not in its exports, so it is found beside its entry). */
function installedVersion(name: string): string {
  const entry = require.resolve(name);
  const folder = entry.slice(0, entry.lastIndexOf(`/node_modules/${name}/`) + `/node_modules/${name}`.length);
  return (JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version: string }).version;
}
const pinnedVersion = (name: string) =>
  (JSON.parse(readFileSync(join(import.meta.dirname, '../../../package.json'), 'utf8')) as { dependencies: Record<string, string> })
    .dependencies[name];

const TUS = { 'Tus-Resumable': '1.0.0' };

describe('the @tus/server internals resumable uploads rely on', () => {
  let directory: string;
  let tus: Server;
  let http: HttpServer;
  let base: string;
  /** What the PATCH handler handed to writeToStore, as seen after handleWithNodeBodies replaced it. */
  const bodiesSeen: unknown[] = [];

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'verbatim-tus-contract-'));
    tus = new Server({ path: '/files', datastore: new BufferedFileStore({ directory }) });
    const handler = handleWithNodeBodies(tus);
    const patch = tus.handlers.PATCH as unknown as { writeToStore: (body: unknown, ...rest: unknown[]) => Promise<number> };
    const replaced = patch.writeToStore;
    patch.writeToStore = (body, ...rest) => {
      bodiesSeen.push(body);
      return replaced(body, ...rest);
    };
    http = createServer((req, res) => void handler(req, res));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => http.close(resolve));
    await rm(directory, { recursive: true, force: true });
  });

  it('are the versions this code was checked against (re-read tus-node-bodies.ts before changing the pin)', () => {
    for (const name of ['@tus/server', '@tus/utils']) expect(installedVersion(name), name).toBe(pinnedVersion(name));
  });

  it('has a PATCH handler with a writeToStore(body, upload, maxBytes, context) method', () => {
    const patch = tus.handlers.PATCH as unknown as { writeToStore?: unknown };
    expect(typeof patch.writeToStore).toBe('function');
    const prototypeMethod = Object.getPrototypeOf(tus.handlers.PATCH).writeToStore as (...args: unknown[]) => unknown;
    expect(prototypeMethod.length).toBe(4);
  });

  it('hands a PATCH body to writeToStore as the Node request itself, and stores every byte of it', async () => {
    const bytes = Buffer.from('a resumable upload, sent as one PATCH');
    const created = await fetch(`${base}/files`, { method: 'POST', headers: { ...TUS, 'Upload-Length': String(bytes.length) } });
    expect(created.status).toBe(201);
    const location = new URL(created.headers.get('location') ?? '', base).toString();
    bodiesSeen.length = 0;

    const patched = await fetch(location, {
      method: 'PATCH',
      headers: { ...TUS, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body: bytes,
    });

    expect(patched.status).toBe(204);
    expect(patched.headers.get('upload-offset')).toBe(String(bytes.length));
    expect(bodiesSeen).toHaveLength(1);
    expect(bodiesSeen[0]).toBeInstanceOf(IncomingMessage);
    const id = location.slice(location.lastIndexOf('/') + 1);
    expect(await readFile(join(directory, id))).toEqual(bytes);
  });

  it('still cuts a PATCH body off at the upload length, through tus', async () => {
    const created = await fetch(`${base}/files`, { method: 'POST', headers: { ...TUS, 'Upload-Length': '4' } });
    const location = new URL(created.headers.get('location') ?? '', base).toString();
    const patched = await fetch(location, {
      method: 'PATCH',
      headers: { ...TUS, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body: Buffer.from('more than four bytes'),
    });
    expect(patched.status).toBe(413);
  });
});

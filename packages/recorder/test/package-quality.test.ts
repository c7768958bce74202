// The published package, checked as a consumer would get it: built with tsup, packed with npm, linted by publint and
// arethetypeswrong, the headless entry and the script-tag file weighed, and the script-tag file run in a page.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import { type FetchOptions, JSDOM, ResourceLoader } from 'jsdom';
import { publint } from 'publint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PackedPackage, packForPublishing, weighEntry } from '../../../scripts/test-support/packed-package';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Gzipped bytes of dist/verbatim.global.js: both widgets, the SDK and tus together, for one script tag. */
const SCRIPT_BUDGET = 50 * 1024;
/** Minified + gzipped bytes of the headless entry (machine, driver, store, live upload, captions), idb included. */
const HEADLESS_BUDGET = 11 * 1024;

let packed: PackedPackage;
let pkgDir: string;
let packedFiles: string[];

beforeAll(async () => {
  packed = await packForPublishing(packageDir, 'recorder');
  pkgDir = packed.pkgDir;
  packedFiles = packed.packedFiles;
}, 240_000);

afterAll(() => packed?.remove());

describe('the published @verbatim/recorder', () => {
  it('ships its licence, readme and script-tag file, and no tests, stories or test fakes', async () => {
    expect(packedFiles).toEqual(
      expect.arrayContaining(['LICENSE', 'README.md', 'dist/verbatim.global.js', 'dist/widgets/index.js', 'dist/react/index.js']),
    );
    expect(packedFiles.filter((path) => /\.(test|stories)\.tsx?$|test-support/.test(path))).toEqual([]);
    const manifest = JSON.parse(await readFile(join(pkgDir, 'package.json'), 'utf8')) as Record<string, Record<string, unknown>>;
    expect(manifest.engines).toEqual({ node: '>=20.19' });
    expect(manifest.repository).toMatchObject({ directory: 'packages/recorder' });
    // A range that survives publishing (not "*"), and React only for those who use the wrappers.
    expect(manifest.dependencies?.['@verbatim/core-sdk']).toMatch(/^\^\d/);
    expect(manifest.peerDependenciesMeta?.react).toEqual({ optional: true });
  });

  it('passes publint with no errors or warnings', async () => {
    const { messages } = await publint({ pkgDir, level: 'warning', strict: true });
    expect(messages.map((m) => `${m.type} ${m.code} ${m.path.join('.')}`)).toEqual([]);
  });

  it('has correct types for import and require in node16 and bundlers (arethetypeswrong)', async () => {
    const pkg = createPackageFromTarballData(new Uint8Array(await readFile(packed.tarball)));
    const result = await checkPackage(pkg);
    if (!result.types) throw new Error('arethetypeswrong found no types in the package');
    // node10 resolution cannot see subpath exports; like `attw --profile node16`, it is not a target.
    const problems = result.problems.filter((p) => !('resolutionKind' in p) || p.resolutionKind !== 'node10');
    // The script-tag file is a classic script that sets window.Verbatim, not a module to import: that it has no types
    // (and is not CommonJS) is all that may be said of it.
    const isScript = (p: (typeof problems)[number]) => 'entrypoint' in p && p.entrypoint === './verbatim.global.js';
    expect(problems.filter((p) => !isScript(p))).toEqual([]);
    expect([...new Set(problems.filter(isScript).map((p) => p.kind))].sort()).toEqual(['CJSResolvesToESM', 'UntypedResolution']);
    expect(Object.keys(result.entrypoints).sort()).toEqual(['.', './package.json', './react', './verbatim.global.js', './widgets']);
  });

  it(`keeps the headless entry under ${HEADLESS_BUDGET / 1024} KB minified + gzipped, without the widgets or the SDK`, async () => {
    const { gzipped, inputs } = await weighEntry(packed, packageDir, 'dist/index.js');
    expect(inputs.filter((path) => /core-sdk|widgets|tus-js-client/.test(path))).toEqual([]);
    expect(gzipped).toBeLessThan(HEADLESS_BUDGET);
  });

  it(`keeps dist/verbatim.global.js, both widgets and the SDK, at most ${SCRIPT_BUDGET / 1024} KB gzipped, with nothing left to load`, async () => {
    const script = await readFile(join(pkgDir, 'dist/verbatim.global.js'));
    expect(gzipSync(script).length).toBeLessThanOrEqual(SCRIPT_BUDGET);
    // One file: every dynamic import (the resumable and recording uploads) is inlined.
    expect(script.toString()).not.toMatch(/\bimport\(/);
  });

  it('sets window.Verbatim and nothing else, and its widgets talk to the origin the script came from', async () => {
    const script = await readFile(join(pkgDir, 'dist/verbatim.global.js'), 'utf8');
    class ServeScript extends ResourceLoader {
      override fetch(url: string, options: FetchOptions) {
        if (url === 'https://api.verbatim.test/api/widget/v1/verbatim.js')
          return Object.assign(Promise.resolve(Buffer.from(script)), { abort() {} });
        return super.fetch(url, options);
      }
    }
    const requests: { url: string; headers: Record<string, string>; credentials: string | undefined }[] = [];
    let before: string[] = [];
    const dom = new JSDOM(
      '<!doctype html><div id="upload"></div><script src="https://api.verbatim.test/api/widget/v1/verbatim.js"></script>',
      {
        url: 'https://site.example/',
        runScripts: 'dangerously',
        resources: new ServeScript(),
        beforeParse(window) {
          // jsdom has no fetch: record what the widget asks for, and answer like an API that refuses the key.
          Object.assign(window, {
            fetch: async (input: string, init: RequestInit = {}) => {
              requests.push({ url: String(input), headers: Object.fromEntries(new Headers(init.headers)), credentials: init.credentials });
              return new Response(JSON.stringify({ error: { code: 'PUBLISHABLE_KEY_INVALID', message: 'Unknown key' } }), {
                status: 401,
                headers: { 'Content-Type': 'application/json' },
              });
            },
          });
          before = Object.keys(window);
        },
      },
    );
    const { window } = dom;
    await new Promise<void>((resolve, reject) => {
      const tag = window.document.querySelector('script');
      tag?.addEventListener('load', () => resolve());
      tag?.addEventListener('error', () => reject(new Error('the script did not load')));
    });
    // Elements with an id are window properties too (the page's, not the script's).
    const added = Object.keys(window).filter((key) => !before.includes(key) && !window.document.getElementById(key));
    expect(added).toEqual(['Verbatim']);
    const Verbatim = (
      window as unknown as { Verbatim: { Uploader: new (o: object) => { mount(t: string): unknown }; Recorder: unknown; version: string } }
    ).Verbatim;
    expect(typeof Verbatim.Recorder).toBe('function');
    expect(Verbatim.version).toMatch(/^\d+\.\d+\.\d+/);

    new Verbatim.Uploader({ publishableKey: 'vbpk_0123456789abcdef_0123456789abcdef0123456789abcdef' }).mount('#upload');
    const root = window.document.querySelector('#upload [data-verbatim-widget]')?.shadowRoot;
    for (let turn = 0; turn < 50 && !root?.textContent?.includes('not valid'); turn += 1) await new Promise((r) => setTimeout(r, 10));
    expect(requests).toEqual([
      {
        url: 'https://api.verbatim.test/api/widget/config',
        headers: expect.objectContaining({
          authorization: 'Bearer vbpk_0123456789abcdef_0123456789abcdef0123456789abcdef',
          'verbatim-widget': 'uploader',
        }),
        credentials: 'omit',
      },
    ]);
    expect(root?.textContent).toContain('This widget’s key is not valid.');
    window.close();
  });
});

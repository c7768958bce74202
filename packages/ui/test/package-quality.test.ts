// @vitest-environment node
// The published package, checked as a consumer would get it: built with tsup (JS, types and the compiled stylesheet),
// packed with npm, then linted by publint and arethetypeswrong, and the main entry weighed.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import type { Message } from 'publint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PackedPackage, packForPublishing, weighEntry } from '../../../scripts/test-support/packed-package';

const run = promisify(execFile);

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * Minified + gzipped bytes the main entry may weigh with its own dependencies (Radix, lucide-react, the SDK and the
 * class helpers), without its peers (React, TanStack Query). Measured at 123,048 bytes when the budget was last set.
 * zod is not part of it: the components read the SDK's plain constants (`contracts/constants.ts`), and the newsletter
 * box loads the address rule on first use. Before that, zod alone was about 93 KB of a 220 KB entry.
 * The Markdown renderer is a separate entry (`./markdown`) so that its parser is not part of this weight.
 */
const MAIN_ENTRY_BUDGET = 130 * 1024;
/** The app provides these, so they are not part of what the package adds to a bundle. */
const PEERS = ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query'];
const BUILT_JS = ['index.js', 'index.cjs', 'markdown/index.js', 'markdown/index.cjs', 'testing/index.js', 'testing/index.cjs'];

/**
 * publint's messages for a folder. The ui project's workers run Node with the browser condition (its tests run in
 * jsdom), which picks publint's browser build, one that cannot read a folder; a plain Node process gets the real one.
 */
async function publintMessages(pkgDir: string): Promise<Message[]> {
  const script = `import { publint } from 'publint';
const { messages } = await publint({ pkgDir: process.argv[1], level: 'warning', strict: true });
process.stdout.write(JSON.stringify(messages));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '--eval', script, pkgDir], { cwd: packageDir });
  return JSON.parse(stdout) as Message[];
}

let packed: PackedPackage;
let pkgDir: string;
let packedFiles: string[];

beforeAll(async () => {
  packed = await packForPublishing(packageDir, 'ui');
  pkgDir = packed.pkgDir;
  packedFiles = packed.packedFiles;
}, 180_000);

afterAll(() => packed?.remove());

describe('the published @verbatim/ui', () => {
  it('passes publint with no errors or warnings', async () => {
    const messages = await publintMessages(pkgDir);
    expect(messages.map((m) => `${m.type} ${m.code} ${m.path.join('.')}`)).toEqual([]);
  });

  it('has correct types for import and require in node16 and bundlers (arethetypeswrong)', async () => {
    const pkg = createPackageFromTarballData(new Uint8Array(await readFile(packed.tarball)));
    const result = await checkPackage(pkg);
    if (!result.types) throw new Error('arethetypeswrong found no types in the package');
    // node10 resolution cannot see subpath exports ("./testing"), only `main` and `types`; the stylesheets are not
    // modules, so no types are expected for them.
    const stylesheets = ['./styles.css', './tailwind.css'];
    const problems = result.problems.filter((p) => {
      const entrypoint = 'entrypoint' in p ? p.entrypoint : '.';
      if ('resolutionKind' in p && p.resolutionKind === 'node10' && entrypoint !== '.') return false;
      return !stylesheets.includes(entrypoint);
    });
    expect(problems).toEqual([]);
    expect(Object.keys(result.entrypoints).sort()).toEqual([
      '.',
      './markdown',
      './package.json',
      './styles.css',
      './tailwind.css',
      './testing',
    ]);
  });

  it('ships a licence, a readme and both stylesheets, but no tests or stories', () => {
    expect(packedFiles).toEqual(expect.arrayContaining(['LICENSE', 'README.md', 'dist/styles.css', 'src/styles.css']));
    expect(packedFiles.filter((path) => /\.(test|stories)\.tsx?$/.test(path))).toEqual([]);
  });

  it('names its peers and ranges that still mean something once published', async () => {
    const manifest = JSON.parse(await readFile(join(pkgDir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    expect(Object.keys(manifest.peerDependencies ?? {})).toEqual(expect.arrayContaining(['react', 'react-dom', '@tanstack/react-query']));
    expect(Object.keys(manifest.dependencies ?? {})).not.toContain('@tanstack/react-query');
    // `*` is left as it is by `changeset version`: a published package would accept any SDK, however incompatible.
    const ranges = ['dependencies', 'devDependencies', 'peerDependencies'].flatMap((field) => Object.entries(manifest[field] ?? {}));
    expect(ranges.filter(([, range]) => range === '*' || range.startsWith('workspace:'))).toEqual([]);
    expect(manifest.engines).toEqual({ node: '>=20.19' });
    expect(manifest.repository).toMatchObject({ directory: 'packages/ui' });
  });

  it('marks every built module "use client" on its first line', async () => {
    for (const file of BUILT_JS) {
      const [firstLine] = (await readFile(join(pkgDir, 'dist', file), 'utf8')).split('\n');
      expect(firstLine, file).toBe('"use client";');
    }
  });

  it('compiles the stylesheet for consumers without Tailwind', async () => {
    const css = await readFile(join(pkgDir, 'dist/styles.css'), 'utf8');
    // Nothing left for a Tailwind build to do...
    expect(css).not.toMatch(/@import\s|@source\s|@theme\s|@custom-variant\s|@apply\s/);
    // ...the theme's variables, utilities the components use, and the dark variant.
    expect(css).toMatch(/:root\s*\{[^}]*--primary:/);
    // (Minified: rules with one body share it, as in `.bg-primary,.bg-primary\/10{…}`.)
    expect(css).toMatch(/\.bg-primary[,{]/);
    expect(css).toMatch(/\.text-muted-foreground[,{]/);
    expect(css).toMatch(/\.dark\\:[\w-]+/);
    // Classes that only stories use stay out (the Sidebar story frames it at h-[36rem]): src/ holds stories and tests too.
    expect(css).not.toContain('.h-\\[36rem\\]');
  });

  it(`keeps the main entry under ${MAIN_ENTRY_BUDGET / 1024} KB minified + gzipped, without its peers`, async () => {
    // The SDK is read from its source; lazily imported code (its resumable-upload client) is not counted.
    const { gzipped, inputs } = await weighEntry(packed, packageDir, 'dist/index.js', {
      external: PEERS,
      conditions: ['@verbatim/source'],
    });
    expect(inputs.filter((path) => PEERS.some((peer) => path.includes(`node_modules/${peer}/`)))).toEqual([]);
    // zod alone would weigh about 93 KB here: components import the SDK's plain constants, never its schemas.
    expect(inputs.filter((path) => path.includes('node_modules/zod/'))).toEqual([]);
    expect(gzipped).toBeLessThan(MAIN_ENTRY_BUDGET);
  });
});

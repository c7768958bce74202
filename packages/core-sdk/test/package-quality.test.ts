// The published package, checked as a consumer would get it: built with tsup, packed with npm,
// then linted by publint and arethetypeswrong, and the main entry weighed.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import { build } from 'esbuild';
import { publint } from 'publint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Minified + gzipped bytes the main entry may weigh, its own dependencies included. */
const MAIN_ENTRY_BUDGET = 14 * 1024;

let workDir: string;
/** A copy of the package as npm would publish it, built on its own so that no other test's build can race it. */
let pkgDir: string;
let tarball: string;
let packedFiles: string[];

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'core-sdk-pack-'));
  pkgDir = join(workDir, 'package');
  await run('npx', ['tsup', '--silent', '--out-dir', join(pkgDir, 'dist')], { cwd: packageDir });
  for (const entry of ['package.json', 'README.md', 'LICENSE', 'src'])
    await cp(join(packageDir, entry), join(pkgDir, entry), { recursive: true });
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', workDir], { cwd: pkgDir });
  const [packed] = JSON.parse(stdout) as Array<{ filename: string; files: Array<{ path: string }> }>;
  tarball = join(workDir, packed?.filename ?? '');
  packedFiles = (packed?.files ?? []).map((file) => file.path);
}, 180_000);

afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('the published @verbatim/core-sdk', () => {
  it('ships its licence and readme, and says where it comes from and which Node it needs', async () => {
    expect(packedFiles).toEqual(expect.arrayContaining(['LICENSE', 'README.md']));
    const manifest = JSON.parse(await readFile(join(pkgDir, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.engines).toEqual({ node: '>=20.19' });
    expect(manifest.repository).toMatchObject({ directory: 'packages/core-sdk' });
  });

  it('passes publint with no errors or warnings', async () => {
    const { messages } = await publint({ pkgDir, level: 'warning', strict: true });
    expect(messages.map((m) => `${m.type} ${m.code} ${m.path.join('.')}`)).toEqual([]);
  });

  it('has correct types for import and require in node16 and bundlers (arethetypeswrong)', async () => {
    const pkg = createPackageFromTarballData(new Uint8Array(await readFile(tarball)));
    const result = await checkPackage(pkg);
    if (!result.types) throw new Error('arethetypeswrong found no types in the package');
    // node10 resolution cannot see subpath exports ("./contracts"); like `attw --profile node16`, it is not a target.
    const problems = result.problems.filter((p) => !('resolutionKind' in p) || p.resolutionKind !== 'node10');
    expect(problems).toEqual([]);
    expect(Object.keys(result.entrypoints).sort()).toEqual(['.', './contracts', './package.json']);
  });

  it(`keeps the main entry under ${MAIN_ENTRY_BUDGET / 1024} KB minified + gzipped, without zod`, async () => {
    const result = await build({
      entryPoints: [join(pkgDir, 'dist/index.js')],
      // The copy sits outside the repository: its dependencies are the workspace's.
      nodePaths: [join(packageDir, 'node_modules'), join(packageDir, '../../node_modules')],
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      // Lazily imported code (the resumable-upload client) lands in its own chunk and is not counted.
      splitting: true,
      outdir: join(workDir, 'weigh'),
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    // The entry chunk and every chunk it imports statically: what loading the main entry costs.
    const outputs = result.metafile.outputs;
    const entryPath = Object.keys(outputs).find((path) => outputs[path]?.entryPoint !== undefined);
    if (!entryPath) throw new Error('esbuild produced no entry chunk');
    const loaded = new Set<string>();
    const visit = (path: string) => {
      if (loaded.has(path)) return;
      loaded.add(path);
      for (const imported of outputs[path]?.imports ?? []) if (imported.kind === 'import-statement') visit(imported.path);
    };
    visit(entryPath);
    const files = result.outputFiles.filter((file) => [...loaded].some((path) => file.path.endsWith(path.replace(/^(\.\.\/)+/, '/'))));
    expect(files).toHaveLength(loaded.size);
    const gzipped = files.reduce((sum, file) => sum + gzipSync(file.contents, { level: 9 }).length, 0);
    const inputs = [...loaded].flatMap((path) => Object.keys(outputs[path]?.inputs ?? {}));
    expect(inputs.filter((path) => path.includes('node_modules/zod'))).toEqual([]);
    expect(inputs.filter((path) => path.includes('node_modules/tus-js-client'))).toEqual([]);
    expect(gzipped).toBeLessThan(MAIN_ENTRY_BUDGET);
  });
});

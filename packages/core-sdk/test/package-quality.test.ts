// The published package, checked as a consumer would get it: built with tsup, packed with npm,
// then linted by publint and arethetypeswrong, and the main entry weighed.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import { publint } from 'publint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PackedPackage, packForPublishing, weighEntry } from '../../../scripts/test-support/packed-package';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Minified + gzipped bytes the main entry may weigh, its own dependencies included. */
const MAIN_ENTRY_BUDGET = 17 * 1024;

let packed: PackedPackage;
let pkgDir: string;

beforeAll(async () => {
  packed = await packForPublishing(packageDir, 'core-sdk');
  pkgDir = packed.pkgDir;
}, 180_000);

afterAll(() => packed?.remove());

describe('the published @verbatim/core-sdk', () => {
  it('ships its licence and readme, and says where it comes from and which Node it needs', async () => {
    expect(packed.packedFiles).toEqual(expect.arrayContaining(['LICENSE', 'README.md']));
    const manifest = JSON.parse(await readFile(join(pkgDir, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.engines).toEqual({ node: '>=20.19' });
    expect(manifest.repository).toMatchObject({ directory: 'packages/core-sdk' });
  });

  it('passes publint with no errors or warnings', async () => {
    const { messages } = await publint({ pkgDir, level: 'warning', strict: true });
    expect(messages.map((m) => `${m.type} ${m.code} ${m.path.join('.')}`)).toEqual([]);
  });

  it('has correct types for import and require in node16 and bundlers (arethetypeswrong)', async () => {
    const pkg = createPackageFromTarballData(new Uint8Array(await readFile(packed.tarball)));
    const result = await checkPackage(pkg);
    if (!result.types) throw new Error('arethetypeswrong found no types in the package');
    // node10 resolution cannot see subpath exports ("./contracts"); like `attw --profile node16`, it is not a target.
    const problems = result.problems.filter((p) => !('resolutionKind' in p) || p.resolutionKind !== 'node10');
    expect(problems).toEqual([]);
    expect(Object.keys(result.entrypoints).sort()).toEqual(['.', './contracts', './node', './package.json', './webhooks']);
    // Five entry points, each resolved in four modes: it takes a few seconds on a busy machine.
  }, 60_000);

  it(`keeps the main entry under ${MAIN_ENTRY_BUDGET / 1024} KB minified + gzipped, without zod`, async () => {
    // Lazily imported code (the resumable-upload and recording clients) lands in its own chunk and is not counted.
    const { gzipped, inputs } = await weighEntry(packed, packageDir, 'dist/index.js');
    expect(inputs.filter((path) => path.includes('node_modules/zod'))).toEqual([]);
    expect(inputs.filter((path) => path.includes('node_modules/tus-js-client'))).toEqual([]);
    expect(gzipped).toBeLessThan(MAIN_ENTRY_BUDGET);
  });
});

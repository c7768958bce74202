// What the packages' package-quality tests share: a package built and packed as npm would publish it, and the weight
// of one of its entries as a consumer's bundler would load it.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { ensurePackageBuilt } from '../build-package.mjs';

const run = promisify(execFile);

export interface PackedPackage {
  /** A copy of the package's published files, its dist/ included, packed and checked apart from the workspace. */
  pkgDir: string;
  /** The tarball `npm pack` made of that copy. */
  tarball: string;
  /** The paths the tarball holds. */
  packedFiles: string[];
  /** A scratch folder beside the copy, removed with it. */
  workDir: string;
  remove(): Promise<void>;
}

/**
 * Copies the package's published files into a temporary folder, with the build `npm run build` makes (one build a run,
 * shared with the apps' build and the examples' tests), then packs that copy with npm.
 */
export async function packForPublishing(packageDir: string, name: string): Promise<PackedPackage> {
  await ensurePackageBuilt(packageDir);
  const workDir = await mkdtemp(join(tmpdir(), `${name}-pack-`));
  const pkgDir = join(workDir, 'package');
  for (const entry of ['package.json', 'README.md', 'LICENSE', 'src', 'dist'])
    await cp(join(packageDir, entry), join(pkgDir, entry), { recursive: true });
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', workDir], { cwd: pkgDir });
  const [packed] = JSON.parse(stdout) as Array<{ filename: string; files: Array<{ path: string }> }>;
  return {
    pkgDir,
    workDir,
    tarball: join(workDir, packed?.filename ?? ''),
    packedFiles: (packed?.files ?? []).map((file) => file.path),
    remove: () => rm(workDir, { recursive: true, force: true }),
  };
}

export interface EntryWeight {
  /** Gzipped bytes (level 9) of the entry chunk and every chunk it imports statically. */
  gzipped: number;
  /** The source files bundled into those chunks. */
  inputs: string[];
}

/**
 * What loading a built entry costs a browser: bundled and minified by esbuild with code splitting, so that lazily
 * imported code lands in chunks of its own and is not counted. `external` modules (peers) are left out.
 */
export async function weighEntry(
  packed: PackedPackage,
  packageDir: string,
  entry: string,
  options: { external?: string[]; conditions?: string[] } = {},
): Promise<EntryWeight> {
  const result = await build({
    entryPoints: [join(packed.pkgDir, entry)],
    // The copy sits outside the repository: its dependencies are the workspace's.
    nodePaths: [join(packageDir, 'node_modules'), join(packageDir, '../../node_modules')],
    ...(options.conditions ? { conditions: options.conditions } : {}),
    ...(options.external ? { external: options.external } : {}),
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    splitting: true,
    outdir: join(packed.workDir, 'weigh'),
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  const entryPath = Object.keys(outputs).find((path) => outputs[path]?.entryPoint !== undefined);
  if (!entryPath) throw new Error('esbuild produced no entry chunk');
  const loaded = new Set<string>();
  const visit = (path: string) => {
    if (loaded.has(path)) return;
    loaded.add(path);
    for (const imported of outputs[path]?.imports ?? [])
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  visit(entryPath);
  const files = result.outputFiles.filter((file) => [...loaded].some((path) => file.path.endsWith(path.replace(/^(\.\.\/)+/, '/'))));
  if (files.length !== loaded.size) throw new Error(`found ${files.length} of the ${loaded.size} chunks the entry loads`);
  return {
    gzipped: files.reduce((sum, file) => sum + gzipSync(file.contents, { level: 9 }).length, 0),
    inputs: [...loaded].flatMap((path) => Object.keys(outputs[path]?.inputs ?? {})),
  };
}

import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { isProcessAlive } from './media/child-processes';
import { bundledEntryPath, SPAWNED_ENTRIES } from './spawned-entries';

const apiDir = join(import.meta.dirname, '../..');

/**
 * Where test runs keep their bundles. Inside apps/api, because the bundle leaves npm packages to Node, which resolves
 * them from the bundle's folder upwards: apps/api/node_modules, then the workspace's, as for the sources and for the
 * production build in dist/. Under node_modules, which git, Biome and Vitest's watcher ignore.
 */
const bundlesDir = join(apiDir, 'node_modules', '.cache', 'verbatim-spawned-entries');

/**
 * The bundle runs as its sources do: `import.meta.dirname`, `filename` and `url` in our own files name the source file,
 * not the bundle. config.ts finds the repository (the web build, the blog's posts) from its own folder, and others
 * resolve packages or read files next to them; the production build keeps those right by sitting in dist/, as deep as
 * src/, which a folder per run cannot. npm packages are left external, so that their own files (PGlite's WebAssembly,
 * native modules, fonts) load from where they are installed; our workspace packages are bundled from source through
 * the `@verbatim/source` condition, as tsup.config.ts does for the production build.
 */
const asFromSource: Plugin = {
  name: 'as-from-source',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@verbatim/') ? undefined : { path: args.path, external: true },
    );
    bundler.onLoad({ filter: /\.(m?ts|tsx)$/ }, async (args) => {
      if (/[\\/]node_modules[\\/]/.test(args.path)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.')) return undefined;
      const own = { dirname: dirname(args.path), filename: args.path, url: pathToFileURL(args.path).href };
      return {
        contents: source.replace(/\bimport\.meta\.(dirname|filename|url)\b/g, (_, key: keyof typeof own) => JSON.stringify(own[key])),
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
};

export interface SpawnedEntriesBundle {
  /** The folder holding `<entry>.mjs` for every entry in SPAWNED_ENTRIES. */
  dir: string;
  /** Builds it again from the current sources (Vitest's watch mode, before each rerun). */
  rebuild(): Promise<void>;
  /** Removes the folder. */
  remove(): void;
}

/**
 * Bundles every entry that tests start as a process into a folder of this run's own: a process that imports the server
 * through tsx, which compiles every imported file on each start, took about 4 s before its first line ran, and 2 s from
 * the bundle. Made anew on every run (well under a second of esbuild), so that no test runs an older build of the code
 * than the one it tests.
 */
export async function buildSpawnedEntries(): Promise<SpawnedEntriesBundle> {
  removeLeftBundles();
  const dir = join(bundlesDir, `${process.pid}-${randomBytes(4).toString('hex')}`);
  mkdirSync(dir, { recursive: true });
  const rebuild = async () => {
    await build({
      absWorkingDir: apiDir,
      entryPoints: SPAWNED_ENTRIES.map((entry) => ({ in: join('src', entry), out: bundledEntryPath(entry).replace(/\.mjs$/, '') })),
      outdir: dir,
      // The folder is under node_modules, where Node does not apply apps/api's "type": "module": .mjs is ESM anywhere.
      outExtension: { '.js': '.mjs' },
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      conditions: ['@verbatim/source'],
      // With --enable-source-maps (runEntry), a child's stack traces name the source files, as under tsx.
      sourcemap: 'linked',
      logLevel: 'warning',
      plugins: [asFromSource],
    });
  };
  try {
    await rebuild();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return { dir, rebuild, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A run removes its bundle at its end; one killed first left it behind, and it goes once its process is gone. */
function removeLeftBundles() {
  let names: string[];
  try {
    names = readdirSync(bundlesDir);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(name.split('-')[0]);
    if (Number.isInteger(pid) && pid > 0 && !isProcessAlive(pid)) rmSync(join(bundlesDir, name), { recursive: true, force: true });
  }
}

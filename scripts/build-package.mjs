#!/usr/bin/env node
// Builds a workspace package with tsup unless its dist/ was built from exactly the inputs it has now. Each package's
// `npm run build` goes through here, and so do the tests that need a built package (the SDK examples, the
// package-quality checks): in `npm test` the apps' build and several test files want the same package at the same
// time, and each used to run tsup itself, four builds of the SDK a run, some cleaning dist/ while another process
// read it. One build under a lock, skipped when the inputs are unchanged, serves them all.
//
//   node ../../scripts/build-package.mjs        (from a package folder: what its "build" script runs)
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);

/** What a package's build reads besides its dependencies' code: change any of these and dist/ is stale. */
const INPUTS = ['src', 'package.json', 'tsconfig.json', 'tsup.config.ts'];
/** A build that takes longer than this has died holding the lock. */
const LOCK_STALE_MS = 10 * 60 * 1000;

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => filesUnder(join(path, entry.name)));
}

const readManifest = (packageDir) => JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));

/** The workspace packages this one depends on: their sources are bundled or typed into its build. */
function workspaceDependencies(manifest) {
  const names = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
  return names
    .filter((name) => name.startsWith('@verbatim/'))
    .map((name) => join(root, 'packages', name.slice('@verbatim/'.length)))
    .filter((dir) => existsSync(join(dir, 'package.json')));
}

/** A hash of every input file's path and bytes, the package's own and its workspace dependencies'. */
function inputsHash(packageDir, manifest) {
  const hash = createHash('sha256');
  const dirs = [packageDir, ...workspaceDependencies(manifest)];
  const files = [join(root, 'tsconfig.base.json'), ...dirs.flatMap((dir) => INPUTS.flatMap((input) => filesUnder(join(dir, input))))];
  for (const file of files.sort()) {
    hash.update(relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Where the hash of the last build's inputs is kept: outside dist/, which is published and which tsup cleans. */
const stampPath = (packageDir) => join(packageDir, 'node_modules', '.cache', 'verbatim-build', 'inputs-hash');

function isBuilt(packageDir, manifest, hash) {
  const main = manifest.main ? join(packageDir, manifest.main) : join(packageDir, 'dist');
  try {
    return readFileSync(stampPath(packageDir), 'utf8') === hash && existsSync(main);
  } catch {
    return false;
  }
}

function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Takes the package's build lock, waiting while a live process holds it; a dead or stale holder's lock is broken. */
async function lock(packageDir) {
  const lockDir = join(packageDir, 'node_modules', '.cache', 'verbatim-build', 'lock');
  mkdirSync(dirname(lockDir), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(join(lockDir, 'pid'), String(process.pid));
      return () => rmSync(lockDir, { recursive: true, force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let holder = 0;
    try {
      holder = Number(readFileSync(join(lockDir, 'pid'), 'utf8'));
    } catch {
      // Taken a moment ago; its pid is not written yet.
    }
    let age = 0;
    try {
      age = Date.now() - statSync(lockDir).mtimeMs;
    } catch {
      continue;
    }
    if ((holder && !processAlive(holder)) || age > LOCK_STALE_MS) rmSync(lockDir, { recursive: true, force: true });
    else await new Promise((done) => setTimeout(done, 200));
  }
}

/**
 * Makes sure `packageDir`'s dist/ is built from its current inputs: builds it with tsup if not, once, however many
 * processes ask at the same time. Resolves to whether it had to build.
 */
export async function ensurePackageBuilt(packageDir) {
  const dir = resolve(packageDir);
  const manifest = readManifest(dir);
  const hash = inputsHash(dir, manifest);
  if (isBuilt(dir, manifest, hash)) return false;
  const unlock = await lock(dir);
  try {
    if (isBuilt(dir, manifest, hash)) return false;
    rmSync(stampPath(dir), { force: true });
    await run(join(root, 'node_modules', '.bin', 'tsup'), ['--silent'], { cwd: dir });
    writeFileSync(stampPath(dir), hash);
    return true;
  } finally {
    unlock();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const built = await ensurePackageBuilt(process.cwd());
    if (!built) process.stdout.write(`${relative(root, process.cwd())}: dist/ is up to date\n`);
  } catch (error) {
    process.stderr.write(`${error.stderr ?? ''}${error.stdout ?? ''}${error.message}\n`);
    process.exit(1);
  }
}

import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { createDatabase } from '../db/create-database';
import { migrateToLatest } from '../db/migration-source';

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'db', 'migrations');
const cacheDir = join(tmpdir(), 'verbatim-pglite-templates');
const readCopies = new Map<string, Blob>();

/**
 * The files of a PGlite cluster with every migration applied, made once and kept on disk for every later test file.
 *
 * Starting PGlite runs initdb inside WebAssembly, which costs more than a second of CPU, while loading a copied cluster
 * costs about a third of that; with hundreds of test servers per run, the copy saves minutes. The copy is named after
 * the migrations' text and PGlite's version, so a changed migration or a new PGlite makes a new one.
 */
export async function migratedPgliteTemplate(): Promise<Blob> {
  const file = join(cacheDir, `${templateKey()}.tar`);
  // A Blob cannot change: one process reads the 42-MB copy once.
  const read = readCopies.get(file);
  if (read) return read;
  try {
    const blob = new Blob([readFileSync(file)]);
    readCopies.set(file, blob);
    return blob;
  } catch {
    // Not made yet: make it below.
  }
  const db = createDatabase({ pgliteDir: 'memory' });
  try {
    await migrateToLatest(db);
    const pglite = (db.client as { pglite: PGlite }).pglite;
    const dump = await pglite.dumpDataDir('none');
    const bytes = Buffer.from(await dump.arrayBuffer());
    mkdirSync(cacheDir, { recursive: true });
    // Written aside and renamed, so a test file running at the same time never reads half a copy.
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    return new Blob([bytes]);
  } finally {
    await db.destroy();
  }
}

/**
 * The same migrated cluster as a PGlite data folder on disk, made once from the copy above and kept beside it: what a
 * server finds in DATA_DIR/pglite after its first start. A test copies it where a server will open PGlite on disk, and
 * that server neither runs initdb and the migrations (seconds) nor starts a PGlite of the test's own to load the copy.
 * PGlite closes it cleanly, so a server opening a copy has no log to replay.
 */
export async function migratedPgliteFolder(): Promise<string> {
  const folder = join(cacheDir, `${templateKey()}.pgdata`);
  if (existsSync(folder)) return folder;
  // Made aside and renamed, so a test file running at the same time never copies half a folder; a folder renamed into
  // place first wins, and this one is dropped.
  const partial = `${folder}.${randomBytes(4).toString('hex')}.partial`;
  try {
    const pglite = new PGlite(partial, { loadDataDir: await migratedPgliteTemplate() });
    await pglite.waitReady;
    await pglite.close();
    renameSync(partial, folder);
  } catch (error) {
    if (!existsSync(folder)) throw error;
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  return folder;
}

/** Names the migrated schema: the migrations' text and PGlite's version, so that any change makes a new one. */
export function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(pglitePackageJson()));
  // The list of migrations the code applies, as well as their files: a file added but not yet listed changes nothing.
  hash.update(readFileSync(join(migrationsDir, '..', 'migration-source.ts')));
  for (const name of readdirSync(migrationsDir).sort()) {
    hash.update(name);
    hash.update(readFileSync(join(migrationsDir, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** PGlite's package.json, found from its entry point because the package does not export it. */
function pglitePackageJson(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return join(dir, 'package.json');
}

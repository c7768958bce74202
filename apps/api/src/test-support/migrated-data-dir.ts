import { existsSync, mkdtempSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pgliteDirIn } from '../db/create-database';
import { migratedPgliteFolder } from './migrated-pglite-template';

/**
 * Puts the migrated PGlite template in `dataDir`, where a server on PGlite (`npm start` with no DATABASE_URL) opens
 * its database, unless a database is there already. The server then starts on an up-to-date database, as it does on
 * every start after its first, instead of spending seconds on initdb and every migration. A test about that first start
 * itself (a fresh DATA_DIR is made a migrated database) keeps an empty folder instead.
 */
export async function seedMigratedPglite(dataDir: string): Promise<void> {
  const dir = pgliteDirIn(dataDir);
  if (existsSync(join(dir, 'PG_VERSION'))) return;
  await cp(await migratedPgliteFolder(), dir, { recursive: true });
}

/** A new temporary DATA_DIR (named `verbatim-<label>-…`) holding a migrated PGlite database. */
export async function migratedDataDir(label: string): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), `verbatim-${label}-`));
  await seedMigratedPglite(dataDir);
  return dataDir;
}

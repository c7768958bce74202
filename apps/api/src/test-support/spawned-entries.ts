/**
 * Every file under src/ that tests run as a process of its own (through runEntry in spawn-server.ts). The API project's
 * global setup bundles exactly these once per test run; runEntry refuses an entry missing here rather than start it
 * from a stale or absent bundle, so a test that starts a new entry adds it to this list.
 */
export const SPAWNED_ENTRIES = [
  'server.ts',
  'worker.ts',
  'cli/admin.ts',
  'test-support/die-in-completion-worker.ts',
  'test-support/jobs/crash-test-worker.ts',
  'test-support/pglite-at-a-panic.ts',
] as const;

/** The bundle of an entry, relative to the run's bundle folder: `cli/admin.ts` is `cli/admin.mjs`. */
export const bundledEntryPath = (entry: string) => entry.replace(/\.ts$/, '.mjs');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of this run's bundle of SPAWNED_ENTRIES, made by the API project's global setup. */
    spawnedEntriesDir: string;
  }
}

import type { TestProject } from 'vitest/node';
import { buildSpawnedEntries } from './src/test-support/build-spawned-entries';

/**
 * Bundles the entries that tests start as processes, once for the run, and tells the test files where (runEntry in
 * src/test-support/spawn-server.ts runs them from there). In watch mode, the bundle is made again before each rerun.
 */
export default async function setup(project: TestProject) {
  const bundle = await buildSpawnedEntries();
  project.provide('spawnedEntriesDir', bundle.dir);
  project.onTestsRerun(() => bundle.rebuild());
  return () => bundle.remove();
}

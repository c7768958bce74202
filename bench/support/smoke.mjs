// The smoke mode every benchmark has: `--smoke` runs one short round (a second or a few of work), enforces no target,
// and exits 0 once it has run, so that `npm test` notices a benchmark that no longer runs (bench/smoke.test.ts).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** True when this benchmark was started with `--smoke`. */
export const smoke = process.argv.includes('--smoke');

/**
 * The node arguments that start one of the API's entry points (`server`, `worker`). A measurement runs the build, as
 * `npm start` does (from source through tsx the API used several times the CPU); a smoke run never builds (a build
 * takes minutes on two cores) and runs the same entry from source, so it checks the code as it is now, with the same
 * environment and the same start-up checks as the measurement.
 */
export function apiEntryArgs(entry) {
  if (!smoke) return [join(root, 'apps/api/dist', `${entry}.js`)];
  return ['--conditions=@verbatim/source', '--import', 'tsx', join(root, 'apps/api/src', `${entry}.ts`)];
}

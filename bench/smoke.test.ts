import { describe, expect, it } from 'vitest';
import { smokeRuns } from './smoke-runs';
import { runSmoke } from './support/run-smoke';

/** What one smoke run may take on a busy two-core machine before it counts as hung. */
const SMOKE_TIMEOUT_MS = 420_000;

// A benchmark that stops running fails the suite here, long before someone needs its numbers.
describe.concurrent('every benchmark runs in its smoke mode', () => {
  const runs = smokeRuns.filter((run) => !run.needsPostgres || process.env.DATABASE_URL);
  for (const run of runs) {
    it(run.name, { timeout: SMOKE_TIMEOUT_MS + 10_000 }, async () => {
      const result = await runSmoke(run.command, SMOKE_TIMEOUT_MS);
      expect(result.code, result.output).toBe(0);
      expect(result.stdout, result.output).toMatch(run.prints);
    });
  }
});

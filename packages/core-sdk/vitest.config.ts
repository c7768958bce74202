import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@verbatim/source'] },
  ssr: { resolve: { conditions: ['@verbatim/source'] } },
  // The package-quality tests pack the package and run publint and arethetypeswrong on it: a few seconds alone, past
  // the 5-s default beside the rest of the suite on a slow day of the machine. A limit for a hang, not a measurement.
  test: { name: 'core-sdk', environment: 'node', testTimeout: 60_000 },
});

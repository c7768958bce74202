import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@verbatim/source'] },
  ssr: { resolve: { conditions: ['@verbatim/source'] } },
  test: {
    name: 'api',
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Test files share one module registry per worker: every API test file imports the whole server, and importing it
    // again per file was about 820 CPU-seconds of a run (20 endpoint files: 177 CPU-seconds isolated, 104 shared).
    // The API's files keep no state between files that this could leak: servers, databases and caches are made per
    // test server, and no file mocks a module.
    isolate: false,
    globalSetup: ['./vitest.global-setup.ts'],
  },
});

import { configDefaults, defineProject } from 'vitest/config';

/**
 * Files whose every test needs PostgreSQL (processes sharing one database, which PGlite cannot be). Without
 * DATABASE_URL they define no test, and Vitest fails a file that defines none, so they are left out of the run.
 */
const POSTGRES_ONLY_FILES = ['src/transcription-parts-workers.test.ts'];

export default defineProject({
  resolve: { conditions: ['@verbatim/source'] },
  ssr: { resolve: { conditions: ['@verbatim/source'] } },
  test: {
    name: 'api',
    environment: 'node',
    // Many tests wait for the real decoder, which on two cores shared with the other Vitest workers and the browser
    // tests can take a minute, and on a slow day of the machine (a whole run at twice its usual time) nearly 90 s for a
    // file split in parts: a limit is for a hung test, not a measurement (bench/ measures speed).
    testTimeout: 180_000,
    hookTimeout: 60_000,
    // Test files share one module registry per worker: every API test file imports the whole server, and importing it
    // again per file was about 820 CPU-seconds of a run (20 endpoint files: 177 CPU-seconds isolated, 104 shared).
    // The API's files keep no state between files that this could leak: servers, databases and caches are made per
    // test server, and no file mocks a module.
    isolate: false,
    exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? [] : POSTGRES_ONLY_FILES)],
    globalSetup: ['./vitest.global-setup.ts'],
  },
});

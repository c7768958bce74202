import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

const conditions = ['@verbatim/source', ...defaultClientConditions];

export default defineProject({
  plugins: [react()],
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'web',
    environment: 'jsdom',
    // Room for a test's several findBy/waitFor waits (see the setup file) and, in a worker's first file, the on-demand
    // transform of the whole app, on a loaded two-core machine (15 s was not always enough).
    testTimeout: 30_000,
    // Test files share one module registry and window per worker: importing the app and its libraries again for every
    // file was most of these projects' time. The setup file puts back what a file changes in the window.
    isolate: false,
    setupFiles: ['./src/test-support/setup.ts'],
  },
});

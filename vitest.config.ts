import { defineConfig } from 'vitest/config';

// Each package and app has its own vitest.config.ts; this runs them all in one process tree.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
  },
});

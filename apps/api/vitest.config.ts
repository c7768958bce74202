import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@verbatim/source'] },
  ssr: { resolve: { conditions: ['@verbatim/source'] } },
  test: {
    name: 'api',
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

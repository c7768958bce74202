import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@verbatim/source'] },
  ssr: { resolve: { conditions: ['@verbatim/source'] } },
  test: { name: 'core-sdk', environment: 'node' },
});

import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'bench',
    environment: 'node',
    include: ['smoke.test.ts'],
    // Each smoke run is a few processes of its own (servers, workers, decoders): two at a time keep both cores busy
    // without starving the rest of the suite.
    maxConcurrency: 2,
  },
});

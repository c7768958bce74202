import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@verbatim/source'] },
  ssr: { resolve: { conditions: ['@verbatim/source'] } },
  // Node, not jsdom: the tests hand the driver small fakes of the browser's media APIs, and Node has Blob.
  test: { name: 'recorder', environment: 'node' },
});

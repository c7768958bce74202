import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@verbatim/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@verbatim/source'] } },
  // Node by default: the headless tests hand the driver small fakes of the browser's media APIs, and Node has Blob.
  // The widget tests, which render DOM, ask for jsdom in their first line (`@vitest-environment jsdom`).
  // The widgets' tests render into jsdom per test; on two loaded cores a first render can pass the 5-s default.
  test: { name: 'recorder', environment: 'node', testTimeout: 15_000 },
});

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { dismissToast } from '../Toast';
import { fillJsdomGaps } from './jsdom-gaps';
import { keepWindowBetweenFiles } from './shared-window';

fillJsdomGaps();
// Test files share one window (isolate: false in vitest.config.ts): each leaves it as it found it.
keepWindowBetweenFiles(beforeAll, afterAll);

// On a loaded 2-core CI machine a screen can take more than Testing Library's default second to appear; a
// real fault still fails, a few seconds later.
configure({ asyncUtilTimeout: 10_000 });

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // Toasts live in a module-level store, which test files share: one left open would show in the next test.
  dismissToast();
});

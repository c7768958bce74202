import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { dismissToast } from '@verbatim/ui';
import { fillJsdomGaps } from '@verbatim/ui/testing';
import { afterEach, beforeAll } from 'vitest';
import { preloadAllScreens } from '../app/screens';

fillJsdomGaps();

// Screens are lazy chunks; loading them once up front keeps a first compile out of every test's time limits.
beforeAll(() => preloadAllScreens());

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // Toasts live in a module-level store: one left open would show in the next test.
  dismissToast();
});

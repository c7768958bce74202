import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { fillJsdomGaps } from '@verbatim/ui/testing';
import { afterEach, beforeAll } from 'vitest';
import { preloadAdminScreens } from '../app/AdminRoutes';

fillJsdomGaps();

// On a loaded 2-core CI machine a screen can take more than Testing Library's default second to appear; a
// real fault still fails, a few seconds later.
configure({ asyncUtilTimeout: 4000 });

// Screens are lazy chunks; loading them once up front keeps a first compile out of every test's time limits.
beforeAll(() => preloadAdminScreens());

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

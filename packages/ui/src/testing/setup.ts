import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { fillJsdomGaps } from './jsdom-gaps';

fillJsdomGaps();

// On a loaded 2-core CI machine a screen can take more than Testing Library's default second to appear; a
// real fault still fails, a few seconds later.
configure({ asyncUtilTimeout: 4000 });

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

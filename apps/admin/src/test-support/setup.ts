import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { fillJsdomGaps } from '@verbatim/ui/testing';
import { afterEach } from 'vitest';

fillJsdomGaps();

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

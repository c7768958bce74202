import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { dismissToast, preloadTooltip } from '@verbatim/ui';
import { fillJsdomGaps, keepWindowBetweenFiles } from '@verbatim/ui/testing';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { preloadAllScreens } from '../app/screens';
import { DownloadTranscriptDialog, ShareTranscriptDialog } from '../pages/transcriptions/transcript-action-dialogs';
import { TranscriptViewerDialog } from '../pages/transcriptions/transcript-dialogs';

fillJsdomGaps();
// Test files share one window (isolate: false in vitest.config.ts): each leaves it as it found it.
keepWindowBetweenFiles(beforeAll, afterAll);

// On a loaded 2-core CI machine a screen can take more than Testing Library's default second to appear; a
// real fault still fails, a few seconds later.
configure({ asyncUtilTimeout: 10_000 });

// Screens, the transcript dialogs and the row actions' tooltips are lazy chunks; loading them once up front keeps a
// first compile out of every test's time limits, and keeps a row action from being swapped for its tooltip trigger
// between a test finding it and clicking it.
beforeAll(() =>
  Promise.all([
    preloadAllScreens(),
    TranscriptViewerDialog.preload(),
    DownloadTranscriptDialog.preload(),
    ShareTranscriptDialog.preload(),
    preloadTooltip(),
  ]),
);

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // Toasts live in a module-level store: one left open would show in the next test.
  dismissToast();
});

import { expect, test } from '@playwright/test';
import { makeTestMedia, type TestMedia } from '../apps/api/src/test-support/media/make-test-media';
import { signUp } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';
import { saveScreenshot } from './support/screenshots';

// Searching what was said: real speech through the real engine, a word it heard typed in the header's search, the
// passage that says it, and the viewer playing from that moment with the word marked.

interface Word {
  start: number;
  end: number;
  text: string;
}
interface Segment {
  start: number;
  end: number;
  text: string;
}

let media: TestMedia;

test.beforeAll(async () => {
  media = await makeTestMedia();
});

test('a word heard in a recording is found from the header search, and its passage opens the viewer playing from there', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, { firstName: 'Sam', email: `e2e.search.${Date.now()}@example.com` });
  await page.getByLabel('Choose audio or video files').setInputFiles(media.wav);
  const row = page.getByRole('row').filter({ hasText: 'speech.wav' });
  await expect(row.getByText('Completed')).toBeVisible({ timeout: 90_000 });
  const { items } = (await (await page.request.get('/api/transcriptions')).json()) as { items: { id: string }[] };
  const detail = (await (await page.request.get(`/api/transcriptions/${items[0]?.id}`)).json()) as { words: Word[]; segments: Segment[] };

  // A word of a later sentence when there is one, so that the passage starts somewhere into the recording.
  const later = detail.words.filter((word) => word.start >= (detail.segments[1]?.start ?? 0));
  const heard = [...later]
    .map((word) => word.text.replace(/[^\p{L}]/gu, ''))
    .filter((word) => word.length >= 4)
    .sort((a, b) => b.length - a.length)[0];
  expect(heard).toBeTruthy();
  const word = (heard ?? '').toLowerCase();

  await page.goto('/');
  const box = page.getByRole('searchbox', { name: 'Search transcriptions' });
  await box.fill(word);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
  const results = page.getByRole('list', { name: `Results for “${word}”` });
  await expect(results.getByRole('article', { name: 'speech.wav' })).toBeVisible();
  const passage = results.getByRole('button', { name: /play from here/ }).first();
  await expect(passage.locator('mark').first()).toHaveText(new RegExp(word, 'i'));
  await expectNoSeriousAxeViolations(page, 'search results');
  await saveScreenshot(page, 'search-results');

  // The passage's moment, as the server gave it: the viewer must play from there.
  const found = (await (await page.request.get(`/api/search?q=${encodeURIComponent(word)}`)).json()) as {
    items: { matches: { start: number }[] }[];
  };
  const start = found.items[0]?.matches[0]?.start ?? Number.NaN;
  expect(start).toBeGreaterThanOrEqual(0);

  await passage.click();
  const viewer = page.getByRole('dialog', { name: 'speech.wav' });
  const audio = viewer.getByLabel('Play speech.wav');
  await expect(audio).toBeVisible();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThanOrEqual(start);
  await expect(viewer.locator('mark[data-slot="search-match"]').first()).toHaveText(new RegExp(word, 'i'));
  await expect(viewer.locator('mark[data-slot="search-match"]').first()).toBeInViewport();
  await saveScreenshot(page, 'search-viewer-at-match');

  // Closing the viewer comes back to the results; on a phone they fit the screen.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/search\?q=/);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(results.getByRole('button', { name: /play from here/ }).first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await saveScreenshot(page, 'search-results-phone');
});

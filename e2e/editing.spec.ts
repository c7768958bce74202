import { expect, test } from '@playwright/test';
import { parse as parseSubtitles } from '@plussub/srt-vtt-parser';
import { makeTestMedia, type TestMedia } from '../apps/api/src/test-support/media/make-test-media';
import { signUp } from './support/accounts';
import { saveScreenshot } from './support/screenshots';
import { clickWordAndExpectItSpoken } from './support/spoken-word';

// Editing a transcript in a real browser: real speech through the real engine, a misheard word corrected in the
// viewer, and the correction checked where a person meets it again: the player, the subtitles, the search, undo.

interface Word {
  start: number;
  end: number;
  text: string;
}

let media: TestMedia;

test.beforeAll(async () => {
  media = await makeTestMedia();
});

const CORRECTION = 'Verbatimly';

test('a misheard word is corrected in the viewer, keeps its place in the player and the subtitles, and can be undone; the file is renamed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, { firstName: 'Ed', email: `e2e.editing.${Date.now()}@example.com` });
  await page.getByLabel('Choose audio or video files').setInputFiles(media.wav);
  const row = page.getByRole('row').filter({ hasText: 'speech.wav' });
  await expect(row.getByText('Completed')).toBeVisible({ timeout: 90_000 });
  const { items } = (await (await page.request.get('/api/transcriptions')).json()) as { items: { id: string }[] };
  const id = items[0]?.id ?? '';
  const before = (await (await page.request.get(`/api/transcriptions/${id}`)).json()) as { words: Word[] };

  await row.getByRole('button', { name: 'View speech.wav' }).click();
  const viewer = page.getByRole('dialog').filter({ has: page.getByLabel('Play speech.wav') });
  await viewer.getByRole('button', { name: 'Edit text' }).click();
  await viewer
    .getByRole('button', { name: /^Edit paragraph: / })
    .first()
    .click();
  const editor = viewer.getByRole('textbox', { name: /^Paragraph at / });
  await expect(editor).toBeFocused();
  // The first paragraph starts at the first word, so a token's place in it is the word's index.
  const tokens = (await editor.inputValue()).split(/\s+/);
  const index = tokens.reduce((longest, token, i) => (token.length > (tokens[longest]?.length ?? 0) ? i : longest), 0);
  const misheard = before.words[index] as Word;
  expect(misheard.text).toBe(tokens[index]);
  tokens[index] = CORRECTION;
  await editor.fill(tokens.join(' '));
  await saveScreenshot(page, 'editing-paragraph');
  await viewer.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await viewer.getByRole('button', { name: 'Done editing' }).click();

  // The new word plays from where the old one was said.
  const corrected = viewer.getByRole('button', { name: new RegExp(`^${CORRECTION}, at `) });
  await clickWordAndExpectItSpoken(corrected);
  const audio = viewer.getByLabel('Play speech.wav');
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThanOrEqual(misheard.start - 0.05);

  // Stored: every other word keeps its timing, the new one is timed inside the old one's.
  const after = (await (await page.request.get(`/api/transcriptions/${id}`)).json()) as { words: Word[]; version: number };
  expect(after.version).toBe(1);
  expect(after.words.map((word) => word.text)).toEqual(before.words.map((word, i) => (i === index ? CORRECTION : word.text)));
  const timed = after.words[index] as Word;
  expect(timed.start).toBeGreaterThanOrEqual(misheard.start);
  expect(timed.end).toBeLessThanOrEqual(misheard.end);
  for (const [i, word] of after.words.entries()) {
    if (i !== index) expect([word.start, word.end]).toEqual([before.words[i]?.start, before.words[i]?.end]);
  }

  // The subtitles carry the correction at the time it is said, and the search finds it.
  const srt = await (await page.request.get(`/api/transcriptions/${id}/download?format=srt`)).text();
  const cue = parseSubtitles(srt).entries.find((entry) => entry.text.includes(CORRECTION));
  expect(cue).toBeDefined();
  expect(cue?.from).toBeLessThanOrEqual(timed.start * 1000 + 1);
  expect(cue?.to).toBeGreaterThanOrEqual(timed.end * 1000 - 1);
  const found = (await (await page.request.get(`/api/transcriptions?q=${CORRECTION}`)).json()) as { total: number };
  expect(found.total).toBe(1);

  // Undo puts the engine's word back, timings and all.
  await viewer.getByRole('button', { name: 'Undo last edit' }).click();
  await expect(corrected).toBeHidden();
  await expect(
    viewer.getByRole('button', { name: new RegExp(`^${misheard.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first(),
  ).toBeVisible();
  const undone = (await (await page.request.get(`/api/transcriptions/${id}`)).json()) as { words: Word[]; version: number };
  expect(undone.version).toBe(0);
  expect(undone.words).toEqual(before.words);
  await expect(viewer.getByRole('button', { name: 'Undo last edit' })).toBeHidden();

  // A rename shows in the viewer and in the list behind it.
  await viewer.getByRole('button', { name: 'Rename speech.wav' }).click();
  await viewer.getByRole('textbox', { name: 'File name' }).fill('weekly-sync.wav');
  await viewer.getByRole('textbox', { name: 'File name' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'weekly-sync.wav' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('row').filter({ hasText: 'weekly-sync.wav' })).toBeVisible();
});

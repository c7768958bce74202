import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { parse as parseSubtitles } from '@plussub/srt-vtt-parser';
import { makeTestMedia, type TestMedia } from '../apps/api/src/test-support/media/make-test-media';
import { signUp } from './support/accounts';
import { saveScreenshot } from './support/screenshots';

// Account settings in a real browser against the real server: a name and transcription defaults saved for real, and
// the default export format used by the next download that names no format.

let media: TestMedia;

test.beforeAll(async () => {
  media = await makeTestMedia();
});

test('a person renames themselves and picks subtitles as their format, which the next download uses', async ({ page }) => {
  test.setTimeout(150_000);
  await signUp(page, { firstName: 'Sam', email: `e2e.settings.${Date.now()}@example.com` });

  // Reached from the sidebar.
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await expect(page).toHaveTitle('Account Settings · Verbatim');

  const profile = page.getByRole('region', { name: 'Account Information' });
  await expect(profile.getByText('3 of 3 free transcriptions left today · 0 credits')).toBeVisible();
  const save = profile.getByRole('button', { name: 'Save Profile' });
  await expect(save).toBeDisabled();
  await profile.getByLabel('First Name').fill('Samantha');
  await profile.getByLabel(/Last Name/).fill('Reyes');
  await save.click();
  await expect(page.getByText('Profile Updated', { exact: true })).toBeVisible();
  await expect(save).toBeDisabled();

  const defaults = page.getByRole('region', { name: 'Transcription Defaults' });
  await expect(defaults.getByRole('combobox', { name: 'Default Language' })).toContainText('Detect automatically');
  await defaults.getByRole('combobox', { name: 'Default Export Format' }).selectOption('srt');
  await defaults.getByRole('button', { name: 'Save Transcription Settings' }).click();
  await expect(page.getByText('Transcription Settings Updated', { exact: true })).toBeVisible();
  await saveScreenshot(page, 'settings-signed-in');

  // Stored: a reload shows the new name in the app's frame and the chosen format.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByText('Samantha Reyes')).toBeVisible();
  await expect(sidebar.locator('[data-slot="user-avatar-fallback"]')).toHaveText('S');
  await expect(
    page.getByRole('region', { name: 'Transcription Defaults' }).getByRole('combobox', { name: 'Default Export Format' }),
  ).toHaveValue('srt');

  // A new transcription, downloaded without choosing a format: the dialog opens on subtitles.
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome( back)?, Samantha!$/ })).toBeVisible();
  await page.getByLabel('Choose audio or video files').setInputFiles(media.wav);
  const row = page.getByRole('row').filter({ hasText: 'speech.wav' });
  await expect(row.getByText('Completed')).toBeVisible({ timeout: 120_000 });
  await row.getByRole('button', { name: 'Download speech.wav' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download speech.wav' });
  await expect(dialog.getByRole('radio', { name: /Subtitles/ })).toBeChecked();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Subtitles (.srt)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('speech.srt');
  const { entries } = parseSubtitles(await readFile((await file.path()) ?? '', 'utf8'));
  expect(entries.length).toBeGreaterThan(0);

  // The API itself: no format asked for, the person's format answered.
  const { items } = (await (await page.request.get('/api/transcriptions')).json()) as { items: { id: string }[] };
  const plain = await page.request.get(`/api/transcriptions/${items[0]?.id}/download`);
  expect(plain.status()).toBe(200);
  expect(plain.headers()['content-type']).toMatch(/^application\/x-subrip/);
  expect(plain.headers()['content-disposition']).toContain('filename="speech.srt"');
});

test('a visitor who is not signed in sees the settings with every field disabled', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    const profile = page.getByRole('region', { name: 'Account Information' });
    for (const label of ['First Name', 'Last Name']) {
      await expect(profile.getByLabel(label)).toBeDisabled();
      await expect(profile.getByLabel(label)).toHaveAttribute('placeholder', 'Sign in to edit');
    }
    await expect(profile.getByRole('button', { name: 'Sign in to save' })).toBeDisabled();
    await expect(
      page.getByRole('region', { name: 'Transcription Defaults' }).getByRole('combobox', { name: 'Default Export Format' }),
    ).toBeDisabled();
    for (const toggle of await page.getByRole('switch').all()) await expect(toggle).toBeDisabled();
    await saveScreenshot(page, 'settings-signed-out');
    // Phone width: one column, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'settings-phone');
    await profile.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/auth\?next=%2Fsettings$/);
  } finally {
    await context.close();
  }
});

import { expect, test } from '@playwright/test';
import { parse as parseSubtitles } from '@plussub/srt-vtt-parser';
import { makeTestMedia, type TestMedia } from '../apps/api/src/test-support/media/make-test-media';
import { signUp } from './support/accounts';
import { saveScreenshot } from './support/screenshots';

// The AI features in a real browser with no network and no model: real speech through the real engine, then an
// extractive summary, an answer quoted from the transcript, and a Spanish translation by Apertium.

let media: TestMedia;

test.beforeAll(async () => {
  media = await makeTestMedia();
});

test('a person summarises a spoken transcript, asks it a question, and translates it into Spanish', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  await signUp(page, { firstName: 'Ana', email: `e2e.ai.${Date.now()}@example.com` });
  await page.getByLabel('Choose audio or video files').setInputFiles(media.wav);
  const row = page.getByRole('row').filter({ hasText: 'speech.wav' });
  await expect(row.getByText('Completed')).toBeVisible({ timeout: 90_000 });
  const { items } = (await (await page.request.get('/api/transcriptions')).json()) as { items: { id: string }[] };
  const id = items[0]?.id ?? '';
  const detail = (await (await page.request.get(`/api/transcriptions/${id}`)).json()) as { transcriptText: string };
  const heard = detail.transcriptText.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? '';
  expect(heard.length).toBeGreaterThan(3);

  // The summary dialog, from the viewer: the transcript's own key sentences, said to be extractive.
  await row.getByRole('button', { name: 'View speech.wav' }).click();
  await page.getByRole('button', { name: 'Summarize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Summarize speech.wav' });
  await dialog.getByLabel('Summary type').selectOption({ label: 'Detailed' });
  await dialog.getByRole('button', { name: 'Generate' }).click();
  const summary = dialog.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText(/extractive/i, { timeout: 30_000 });
  await expect(summary).toContainText(heard);
  await saveScreenshot(page, testInfo, 'summary-dialog');

  // Chat: the passage that holds the word, with its time.
  await page.goto(`/chat/${id}`);
  await page.getByLabel('Ask a question about the transcript').fill(`What about ${heard}?`);
  await page.keyboard.press('Enter');
  const conversation = page.getByRole('log', { name: 'Conversation' });
  await expect(conversation).toContainText(/\d+:\d{2}/, { timeout: 30_000 });
  await expect(conversation).toContainText(heard);
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'chat');

  // Translate into Spanish with Apertium, then the subtitles on the original times.
  await page.goto(`/translate/${id}`);
  await page.getByLabel('Target language').selectOption('es');
  await page.getByRole('button', { name: 'Translate', exact: true }).click();
  await expect(page.getByText('Translation Complete').first()).toBeVisible({ timeout: 60_000 });
  const translation = page.getByRole('region', { name: /^Translation/ });
  await expect(translation).toContainText(/casa|río|semana/i);
  await saveScreenshot(page, testInfo, 'translate');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Subtitles (.srt)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('speech.es.srt');
  const { entries } = parseSubtitles(
    await (await page.request.get(`/api/transcriptions/${id}/translations/es/download?format=srt`)).text(),
  );
  expect(entries.length).toBeGreaterThan(0);
  for (const [index, cue] of entries.entries()) {
    expect(cue.to).toBeGreaterThan(cue.from);
    if (index > 0) expect(cue.from).toBeGreaterThanOrEqual(entries[index - 1]?.to ?? 0);
  }
});

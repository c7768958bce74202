import { expect, test } from '@playwright/test';
import { makeTestMedia, type TestMedia } from '../apps/api/src/test-support/media/make-test-media';
import { signUp } from './support/accounts';
import { MODEL_SERVER_URL } from './support/model-server';

// The same screens on a server configured with an OpenAI-compatible model (a loopback server that speaks the
// protocol, through the API's real openai SDK): the model's answers stream into the page as they are written.

test.use({ baseURL: MODEL_SERVER_URL });

let media: TestMedia;

test.beforeAll(async () => {
  media = await makeTestMedia();
});

test('with a model configured, its summary and its answer stream into the page, and it translates into German', async ({ page }) => {
  test.setTimeout(150_000);
  await signUp(page, { firstName: 'Mo', email: `e2e.model.${Date.now()}@example.com` });
  await page.getByLabel('Choose audio or video files').setInputFiles(media.wav);
  const row = page.getByRole('row').filter({ hasText: 'speech.wav' });
  await expect(row.getByText('Completed')).toBeVisible({ timeout: 90_000 });
  const { items } = (await (await page.request.get('/api/transcriptions')).json()) as { items: { id: string }[] };
  const id = items[0]?.id ?? '';

  await row.getByRole('button', { name: 'View speech.wav' }).click();
  await page.getByRole('button', { name: 'Summarize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Summarize speech.wav' });
  await expect(dialog.getByText('Written by e2e-model.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Generate' }).click();
  const summary = dialog.getByRole('region', { name: 'Summary' });
  // The first words show while the rest is still being written.
  await expect(summary).toContainText("The e2e model's summary");
  await expect(dialog.getByRole('button', { name: /Generating/ })).toBeVisible();
  await expect(summary).toContainText('from the loopback server.');
  await expect(dialog.getByRole('button', { name: 'Generate' })).toBeEnabled();
  // The summary names the model that wrote it, as the answer's headers say.
  await expect(dialog.getByText('Answered by e2e-model')).toBeVisible();

  await page.goto(`/chat/${id}`);
  await page.getByLabel('Ask a question about the transcript').fill('Who sends the reports?');
  await page.keyboard.press('Enter');
  const conversation = page.getByRole('log', { name: 'Conversation' });
  await expect(conversation).toContainText("The e2e model's answer");
  await expect(page.getByRole('button', { name: 'AI is thinking...' })).toBeVisible();
  await expect(conversation).toContainText('from the loopback server.');
  await expect(conversation.getByText(/Answered by e2e-model/)).toBeVisible();

  await page.goto(`/translate/${id}`);
  await page.getByLabel('Target language').selectOption('de');
  await expect(page.getByText(/Translated by e2e-model/)).toBeVisible();
  await page.getByRole('button', { name: 'Translate', exact: true }).click();
  await expect(page.getByRole('region', { name: /^Translation/ })).toContainText('Übersetzt:', { timeout: 30_000 });
});

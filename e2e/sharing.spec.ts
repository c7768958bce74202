import { expect, test } from '@playwright/test';
import { makeTestMedia, type TestMedia } from '../apps/api/src/test-support/media/make-test-media';
import { signUp } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';
import { saveScreenshot } from './support/screenshots';

// A share link in real browsers: made by the owner, opened by a visitor who is not signed in, then revoked.

let media: TestMedia;

test.beforeAll(async () => {
  media = await makeTestMedia();
});

test('a shared link opens signed out with the transcript and the recording, and stops working once revoked', async ({ browser }) => {
  test.setTimeout(120_000);
  const owner = await (await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] })).newPage();
  await signUp(owner, { firstName: 'Sam', email: `e2e.sharer.${Date.now()}@example.com` });
  await owner.getByLabel('Choose audio or video files').setInputFiles(media.wav);
  const row = owner.getByRole('row').filter({ hasText: 'speech.wav' });
  await expect(row.getByText('Completed')).toBeVisible({ timeout: 90_000 });
  const { items } = (await (await owner.request.get('/api/transcriptions')).json()) as { items: { id: string }[] };
  const id = items[0]?.id ?? '';
  const detail = (await (await owner.request.get(`/api/transcriptions/${id}`)).json()) as { transcriptText: string };
  const heard = detail.transcriptText.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? '';

  await row.getByRole('button', { name: 'Share speech.wav' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Share speech.wav' });
  await dialog.getByLabel('Let people play the recording').check();
  await dialog.getByRole('button', { name: 'Create Link' }).click();
  const address = dialog.getByLabel(/Your new link/);
  await expect(address).toHaveValue(/\/share\/[A-Za-z0-9_-]{20,}$/);
  const url = await address.inputValue();
  await dialog.getByRole('button', { name: 'Copy Link' }).click();
  expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await saveScreenshot(owner, 'share-dialog');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(url);
  await expect(visitor.getByRole('heading', { level: 1, name: 'speech.wav' })).toBeVisible();
  await expect(visitor.getByText(heard).first()).toBeVisible();
  await expect(visitor.getByLabel('Play speech.wav')).toBeVisible();
  expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  const audio = await visitor.request.get(new URL(`/api/shared/${url.split('/share/')[1]}/audio`, url).toString(), {
    headers: { Range: 'bytes=0-99' },
  });
  expect(audio.status()).toBe(206);
  const download = visitor.waitForEvent('download');
  await visitor.getByRole('button', { name: 'Download Plain text (.txt)' }).click();
  expect((await download).suggestedFilename()).toBe('speech.txt');
  await expectNoSeriousAxeViolations(visitor, 'shared transcript');
  await saveScreenshot(visitor, 'shared-transcript');

  // A raw transcription id is never enough.
  await visitor.goto(`/share/${id}`);
  await expect(visitor.getByRole('heading', { name: 'This link is no longer available' })).toBeVisible();

  await dialog.getByRole('button', { name: /Revoke the link/ }).click();
  await expect(dialog.getByText(/No active links/)).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText('has been revoked');
  await expect(dialog.getByRole('button', { name: 'Copy Link' })).toHaveCount(0);
  await expect(dialog.getByLabel(/Your new link/)).toHaveCount(0);
  await visitor.goto(url);
  await expect(visitor.getByRole('heading', { name: 'This link is no longer available' })).toBeVisible();
});

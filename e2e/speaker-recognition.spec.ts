import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts';
import { saveScreenshot } from './support/screenshots';

// The default server transcribes with PocketSphinx, which never separates speakers: the setting is shown off and
// disabled, saying why, rather than a switch that does nothing.

test('Speaker Recognition is disabled, naming the engine, on a server whose engine does not separate speakers', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUp(page, { firstName: 'Sol', email: `e2e.speakers.${Date.now()}@example.com` });
  await page.goto('/settings');
  const speakers = page.getByRole('switch', { name: 'Speaker Recognition' });
  await expect(speakers).toBeDisabled();
  await expect(speakers).toHaveAttribute('aria-checked', 'false');
  await expect(speakers).toHaveAccessibleDescription(
    'Not available here: this server’s speech engine (PocketSphinx) does not separate speakers, so transcripts show no speaker turns.',
  );
  await speakers.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'settings-speaker-recognition-laptop');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'settings-speaker-recognition-phone');
});

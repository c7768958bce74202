import { expect, test } from '@playwright/test';
import { saveScreenshot } from './support/screenshots';

test('a visitor at a page that does not exist gets status 404 and the 404 screen; a real page answers 200', async ({ page }) => {
  for (const [name, viewport] of [
    ['laptop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('The page /no-such-page could not be found.')).toBeVisible();
    await saveScreenshot(page, `not-found-visitor-${name}`);
  }
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('link', { name: 'Get Started Free' }).first()).toBeVisible();

  const pricing = await page.goto('/pricing');
  expect(pricing?.status()).toBe(200);
  await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
  // A page with a parameter is a page too, whatever the parameter: the screen itself says when there is nothing there.
  const transcript = await page.goto('/transcriptions/5f0c2a7e-0000-4000-8000-000000000000');
  expect(transcript?.status()).toBe(200);
});

import { expect, test } from '@playwright/test';

// A visitor who is not signed in walks the public pages: asking who is signed in is no failure then, so the browser's
// console stays clean (it used to log a failed GET /api/auth/user on every page).

test('walking the public pages signed out logs no console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));

  for (const [path, heading] of [
    ['/', /.+/],
    ['/pricing', /.+/],
    ['/blog', /.+/],
    ['/faq', /.+/],
    ['/contact', /.+/],
    ['/auth', /.+/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});

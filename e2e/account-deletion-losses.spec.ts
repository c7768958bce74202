import { expect, type Page, test } from '@playwright/test';
import { PASSWORD } from './support/accounts';
import { saveScreenshot } from './support/screenshots';

// Before the password is asked, the deletion dialog says what the account would lose, as the server counts it: here
// the Pro trial with its minutes and a publishable key a site uses. Cancelling it deletes nothing.

async function openDeletion(page: Page) {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete account' }).click();
  return page.getByRole('alertdialog', { name: 'Delete your account?' });
}

test('the account deletion lists the trial, its credits and a live key before it asks for the password', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  // Signed up through the API: the sign-up form is the auth tests' subject, not this one's.
  const email = `e2e.deletion-losses.${Date.now()}@example.com`;
  const registered = await page.request.post('/api/auth/register', { data: { email, password: PASSWORD, firstName: 'Lena' } });
  expect(registered.status()).toBe(201);
  await page.goto('/billing');
  await page.getByRole('button', { name: 'Start 14-day free trial' }).click();
  await expect(page.locator('[data-slot="subscription-card"]')).toContainText('The trial gives 270 minutes in all.');
  const key = await page.request.post('/api/publishable-keys', { data: { name: 'Blog', origins: ['https://blog.example.com'] } });
  expect(key.status()).toBe(201);

  const dialog = await openDeletion(page);
  const losses = dialog.locator('[data-slot="deletion-losses"]');
  await expect(losses.getByRole('listitem')).toHaveText([
    '270 credits in your balance. Credits are not refunded.',
    /^Your Pro trial, which would run to .+\.$/,
    '1 publishable key: widgets on other sites that use it stop working.',
  ]);
  await expect(dialog.getByLabel('Password')).toBeEditable();
  await saveScreenshot(page, 'account-deletion-losses-laptop');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(losses.getByRole('listitem')).toHaveCount(3);
  await saveScreenshot(page, 'account-deletion-losses-phone');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
});

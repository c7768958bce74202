import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts';
import { saveScreenshot } from './support/screenshots';

// A person makes a secret key for their server in the developer settings, copies it from the dialog that shows it
// once, and revokes it. The key is tried as a server would use it: a request with no cookies, the key in its header.

test('a person creates a secret key, copies it once, and revokes it', async ({ page, context, playwright, baseURL }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUp(page, { firstName: 'Kim', email: `e2e.secret-keys.${Date.now()}@example.com` });
  await page.goto('/settings/developer');

  const panel = page.locator('[data-slot="secret-keys-panel"]');
  await expect(panel.getByRole('heading', { level: 2, name: 'Secret keys' })).toBeVisible();
  await expect(panel.getByText(/Never put one in a web page/)).toBeVisible();
  await panel.getByRole('button', { name: 'New secret key' }).click();
  const form = panel.getByRole('form', { name: 'New secret key' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Billing server');
  await form.getByRole('checkbox', { name: /Write transcriptions/ }).check();
  await form.getByRole('button', { name: 'Create key' }).click();

  const dialog = page.getByRole('dialog', { name: 'Your new secret key: Billing server' });
  await expect(dialog.getByText('This key will not be shown again.')).toBeVisible();
  await saveScreenshot(page, 'secret-key-created');
  await dialog.getByRole('button', { name: 'Copy secret key' }).click();
  await expect(dialog.getByRole('button', { name: 'Copy secret key' })).toHaveText('Copied');
  const key = await page.evaluate(() => navigator.clipboard.readText());
  expect(key).toMatch(/^vbsk_[A-Za-z0-9]{16}_[A-Za-z0-9]{32}$/);
  expect(await dialog.getByRole('textbox', { name: 'Secret key' }).inputValue()).toBe(key);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // Listed by its prefix and scopes only: the whole key is nowhere on the page any more.
  const item = panel.getByRole('listitem').filter({ hasText: 'Billing server' });
  await expect(item.getByText(`${key.slice(0, key.lastIndexOf('_') + 1)}…`)).toBeVisible();
  await expect(item.getByText('transcriptions:write')).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);

  // A server with the key: no cookies, no Origin.
  const server = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${key}` } });
  expect((await server.get('/api/transcriptions')).status()).toBe(200);
  // The list says it was used.
  await expect(item.getByText('Never')).toBeVisible();
  await page.reload();
  await expect(item.getByText('transcriptions:write')).toBeVisible();
  await expect(item.getByText('Never')).toHaveCount(0);
  await saveScreenshot(page, 'secret-keys-listed');

  await item.getByRole('button', { name: 'Revoke Billing server' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke “Billing server”?' });
  await expect(confirm).toContainText('stops working at once');
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(panel.getByText('No secret keys yet')).toBeVisible();
  const refused = await server.get('/api/transcriptions');
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('API_KEY_INVALID');
  await server.dispose();
});

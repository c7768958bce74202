import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts';
import { saveScreenshot } from './support/screenshots';

// What a first-time visitor sees on a phone and a laptop: the public header's links, the signed-in header's search
// box, and the dialog that shows a new key with no toast over it.

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

test('on a phone the public header offers Pricing and FAQ beside Sign In', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/pricing');
  const nav = page.getByRole('navigation', { name: 'Main' }).first();
  for (const name of ['Pricing', 'FAQ', 'Sign In']) await expect(nav.getByRole('link', { name })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  await saveScreenshot(page, 'public-header-phone');
});

test('the new key dialog stands alone and closes on Escape, and the phone search box shows its whole placeholder', async ({ page }) => {
  const stamp = Date.now();
  await signUp(page, { firstName: 'Toby', email: `toast.${stamp}@example.com` });
  for (const [size, label] of [
    [LAPTOP, 'laptop'],
    [PHONE, 'phone'],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto('/settings/developer');
    await page.getByRole('button', { name: 'New key' }).click();
    const form = page.getByRole('form', { name: 'New publishable key' });
    await form.getByLabel('Name').fill(`Site ${label}`);
    await form.getByLabel('Allowed origins').fill('https://example.com');
    await form.getByRole('button', { name: 'Create key' }).click();
    const dialog = page.getByRole('dialog', { name: `Your new key: Site ${label}` });
    await expect(dialog.getByRole('button', { name: 'Done' })).toBeVisible();
    // The dialog is the confirmation: a toast over it would cover it and take the Escape key from it.
    await expect(page.locator('[data-slot="toast-viewport"] li')).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, label).toBeLessThanOrEqual(size.width);
    await saveScreenshot(page, `new-key-dialog-${label}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'New key' })).toBeFocused();
  }

  await page.setViewportSize(PHONE);
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: 'Search transcriptions' });
  await expect(box).toBeVisible();
  // The placeholder's text, measured in the box's own font, fits inside its padding.
  const fits = await box.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width <= room;
  });
  expect(fits).toBe(true);
  await saveScreenshot(page, 'dashboard-header-phone');
});

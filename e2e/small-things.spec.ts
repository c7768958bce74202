import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts';
import { saveScreenshot } from './support/screenshots';

// What a first-time visitor sees on a phone and a laptop: the public header's links, the signed-in header's search
// box, and a toast next to the dialog that shows a new key.

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

test('on a phone the public header offers Pricing and FAQ beside Sign In', async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await page.goto('/pricing');
  const nav = page.getByRole('navigation', { name: 'Main' }).first();
  for (const name of ['Pricing', 'FAQ', 'Sign In']) await expect(nav.getByRole('link', { name })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  await saveScreenshot(page, testInfo, 'public-header-phone');
});

test('a toast never covers the new key dialog, and the phone search box shows its whole placeholder', async ({ page }, testInfo) => {
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
    const toast = page.locator('[data-slot="toast-viewport"] li').first();
    await expect(toast).toBeVisible();
    const done = dialog.getByRole('button', { name: 'Done' });
    await done.scrollIntoViewIfNeeded();
    const [a, b] = [await toast.boundingBox(), await done.boundingBox()];
    if (!a || !b) throw new Error('no boxes');
    const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps, label).toBe(false);
    await saveScreenshot(page, testInfo, `new-key-toast-${label}`);
    await done.click();
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
  await saveScreenshot(page, testInfo, 'dashboard-header-phone');
});

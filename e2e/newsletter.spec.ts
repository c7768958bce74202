import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { linkIn, waitForMail } from './support/mailbox';
import { saveScreenshot } from './support/screenshots';

// The newsletter's double opt-in as a visitor lives it: the box on the blog, the confirmation e-mail, its link, the
// welcome e-mail and its unsubscribe link, all through the real SMTP server on loopback.

test('a visitor subscribes from the blog, confirms by e-mail, and unsubscribes with the welcome e-mail’s link', async ({ page }) => {
  const email = `e2e.reader.${Date.now()}@example.com`;

  await page.goto('/blog');
  const box = page.getByRole('region', { name: 'Subscribe to our newsletter' });
  await box.getByRole('textbox', { name: 'Email address' }).fill('not-an-address');
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByRole('alert')).toHaveText('Please enter a valid email address.');

  await box.getByRole('textbox', { name: 'Email address' }).fill(email);
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByRole('status')).toHaveText('Check your inbox to confirm your subscription.');
  await saveScreenshot(page, 'newsletter-check-inbox');

  const confirmation = await waitForMail(email, /Confirm your subscription to the Verbatim newsletter/);
  expect(confirmation).not.toMatch(/newsletter\/unsubscribe/);
  await page.goto(linkIn(confirmation, /\/newsletter\/confirm\?token=/));
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible();
  await expect(page.getByText("You're subscribed to the Verbatim newsletter.")).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/newsletter/confirm');
  await saveScreenshot(page, 'newsletter-confirmed');

  const welcome = await waitForMail(email, /You're subscribed to the Verbatim newsletter/);
  const unsubscribeLink = linkIn(welcome, /\/newsletter\/unsubscribe\?token=/);
  await page.goto(unsubscribeLink);
  await expect(page.getByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/newsletter/unsubscribe');
  await saveScreenshot(page, 'newsletter-unsubscribed');

  // The same link again is fine; an old confirmation link no longer subscribes the address.
  await page.goto(unsubscribeLink);
  await expect(page.getByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeVisible();
  await page.goto(linkIn(confirmation, /\/newsletter\/confirm\?token=/));
  await expect(page.getByRole('heading', { level: 1, name: 'Link invalid or expired' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Get a new confirmation link' })).toBeVisible();
});

test('the newsletter pages fit a phone', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await page.goto('/newsletter/unsubscribe?token=not-a-real-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Link not recognised' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await saveScreenshot(page, 'newsletter-phone');
});

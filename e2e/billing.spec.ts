import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { makeTestMedia, type TestMedia } from '../apps/api/src/test-support/media/make-test-media';
import { signUp } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';
import { saveScreenshot } from './support/screenshots';

// The money side in a real browser against the real server on its embedded defaults: the sandbox checkout takes the
// payments, through the same verify call Razorpay's would.

const buyer = { firstName: 'Joan', email: `e2e.buyer.${Date.now()}@example.com` };

let media: TestMedia;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  media = await makeTestMedia();
});

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).first();
const balance = (page: Page) => page.getByText('Current balance').locator('..');
const history = (page: Page) => page.getByRole('table').filter({ hasText: 'Receipt' });

test('a new user buys credits, starts the Pro trial, transcribes beyond the free allowance, subscribes and cancels', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, buyer);
  await page.getByRole('link', { name: 'Billing' }).first().click();
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
  await expect(balance(page)).toContainText('0 credits');
  await expect(page.getByText('No transactions yet.')).toBeVisible();
  await saveScreenshot(page, 'billing-new');
  await expectNoSeriousAxeViolations(page, 'billing');

  // A declined payment first: the person is told, and nothing is credited.
  await page.getByRole('button', { name: 'Buy 100 credits' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\/order_sbx_/);
  await page.getByRole('button', { name: 'Decline payment' }).click();
  await expect(toast(page, 'Payment Failed')).toBeVisible();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(balance(page)).toContainText('0 credits');

  // A pack, paid: the balance and the history change, and the receipt is a PDF.
  await page.getByRole('button', { name: 'Buy 500 credits' }).click();
  await expect(page.getByText('$7.99').first()).toBeVisible();
  await saveScreenshot(page, 'sandbox-checkout');
  await page.getByRole('radio', { name: 'UPI' }).check();
  await page.getByRole('button', { name: 'Pay $7.99' }).click();
  await expect(toast(page, 'Payment Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(balance(page)).toContainText('500 credits');
  await expect(history(page)).toContainText('Purchased 500 credits');
  const download = page.waitForEvent('download');
  await history(page)
    .getByRole('button', { name: /Receipt/ })
    .first()
    .click();
  const receipt = await download;
  expect(receipt.suggestedFilename()).toMatch(/^verbatim-receipt-.*\.pdf$/);
  expect((await readFile((await receipt.path()) ?? '')).subarray(0, 5).toString()).toBe('%PDF-');

  // The Pro trial: once, with its minutes.
  await page.getByRole('button', { name: 'Start 14-day free trial' }).click();
  await expect(toast(page, 'Trial Started')).toBeVisible();
  await expect(balance(page)).toContainText('770 credits');
  await expect(page.getByRole('button', { name: 'Start 14-day free trial' })).toHaveCount(0);

  // Four uploads in a day: past the free plan's three, paid from the trial's minutes.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await page.getByLabel('Choose audio or video files').setInputFiles([media.wav, media.mp3, media.flac]);
  const fourth = await readFile(media.wav);
  await page.getByLabel('Choose audio or video files').setInputFiles({ name: 'fourth-speech.wav', mimeType: 'audio/wav', buffer: fourth });
  await expect(page.getByRole('row').filter({ hasText: 'fourth-speech.wav' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Subscription Required')).toHaveCount(0);
  const list = (await (await page.request.get('/api/transcriptions')).json()) as { total: number };
  expect(list.total).toBe(4);

  // During the trial the card says what the trial gives, not Pro's monthly minutes.
  await page.getByRole('link', { name: 'Billing' }).first().click();
  const subscription = page.locator('[data-slot="subscription-card"]');
  await expect(subscription).toContainText('The trial gives 270 minutes in all.');
  await expect(subscription).not.toContainText('a month');
  // Subscribing to Basic ends the trial, and the confirmation says so before the checkout; then the plan is
  // cancelled with a reason.
  await page.getByRole('button', { name: 'Choose Basic' }).click();
  const change = page.getByRole('alertdialog', { name: 'Switch to Basic?' });
  await expect(change.getByRole('listitem').first()).toHaveText(/^Your Pro trial ends now, instead of on .+\.$/);
  await expect(change).toContainText('You pay $9 now, then $9 every month until you cancel.');
  await expect(change).toContainText('Basic adds 300 minutes to your balance now');
  await saveScreenshot(page, 'billing-plan-change');
  await change.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('$9.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Pay $9.00' }).click();
  await expect(toast(page, 'Payment Successful')).toBeVisible();
  await expect(page.getByText(/Renews on/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('alertdialog');
  const confirm = dialog.getByRole('button', { name: 'Cancel Subscription' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Why are you cancelling?').fill('I only needed it for one project.');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(toast(page, 'Subscription Cancelled')).toBeVisible();
  await expect(page.getByText(/You keep access until/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  await saveScreenshot(page, 'billing-cancelled');

  const me = (await (await page.request.get('/api/auth/user')).json()) as {
    subscriptionPlan: string;
    subscriptionStatus: string;
    cancellationReason: string;
  };
  expect(me).toMatchObject({
    subscriptionPlan: 'basic',
    subscriptionStatus: 'cancelled',
    cancellationReason: 'I only needed it for one project.',
  });
});

test('pricing: a signed-out visitor who picks a plan is asked to sign in; the page works on a phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/pricing');
  await expect(page.getByText('$7.99').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'pricing');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await saveScreenshot(page, 'pricing-phone');
  await page.getByRole('button', { name: 'Start Free Trial' }).first().click();
  await expect(toast(page, 'Login Required')).toBeVisible();
  // Sign-in is told to bring the visitor back to the plans, to pick again once signed in.
  await expect(page).toHaveURL(/\/auth\?next=%2Fpricing$/, { timeout: 5_000 });
  await context.close();
});

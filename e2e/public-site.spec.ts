import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { waitForMail } from './support/mailbox';
import { saveScreenshot } from './support/screenshots';

/** Where the e2e server sends contact messages, and the address the form offers: the API's default SUPPORT_EMAIL. */
const SUPPORT_EMAIL = 'support@verbatim.local';

test('a visitor reads the FAQ, finds support, and sends the contact form, which reaches the support mailbox', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  const question = page.getByRole('button', { name: 'How large can my files be?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Up to 2 GB per file')).toBeVisible();
  // Once the app runs, the page's own tags have replaced the server's: one of each.
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', 'Frequently Asked Questions');
  await expect(page.locator('head title')).toHaveCount(1);

  await page.getByRole('link', { name: 'Contact Support' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Help topics' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Billing' })).toHaveAttribute('href', '/billing');
  await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', 'Support');
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  await expectNoSeriousAxeViolations(page, '/support');
  await saveScreenshot(page, 'support');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  const form = page.getByRole('form', { name: 'Contact form' });
  await expect(form.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toContainText('Missing Information');

  const subject = `Invoices for my team ${Date.now()}`;
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill('ada.e2e@example.com');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Hello,\nwhere can I download the receipts of last month?\nThanks, Ada');
  await form.getByRole('button', { name: 'Send Message' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Message Sent' });
  await expect(sent).toContainText("We've received your message and will respond within 24 hours.");
  await expectNoSeriousAxeViolations(page, '/contact after sending');
  await saveScreenshot(page, 'contact-sent');

  const mail = await waitForMail(SUPPORT_EMAIL, new RegExp(subject));
  expect(mail).toMatch(/^Reply-To: ada\.e2e@example\.com\r?$/m);
  expect(mail).toContain(`Subject: [Contact] ${subject}`);
  expect(mail).toContain('where can I download the receipts of last month?');
  expect(mail).toContain('From: Ada Lovelace <ada.e2e@example.com>');
});

test('the contact form reads well on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await expect(form).toBeVisible();
  const box = await form.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, 'contact-phone');
});

test('the HTML served for /faq carries its title, description and preview tags without JavaScript', async ({ request, baseURL }) => {
  const res = await request.get('/faq');
  expect(res.status()).toBe(200);
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('<title data-server-head>Frequently Asked Questions · Verbatim</title>');
  expect(head).toMatch(/<meta property="og:title" content="Frequently Asked Questions"/);
  expect(head).toMatch(/<meta property="og:type" content="website"/);
  expect(head).toContain(`<meta property="og:url" content="${baseURL}/faq"`);
  expect(head).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
  expect(head.match(/<meta name="description"/g)).toHaveLength(1);
  // The preview image is a real PNG of the size the tags give, served at the address they name.
  expect(head).toContain(`<meta property="og:image" content="${baseURL}/og-image.png"`);
  const image = await request.get('/og-image.png');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  const png = await image.body();
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

import { expect, type Page, test } from '@playwright/test';
import { NEWSLETTER_ADMIN_EMAIL, PASSWORD, verificationLink } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';
import { linkIn, mailsTo, mailText, waitForMail } from './support/mailbox';
import { saveScreenshot } from './support/screenshots';

// An admin writes an issue of the newsletter in the admin app, previews it and sends it; a confirmed subscriber gets
// it through the real SMTP server on loopback, with an unsubscribe link and header of their own, and one who never
// confirmed gets nothing.

/**
 * Signs the browser tests' admin in through the API, making the account first when no earlier test has, and verifying
 * its address from the mailbox (ADMIN_EMAILS makes it an admin only then).
 */
async function signInAsAdmin(page: Page) {
  const login = await page.request.post('/api/auth/login', { data: { email: NEWSLETTER_ADMIN_EMAIL, password: PASSWORD } });
  if (!login.ok()) {
    const registered = await page.request.post('/api/auth/register', {
      data: { email: NEWSLETTER_ADMIN_EMAIL, password: PASSWORD, firstName: 'Ada' },
    });
    expect(registered.status()).toBe(201);
  }
  if ((await (await page.request.get('/api/auth/user')).json()).role === 'admin') return;
  const token = new URL(await verificationLink(NEWSLETTER_ADMIN_EMAIL)).searchParams.get('token');
  expect((await page.request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(200);
}

test('an admin sends an issue that reaches a confirmed subscriber, with their own unsubscribe link', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const reader = `e2e.issue-reader.${stamp}@example.com`;
  const undecided = `e2e.issue-undecided.${stamp}@example.com`;
  const unsubscribePage = new RegExp(`^${baseURL}/newsletter/unsubscribe\\?token=`);

  // A reader who confirmed, and one who never did.
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  for (const email of [reader, undecided]) {
    expect((await visitorPage.request.post('/api/newsletter/subscribe', { data: { email } })).status()).toBe(200);
  }
  const confirmation = await waitForMail(reader, /Confirm your subscription to the Verbatim newsletter/);
  await visitorPage.goto(linkIn(confirmation, /\/newsletter\/confirm\?token=/));
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible();
  await waitForMail(undecided, /Confirm your subscription to the Verbatim newsletter/);

  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin/');
  await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Newsletter' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();

  const subject = `What is new at Verbatim ${stamp}`;
  const form = admin.getByRole('form', { name: 'New issue' });
  await form.getByLabel('Subject').fill(subject);
  await form
    .getByLabel('Body (Markdown)')
    .fill(
      '# Editing in place\n\nTranscripts now **edit in place**. Read [the post](https://example.com/editing).\n\n<script>alert(1)</script>',
    );
  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = admin.getByRole('region', { name: 'Preview' });
  const email = preview.frameLocator('iframe[title="E-mail preview"]');
  await expect(email.getByRole('heading', { name: 'Editing in place' })).toBeVisible();
  await expect(email.getByText('<script>alert(1)</script>')).toBeVisible();
  await expectNoSeriousAxeViolations(admin, '/admin/newsletter');
  await saveScreenshot(admin, 'admin-newsletter-preview');

  await form.getByRole('button', { name: 'Send…' }).click();
  const dialog = admin.getByRole('alertdialog', { name: /^Send this issue to \d[\d,]* subscribers?\?$/ });
  await expect(dialog).toContainText(`“${subject}” will be e-mailed now to every confirmed subscriber`);
  await dialog.getByRole('button', { name: /^Send to \d[\d,]* subscribers?$/ }).click();
  await expect(dialog).toBeHidden();
  const row = admin.getByRole('table', { name: 'Newsletter issues' }).getByRole('row').filter({ hasText: subject });
  await expect(row.getByText('Sent', { exact: true })).toBeVisible({ timeout: 30_000 });
  await saveScreenshot(admin, 'admin-newsletter-sent');

  // Headers unfolded, so that a long one reads as one line.
  const issue = (await waitForMail(reader, new RegExp(subject))).replace(/\r?\n[ \t]+/g, ' ');
  expect(issue).toContain('Transcripts now **edit in place**.');
  const htmlPart = issue.slice(issue.indexOf('Content-Type: text/html'));
  expect(htmlPart).toContain('<strong>edit in place</strong>');
  expect(htmlPart).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(htmlPart).not.toContain('<script');
  expect(issue).toMatch(/^List-Unsubscribe: <http:\/\/localhost:\d+\/api\/newsletter\/unsubscribe\/one-click\?token=[\w%-]+>/m);
  expect(issue).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  expect((await mailsTo(undecided)).map(mailText).some((text) => text.includes(subject))).toBe(false);

  await visitorPage.goto(linkIn(issue, unsubscribePage));
  await expect(visitorPage.getByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeVisible();

  // The screen fits a phone.
  await admin.setViewportSize({ width: 360, height: 740 });
  await admin.reload();
  await expect(admin.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await saveScreenshot(admin, 'admin-newsletter-phone');

  await adminContext.close();
  await visitor.close();
});

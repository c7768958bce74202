import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { makeTestMedia } from '../apps/api/src/test-support/media/make-test-media';
import { ADMIN_EMAIL, signUp, verifyEmail } from './support/accounts';
import { saveScreenshot } from './support/screenshots';

// The admin app in a real browser, against the real server: a person uses the product, an admin (made one by
// ADMIN_EMAILS once the address is verified) finds them and their file with real figures and exports, and the person
// is kept out of the admin side.

test('an admin finds a new user and their file, exports the users and the report; a non-admin is kept out', async ({
  browser,
  baseURL,
}) => {
  // A limit for a hang: about 40 s here, over 120 s beside the rest of the suite on a slow day of the machine.
  test.setTimeout(240_000);
  const media = await makeTestMedia();
  const person = await browser.newContext({ baseURL });
  const page = await person.newPage();
  const email = `e2e.admin-subject.${Date.now()}@example.com`;
  await signUp(page, { firstName: 'Nadia', email });
  const wav = await readFile(media.wav);
  await page.getByLabel('Choose audio or video files').setInputFiles({ name: 'quarterly-review.wav', mimeType: 'audio/wav', buffer: wav });
  await expect(page.getByRole('row').filter({ hasText: 'quarterly-review.wav' }).getByText('Completed')).toBeVisible({ timeout: 60_000 });

  // Not an admin: the admin app sends them back, and the server refuses every admin call.
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.request.get('/api/admin/stats')).status()).toBe(403);
  expect((await page.request.get('/api/admin/users')).status()).toBe(403);

  const adminContext = await browser.newContext({ baseURL, acceptDownloads: true });
  const admin = await adminContext.newPage();
  await signUp(admin, { firstName: 'Ada', email: ADMIN_EMAIL });
  // Signing up with the ADMIN_EMAILS address proves nothing: no admin link, and the server refuses admin calls.
  await expect(admin.getByRole('region', { name: 'Verify your e-mail address' })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  expect((await admin.request.get('/api/admin/stats')).status()).toBe(403);
  await saveScreenshot(admin, 'verify-email-notice-laptop');
  await admin.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(admin, 'verify-email-notice-phone');
  // Following the link from the mailbox makes the address's owner the admin.
  await verifyEmail(admin, ADMIN_EMAIL);
  await saveScreenshot(admin, 'verify-email-done-phone');
  await admin.setViewportSize({ width: 1280, height: 800 });
  await admin.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(admin.getByRole('region', { name: 'Verify your e-mail address' })).toHaveCount(0);
  await admin.getByRole('link', { name: 'Admin' }).click();
  await expect(admin.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(admin.getByText('Total Users')).toBeVisible();

  // The person is in the users tab, and in its CSV.
  await admin.getByRole('tab', { name: 'User Analytics' }).click();
  await admin.getByPlaceholder('Search by e-mail or name').fill(email);
  await expect(admin.getByRole('row').filter({ hasText: email })).toBeVisible();
  await saveScreenshot(admin, 'admin-dashboard');
  const usersDownload = admin.waitForEvent('download');
  await admin.getByRole('tabpanel').getByRole('button', { name: 'Export CSV' }).click();
  const usersCsv = await usersDownload;
  expect(usersCsv.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(await readFile(String(await usersCsv.path()), 'utf8')).toContain(email);

  // Their file is found by name, and the production report is a text file that counts it.
  await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Production' }).click();
  await admin.getByRole('tab', { name: 'Search Files' }).click();
  await admin.getByLabel('File name').fill('quarterly-review');
  await admin.getByRole('button', { name: 'Search' }).click();
  await expect(admin.getByRole('list', { name: 'Results for quarterly-review' })).toContainText('quarterly-review.wav');
  await admin.getByRole('tab', { name: 'Generate Report' }).click();
  const reportDownload = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Download Report' }).click();
  const report = await reportDownload;
  expect(report.suggestedFilename()).toMatch(/^production-report-\d{4}-\d{2}-\d{2}\.txt$/);
  expect((await readFile(String(await report.path()), 'utf8')).length).toBeGreaterThan(100);
  await saveScreenshot(admin, 'admin-production');

  await adminContext.close();
  await person.close();
});

import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { makeTestMedia, type TestMedia } from '../apps/api/src/test-support/media/make-test-media';
import { PASSWORD, signIn, signUp, verifyEmail } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';
import { linkIn, waitForMail } from './support/mailbox';
import { saveScreenshot } from './support/screenshots';

// A person's data as they live it: the e-mail when a transcript is ready (and its unsubscribe link), the export of
// everything from Settings as a ZIP, then deleting the account: signed out at once, sign-in refused, and the
// e-mailed link that keeps the account after all.

let media: TestMedia;

test.beforeAll(async () => {
  media = await makeTestMedia();
});

test('a person exports all their data as a ZIP, then deletes their account and cannot sign in', async ({ page }) => {
  test.setTimeout(180_000);
  const person = { firstName: 'Dora', email: `e2e.account-data.${Date.now()}@example.com` };
  await signUp(page, person);
  // Notification e-mails go only to an address its owner has verified.
  await verifyEmail(page, person.email);
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await page.getByLabel('Choose audio or video files').setInputFiles(media.wav);
  await expect(page.getByRole('row').filter({ hasText: 'speech.wav' }).getByText('Completed')).toBeVisible({ timeout: 90_000 });
  const { items } = (await (await page.request.get('/api/transcriptions')).json()) as { items: { id: string }[] };
  const id = items[0]?.id ?? '';
  const detail = (await (await page.request.get(`/api/transcriptions/${id}`)).json()) as { transcriptText: string };
  const heard = detail.transcriptText.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? '';
  expect(heard.length).toBeGreaterThan(3);

  // The "transcript ready" e-mail links to the transcript, and its unsubscribe link turns that e-mail off.
  const ready = await waitForMail(person.email, /Your transcript is ready: speech\.wav/);
  expect(linkIn(ready, /\/transcriptions\//)).toMatch(new RegExp(`/transcriptions/${id}$`));
  await page.goto(linkIn(ready, /\/unsubscribe\?token=/));
  await expect(page.getByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeVisible();
  await expect(page.getByText('You will no longer get an e-mail when a transcript is ready.')).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/unsubscribe');

  // Export all my data: a progress line, then Download.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Export all my data' }).click();
  await expect(page.getByText('Data Export Requested', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Your export is ready \(.+, 1 transcript\)\. You can download it until/)).toBeVisible();
  await saveScreenshot(page, 'account-data-export-ready');
  await expectNoSeriousAxeViolations(page, '/settings');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^verbatim-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile((await file.path()) ?? '')));
  // The transcript is named after the file, when it was made and the start of its id, as account.json says.
  const transcript = Object.keys(files).find((name) => name.startsWith('transcripts/')) ?? '';
  expect(transcript).toMatch(
    new RegExp(`^transcripts/speech \\d{4}-\\d{2}-\\d{2} \\d{2}\\.\\d{2} \\(${id.replace(/-/g, '').slice(0, 6)}\\)\\.txt$`),
  );
  expect(Object.keys(files).sort()).toEqual(['README.txt', 'account.json', transcript]);
  expect(strFromU8(files[transcript] as Uint8Array)).toContain(heard);
  const account = JSON.parse(strFromU8(files['account.json'] as Uint8Array)) as {
    profile: { email: string };
    transcriptions: Array<{ id: string; exportFile: string }>;
  };
  expect(account.profile.email).toBe(person.email);
  expect(account.transcriptions).toMatchObject([{ id, exportFile: transcript }]);
  expect(linkIn(await waitForMail(person.email, /Your Verbatim data export is ready/), /\/settings/)).toMatch(/\/settings$/);

  // Delete account: a wrong password is said in the dialog; the right one signs the person out and goes home.
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('deleted within 15 days');
  await dialog.getByLabel('Password').fill('not my password');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByText('That password is not right.')).toBeVisible();
  await saveScreenshot(page, 'account-data-delete-dialog');
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Account Deletion Scheduled', { exact: true })).toBeVisible();
  expect(await (await page.request.get('/api/auth/user')).json()).toBeNull();

  // Sign-in is refused, with the reason.
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(person.email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(/This account is scheduled for deletion on .+ and can no longer sign in\./)).toBeVisible();
  await saveScreenshot(page, 'account-data-sign-in-refused');

  // The e-mailed link keeps the account after all.
  const confirmation = await waitForMail(person.email, /Your Verbatim account will be deleted/);
  await page.goto(linkIn(confirmation, /\/account\/restore\?token=/));
  await expectNoSeriousAxeViolations(page, '/account/restore');
  await page.getByRole('button', { name: 'Keep my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is safe' })).toBeVisible();
  await signIn(page, person);
});

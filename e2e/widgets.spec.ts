import { type Browser, chromium, expect, type Page, test } from '@playwright/test';
import { makeTestMedia, SHORT_SPEECH_TEXT, type TestMedia } from '../apps/api/src/test-support/media/make-test-media';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { signUp } from './support/accounts';
import { saveScreenshot } from './support/screenshots';
import { startThirdPartySite, type ThirdPartySite } from './support/third-party-site';

// Another website embeds Verbatim's uploader and recorder with one script tag from the API and a publishable key its
// owner made in the app. The site is served on another loopback port, so every widget request crosses origins as on
// the web: the key, not a session, is its authority, and CORS answers only the key's origins. The browser's fake
// capture plays real speech (espeak-ng) as the shared tab's audio, so the recorder's transcript holds spoken words.

const ALLOWED_PORT = 3213;
const OTHER_PORT = 3214;

let media: TestMedia;
let browser: Browser;
let site: ThirdPartySite;
let otherSite: ThirdPartySite;

test.beforeAll(async ({ baseURL }) => {
  media = await makeTestMedia();
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_FLAGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      '--auto-select-desktop-capture-source=Entire screen',
      `--use-file-for-fake-audio-capture=${media.wav}`,
    ],
  });
  const api = new URL(baseURL ?? '').origin;
  site = await startThirdPartySite(ALLOWED_PORT, api);
  otherSite = await startThirdPartySite(OTHER_PORT, api);
});

test.afterAll(async () => {
  await browser?.close();
  await site?.close();
  await otherSite?.close();
});

const SPOKEN = new Set((SHORT_SPEECH_TEXT.toLowerCase().match(/[a-z']+/g) ?? []).filter((word) => word.length > 3));
const heardWords = (text: string) => [...new Set(text.toLowerCase().match(/[a-z']+/g) ?? [])].filter((word) => SPOKEN.has(word)).length;

/** The owner makes a key for `origin` on the developer settings page and copies it from the dialog that shows it once. */
async function createKey(page: Page, name: string, origin: string): Promise<string> {
  await page.goto('/settings/developer');
  await page.getByRole('button', { name: 'New key' }).click();
  const form = page.getByRole('form', { name: 'New publishable key' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Allowed origins').fill(origin);
  await form.getByLabel('Return transcript text to the page').check();
  await form.getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('dialog', { name: `Your new key: ${name}` });
  const key = await dialog.getByLabel('Publishable key').inputValue();
  expect(key).toMatch(/^vbpk_[A-Za-z0-9]{16}_[A-Za-z0-9]{32}$/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return key;
}

/** A visitor of the other site: a browser context of its own, with none of the owner's cookies. */
async function visitor(url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  return { context, page };
}

const uploaderOf = (page: Page) => page.locator('#uploader');
const recorderOf = (page: Page) => page.locator('#recorder');

test('a site embeds both widgets with a key: a visitor uploads and records, and the owner finds both transcripts', async ({ baseURL }) => {
  test.setTimeout(240_000);
  const ownerContext = await browser.newContext({ baseURL });
  const owner = await ownerContext.newPage();
  await signUp(owner, { firstName: 'Omar', email: `e2e.widgets.${Date.now()}@example.com` });
  const key = await createKey(owner, 'Acme Podcasts', site.origin);
  await saveScreenshot(owner, 'widgets-developer-settings');

  const { context, page } = await visitor(site.pageUrl(key));
  const uploader = uploaderOf(page);
  await expect(uploader.getByRole('button', { name: /Choose a file or drop it here/ })).toBeVisible();
  await uploader.locator('input[type="file"]').setInputFiles(media.wav);
  await expect(uploader.getByRole('status')).toHaveText('Transcript ready', { timeout: 90_000 });
  // The key returns the text: the page's own script gets it in the completion event, as the widget shows it.
  const events = page.getByRole('list', { name: 'Widget events' });
  await expect(events).toContainText('"widget":"uploader","type":"complete"');
  const completed = JSON.parse((await events.getByText('"type":"complete"').first().textContent()) ?? '{}') as { text?: string };
  expect(heardWords(completed.text ?? '')).toBeGreaterThanOrEqual(4);

  const recorder = recorderOf(page);
  await recorder.getByRole('button', { name: 'Start recording' }).click();
  await expect(recorder.getByRole('button', { name: 'Stop' })).toBeVisible({ timeout: 15_000 });
  await saveScreenshot(page, 'widgets-third-party-page');
  await page.waitForTimeout(8000);
  await recorder.getByRole('button', { name: 'Stop' }).click();
  await recorder.getByRole('button', { name: 'Transcribe recording' }).click({ timeout: 30_000 });
  await expect(recorder.getByRole('status')).toHaveText('Transcript ready', { timeout: 120_000 });
  await expect(events).toContainText('"widget":"recorder","type":"complete"');
  await context.close();

  // Both landed in the owner's account, marked with the site they came from.
  await owner.goto('/transcriptions');
  const fromSite = owner.getByRole('row').filter({ hasText: 'Widget · 127.0.0.1:3213' });
  await expect(fromSite).toHaveCount(2);
  await expect(fromSite.filter({ hasText: 'Completed' })).toHaveCount(2);
  await saveScreenshot(owner, 'widgets-owner-list');
  await ownerContext.close();
});

test('a page on an origin the key does not name is refused, and a revoked key stops working at once', async ({ baseURL }) => {
  test.setTimeout(90_000);
  const ownerContext = await browser.newContext({ baseURL });
  const owner = await ownerContext.newPage();
  await signUp(owner, { firstName: 'Rosa', email: `e2e.widget-keys.${Date.now()}@example.com` });
  const key = await createKey(owner, 'Acme only', site.origin);

  // The same page from another origin: the API answers it with no CORS headers, so the browser shows it nothing.
  const elsewhere = await visitor(otherSite.pageUrl(key));
  await expect(uploaderOf(elsewhere.page).getByRole('status')).toContainText('this site may not be allowed to use this widget', {
    timeout: 20_000,
  });
  await expect(uploaderOf(elsewhere.page).getByRole('button', { name: /Choose a file/ })).toHaveCount(0);
  await elsewhere.context.close();

  const allowed = await visitor(site.pageUrl(key));
  await expect(uploaderOf(allowed.page).getByRole('button', { name: /Choose a file or drop it here/ })).toBeVisible();

  await owner.getByRole('button', { name: 'Revoke Acme only' }).click();
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Revoke key' }).click();
  await expect(owner.getByText('Revoked', { exact: true }).first()).toBeVisible();

  // The widget that was already on the page is refused with its very next request.
  await uploaderOf(allowed.page).locator('input[type="file"]').setInputFiles(media.wav);
  await expect(uploaderOf(allowed.page).getByRole('status')).toContainText('This widget’s key is not valid.', { timeout: 20_000 });
  await allowed.page.reload();
  await expect(uploaderOf(allowed.page).getByRole('status')).toContainText('This widget’s key is not valid.', { timeout: 20_000 });
  await allowed.context.close();
  await ownerContext.close();
});

import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { makeTestMedia, SHORT_SPEECH_TEXT, type TestMedia } from '../apps/api/src/test-support/media/make-test-media';
import { wordErrorRate } from '../apps/api/src/test-support/media/word-error-rate';
import { signIn, signUp } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';
import { saveScreenshot } from './support/screenshots';

// The core journey in a real browser against the real server: real uploads, the real speech engine, live updates.

const owner = { firstName: 'Grace', email: `e2e.owner.${Date.now()}@example.com` };
const stranger = { firstName: 'Linus', email: `e2e.stranger.${Date.now()}@example.com` };
const newcomer = { firstName: 'Ada', email: `e2e.newcomer.${Date.now()}@example.com` };

let media: TestMedia;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  media = await makeTestMedia();
});

/** The table row of exactly this file (not of a longer name that contains it). */
const row = (page: Page, fileName: string) => page.getByRole('row').filter({ has: page.getByText(fileName, { exact: true }) });

/** Drops a file on the drop zone the way a browser does: a DataTransfer holding a File, through drag events. */
async function dropFile(page: Page, path: string, name: string, type: string) {
  const bytes = (await readFile(path)).toString('base64');
  const dataTransfer = await page.evaluateHandle(
    ({ bytes, name, type }) => {
      const binary = Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([binary], name, { type }));
      return transfer;
    },
    { bytes, name, type },
  );
  const zone = page.getByRole('button', { name: 'Drop files here or click to browse' });
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

async function newPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext(options);
  return context.newPage();
}

let ownerTranscriptionId = '';

test('uploads through the picker and by drag and drop, and follows both to completed without reloading', async ({ browser }) => {
  // Three files transcribed by the real decoder, on cores the other browser-test worker shares.
  test.setTimeout(180_000);
  const page = await newPage(browser);
  await signUp(page, owner);
  await expect(page.getByRole('heading', { name: 'Upload New File' })).toBeVisible();
  await saveScreenshot(page, 'dashboard-empty');
  await expectNoSeriousAxeViolations(page, 'dashboard (empty)');

  // Record every status the rows show, as they change: the picker's file is long enough to be seen processing.
  await page.evaluate(() => {
    const seen: Record<string, string[]> = {};
    (window as unknown as { seenStatuses: typeof seen }).seenStatuses = seen;
    new MutationObserver(() => {
      for (const row of document.querySelectorAll('tr')) {
        const name = row.querySelector('td')?.textContent?.trim() ?? '';
        const status = /(Pending|Processing(?: \d+%)?|Completed|Failed)/.exec(row.textContent ?? '')?.[1];
        if (!name || !status) continue;
        const list = seen[name] ?? [];
        if (list.at(-1) !== status) list.push(status);
        seen[name] = list;
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });

  // No navigation from here on: every change must arrive by itself.
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });

  await page.getByLabel('Choose audio or video files').setInputFiles([media.wav, media.long.path]);
  await expect(page.getByRole('list', { name: 'Uploads' }).getByText('long-speech.wav')).toBeVisible();
  await dropFile(page, media.mp3, 'dropped-speech.mp3', 'audio/mpeg');

  // Both rows appear and go through processing to completed, pushed by the live-updates socket.
  await expect(row(page, 'speech.wav')).toBeVisible({ timeout: 20_000 });
  await expect(row(page, 'dropped-speech.mp3')).toBeVisible({ timeout: 20_000 });
  await expect(row(page, 'speech.wav').getByText('Completed')).toBeVisible({ timeout: 90_000 });
  await expect(row(page, 'dropped-speech.mp3').getByText('Completed')).toBeVisible({ timeout: 90_000 });
  await expect(row(page, 'long-speech.wav').getByText('Completed')).toBeVisible({ timeout: 90_000 });
  expect(navigations).toBe(0);
  const seen = await page.evaluate(() => (window as unknown as { seenStatuses: Record<string, string[]> }).seenStatuses);
  const longStatuses = Object.entries(seen).find(([name]) => name.includes('long-speech.wav'))?.[1] ?? [];
  expect(
    longStatuses.some((status) => status.startsWith('Processing')),
    `statuses seen: ${longStatuses.join(' → ')}`,
  ).toBe(true);
  expect(longStatuses.at(-1)).toBe('Completed');

  // The figures are real: two transcriptions now.
  await expect(
    page.locator('[data-slot="stat-card"]').filter({ hasText: 'Total Transcriptions' }).locator('[data-slot="stat-value"]'),
  ).toHaveText('3');
  await saveScreenshot(page, 'dashboard-completed');

  const list = await page.request.get('/api/transcriptions');
  const { items } = (await list.json()) as { items: Array<{ id: string; fileName: string }> };
  ownerTranscriptionId = items.find((item) => item.fileName === 'speech.wav')?.id ?? '';
  expect(ownerTranscriptionId).not.toBe('');
  await page.context().close();
});

test('the viewer shows the spoken words, and Copy Text copies them', async ({ browser }) => {
  const page = await newPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  await signIn(page, owner);
  await page.goto('/transcriptions');
  await expect(page.getByRole('heading', { name: 'All Transcriptions' })).toBeVisible();
  await row(page, 'speech.wav').getByRole('button', { name: 'View speech.wav' }).click();

  const viewer = page.getByRole('dialog');
  await expect(viewer.getByText('speech.wav').first()).toBeVisible();
  const paragraphs = await viewer.getByLabel('Transcript').locator('[data-slot="transcript-paragraph"] p').allTextContents();
  const text = paragraphs.join(' ').replace(/\s+/g, ' ').trim();
  expect(wordErrorRate(SHORT_SPEECH_TEXT, text).rate, `viewer shows "${text}"`).toBeLessThanOrEqual(0.5);
  await saveScreenshot(page, 'viewer');
  await expectNoSeriousAxeViolations(page, 'transcript viewer');

  await viewer.getByRole('button', { name: 'Copy Text' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' }).first()).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.replace(/\s+/g, ' ').trim()).toBe(text);
  await viewer.getByRole('button', { name: 'Close' }).first().click();
  await expect(viewer).toBeHidden();
  await page.context().close();
});

test('search finds a transcription by file name and by a spoken word', async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page, owner);
  await page.goto('/transcriptions');
  const search = page.getByPlaceholder('Search transcriptions...');
  await search.fill('dropped');
  await expect(row(page, 'dropped-speech.mp3')).toBeVisible();
  await expect(row(page, 'speech.wav')).toHaveCount(0);
  await search.fill('');
  await expect(row(page, 'speech.wav')).toBeVisible();

  // A word the engine heard, which is in no file name.
  // List rows carry no text: the transcript comes from the transcription itself.
  const { items } = (await (await page.request.get('/api/transcriptions')).json()) as { items: Array<{ id: string; fileName: string }> };
  const spoken = items.find((item) => item.fileName === 'speech.wav');
  const detail = (await (await page.request.get(`/api/transcriptions/${spoken?.id}`)).json()) as { transcriptText: string | null };
  const heard = (detail.transcriptText ?? '').split(/\s+/);
  const word = [...heard].sort((a, b) => b.length - a.length)[0] ?? '';
  expect(word.length).toBeGreaterThan(4);
  await search.fill(word);
  await expect(row(page, 'speech.wav')).toBeVisible();
  await search.fill('zebra-quartz-nowhere');
  await expect(page.getByText('No results found for “zebra-quartz-nowhere”')).toBeVisible();
  await page.context().close();
});

test('an invalid file gets its toast and never reaches the list', async ({ browser }) => {
  const page = await newPage(browser);
  await signUp(page, newcomer);
  await page
    .getByLabel('Choose audio or video files')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not audio') });
  await expect(page.getByText('Invalid File Type').first()).toBeVisible();
  await expect(page.getByText('notes.txt: Only audio and video files are supported.').first()).toBeVisible();

  // A text file dressed up as MP3 passes the browser's check; the server sniffs the bytes and refuses it.
  await page.getByLabel('Choose audio or video files').setInputFiles(media.textAsMp3);
  await expect(page.getByText('notes.mp3: Only audio and video files are supported.').first()).toBeVisible({ timeout: 15_000 });
  const list = (await (await page.request.get('/api/transcriptions')).json()) as { items: unknown[] };
  expect(list.items).toEqual([]);
  await page.context().close();
});

test('the free plan’s fourth upload of the day meets the access gate: a toast that names the cause, then billing', async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page, owner);
  await page.getByLabel('Choose audio or video files').setInputFiles(media.flac);
  // The refusal names its cause (today's free transcriptions), and credits on the billing page are the way on.
  await expect(page.getByText('Free transcriptions used up today').first()).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/billing$/, { timeout: 10_000 });
  const list = (await (await page.request.get('/api/transcriptions')).json()) as { items: unknown[]; total: number };
  expect(list.items).toHaveLength(3);
  expect(list.total).toBe(3);
  await page.context().close();
});

test('a second user sees none of the first user’s transcriptions', async ({ browser }) => {
  const page = await newPage(browser);
  await signUp(page, stranger);
  await page.goto('/transcriptions');
  await expect(page.getByRole('heading', { name: 'All Transcriptions' })).toBeVisible();
  await expect(page.getByText('speech.wav')).toHaveCount(0);
  await saveScreenshot(page, 'transcriptions-empty');
  const answer = await page.request.get(`/api/transcriptions/${ownerTranscriptionId}`);
  expect(answer.status()).toBe(404);
  await page.context().close();
});

test('delete asks for confirmation, then removes the row; signing out and in keeps the rest', async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page, owner);
  await page.goto('/transcriptions');
  await row(page, 'dropped-speech.mp3').getByRole('button', { name: 'Delete dropped-speech.mp3' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete "dropped-speech.mp3"? This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, 'dropped-speech.mp3')).toBeVisible();

  await row(page, 'dropped-speech.mp3').getByRole('button', { name: 'Delete dropped-speech.mp3' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, 'dropped-speech.mp3')).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page.getByRole('link', { name: 'Get Started Free' }).first()).toBeVisible();
  await signIn(page, owner);
  await page.goto('/transcriptions');
  await expect(row(page, 'speech.wav')).toBeVisible();
  await expect(row(page, 'dropped-speech.mp3')).toHaveCount(0);
  await page.context().close();
});

test('an unknown address shows the 404 screen with the path', async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page, owner);
  await page.goto('/no/such/page');
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await saveScreenshot(page, 'not-found');
  await expectNoSeriousAxeViolations(page, '404');
  await page.context().close();
});

test('the landing page and the dashboard work on a phone', async ({ browser }) => {
  const page = await newPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Get Started Free' }).first()).toBeVisible();
  await saveScreenshot(page, 'landing-phone');
  await expectNoSeriousAxeViolations(page, 'landing (phone)');

  await signIn(page, owner);
  await expect(page.getByRole('heading', { name: 'Upload New File' })).toBeVisible();
  await expect(row(page, 'speech.wav')).toBeVisible();
  // Nothing wider than the screen: no sideways scrolling.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await saveScreenshot(page, 'dashboard-phone');
  await expectNoSeriousAxeViolations(page, 'dashboard (phone)');
  await page.context().close();
});

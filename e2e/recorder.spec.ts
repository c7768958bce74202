import { type Browser, chromium, expect, type Page, test } from '@playwright/test';
import { makeTestMedia, SHORT_SPEECH_TEXT, type TestMedia } from '../apps/api/src/test-support/media/make-test-media';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { signUp } from './support/accounts';
import { saveScreenshot } from './support/screenshots';

// The screen recorder in a real browser. Chromium's fake capture shares a tab without asking and plays a file of real
// speech (espeak-ng) as the shared tab's audio, so the recording, its live captions and its transcript all carry
// words a person said. Each test has a browser of its own because the fake audio file is a launch flag.

let media: TestMedia;
let browser: Browser;

test.beforeAll(async () => {
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
});

test.afterAll(async () => {
  await browser?.close();
});

const recorderPanel = (page: Page) => page.getByRole('region', { name: 'Screen Recorder' });
const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).first();

/**
 * Runs `action` and resolves once a toast titled `title` has been on the page, however briefly. A toast stays 5 s, and on
 * a loaded machine the test's own checks from outside the page can come further apart than that; this one watches from
 * inside the page at every frame, from before the action.
 */
async function expectToastDuring(page: Page, title: string, action: () => Promise<void>, timeout = 30_000) {
  const seen = page.waitForFunction(
    (text) => [...document.querySelectorAll('[role="status"]')].some((node) => node.textContent?.includes(text)),
    title,
    { polling: 'raf', timeout },
  );
  seen.catch(() => undefined); // an action that fails is the error to report
  await action();
  await seen;
}
/** The longer words of what the fake audio says over and over. */
const SPOKEN = new Set((SHORT_SPEECH_TEXT.toLowerCase().match(/[a-z']+/g) ?? []).filter((word) => word.length > 3));

/** How many of the spoken longer words a text contains. */
function heardWords(text: string): number {
  const words = new Set(text.toLowerCase().match(/[a-z']+/g) ?? []);
  return [...SPOKEN].filter((word) => words.has(word)).length;
}

async function newPage(baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

async function transcriptText(page: Page, fileName: RegExp): Promise<string> {
  const { items } = (await (await page.request.get('/api/transcriptions')).json()) as { items: { id: string; fileName: string }[] };
  const item = items.find((row) => fileName.test(row.fileName));
  expect(item, 'the recording is in the list').toBeTruthy();
  const detail = (await (await page.request.get(`/api/transcriptions/${item?.id}`)).json()) as { transcriptText: string | null };
  return detail.transcriptText ?? '';
}

test('a paid user records a tab with audio, sees live captions, pauses, resumes, stops and reads the transcript', async ({ baseURL }) => {
  test.setTimeout(300_000);
  const { context, page } = await newPage(baseURL);
  await signUp(page, { firstName: 'Rita', email: `e2e.recorder.${Date.now()}@example.com` });
  await page.goto('/billing');
  await page.getByRole('button', { name: 'Start 14-day free trial' }).click();
  await expect(toast(page, 'Trial Started')).toBeVisible();

  // RECORD in the header brings the recorder, focused.
  await page.getByRole('button', { name: 'RECORD', exact: true }).click();
  const panel = recorderPanel(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('checkbox', { name: /Record audio/ })).toBeChecked();
  await panel.getByRole('button', { name: 'Start Recording' }).click();
  await expect(panel.getByText('Recording', { exact: true })).toBeVisible();
  // A paid plan has no limit on the timer.
  await expect(panel.getByRole('timer')).not.toContainText('/');

  // Live captions: the first 7.7 s chunk comes back as words.
  const captions = panel.getByRole('region', { name: 'Live captions' });
  await expect(captions.locator('p').first()).not.toHaveText('Listening...', { timeout: 45_000 });
  await saveScreenshot(page, 'recorder-recording');

  await panel.getByRole('button', { name: 'Pause' }).click();
  await expect(panel.getByText('Paused', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Resume' }).click();
  await expect(panel.getByText('Recording', { exact: true })).toBeVisible();
  await page.waitForTimeout(3000);
  await panel.getByRole('button', { name: 'Stop' }).click();

  await expect(panel.getByLabel('Recording preview')).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByRole('link', { name: 'Download' })).toHaveAttribute('download', /^Screen recording .*\.webm$/);
  await saveScreenshot(page, 'recorder-stopped');
  await expectToastDuring(page, 'Recording Sent', () => panel.getByRole('button', { name: 'Transcribe Recording' }).click());
  // The recording is cleared once sent.
  await expect(panel.getByRole('button', { name: 'Start Recording' })).toBeVisible();

  // The captions' draft stands in for the transcript until the engine's replaces it, in the panel and in the list.
  await expect(panel.getByText('Transcript ready.')).toBeVisible({ timeout: 150_000 });
  const row = page.getByRole('row').filter({ hasText: 'Screen recording' });
  await expect(row.getByText('Completed')).toBeVisible();
  expect(heardWords(await transcriptText(page, /^Screen recording /))).toBeGreaterThanOrEqual(4);
  await panel.getByRole('button', { name: 'View transcript' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: /^Screen recording / })).toBeVisible();
  await context.close();
});

test('a recording interrupted by closing the tab is offered on the next visit and transcribed', async ({ baseURL }) => {
  test.setTimeout(300_000);
  const { context, page } = await newPage(baseURL);
  await signUp(page, { firstName: 'Cleo', email: `e2e.recovery.${Date.now()}@example.com` });
  const panel = recorderPanel(page);
  await panel.getByRole('button', { name: 'Start Recording' }).click();
  await expect(panel.getByText('Recording', { exact: true })).toBeVisible();
  // The free plan's 30 minutes are on the timer.
  await expect(panel.getByRole('timer')).toContainText('/ 30:00');
  await expect(panel.getByText(/^Saved as you record: .* on the server\.$/)).toBeVisible({ timeout: 20_000 });
  // Long enough that what reached the server holds a whole spoken sentence, however the chunks fell: the upload runs
  // a few seconds behind the recording, and on a loaded machine further (at 12 s, what was kept once held no word).
  await expect(panel.getByRole('timer')).toContainText(/^0:2[0-9]/, { timeout: 45_000 });
  await page.waitForTimeout(3000);
  // The tab goes away mid-recording: no stop, no flush.
  await page.close();

  const again = await context.newPage();
  await again.goto('/');
  const next = recorderPanel(again);
  await expect(next.getByText('An unfinished recording was kept')).toBeVisible({ timeout: 15_000 });
  await expectToastDuring(again, 'Recording Sent', () => next.getByRole('button', { name: /^Transcribe Screen recording / }).click());
  await expect(next.getByText('An unfinished recording was kept')).toBeHidden();
  const row = again.getByRole('row').filter({ hasText: 'Screen recording' });
  await expect(row.getByText('Completed')).toBeVisible({ timeout: 150_000 });
  const heard = await transcriptText(again, /^Screen recording /);
  expect(heardWords(heard), `the transcript: "${heard}"`).toBeGreaterThanOrEqual(2);
  await context.close();
});

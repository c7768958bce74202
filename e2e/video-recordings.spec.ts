import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { makeTestMedia } from '../apps/api/src/test-support/media/make-test-media';
import { makeWebmRecording } from '../apps/api/src/test-support/media/make-webm-recording';
import { signUp } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';
import { saveScreenshot } from './support/screenshots';
import { clickWordAndExpectItSpoken } from './support/spoken-word';

// Screen recordings are WebM video: the viewer plays them as video, words seek the video, and one in which nothing
// was said is shown as such, still playable, at no cost.

const run = promisify(execFile);
let talk: string;
let muted: string;

test.beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'verbatim-e2e-video-'));
  const media = await makeTestMedia();
  talk = join(dir, 'talk.webm');
  await makeWebmRecording(media.wav, talk);
  const silence = join(dir, 'silence.wav');
  await run('ffmpeg', ['-nostdin', '-v', 'error', '-y', '-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono:d=4', silence]);
  muted = join(dir, 'muted.webm');
  await makeWebmRecording(silence, muted);
});

test('a screen recording plays as video from its words, and a muted one says no speech was found', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUp(page, { firstName: 'Vic', email: `e2e.video.${Date.now()}@example.com` });
  await page.getByLabel('Choose audio or video files').setInputFiles([talk, muted]);
  for (const name of ['talk.webm', 'muted.webm']) {
    await expect(page.getByRole('row').filter({ hasText: name }).getByText('Completed')).toBeVisible({ timeout: 120_000 });
  }

  await page.goto('/transcriptions');
  await page.getByRole('button', { name: 'View talk.webm' }).click();
  const viewer = page.getByRole('dialog', { name: 'talk.webm' });
  const video = viewer.locator('video');
  await expect(video).toHaveAccessibleName('Play talk.webm');
  await expect(viewer.locator('audio')).toHaveCount(0);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBe(160);
  const { items } = (await (await page.request.get('/api/transcriptions')).json()) as { items: { id: string; fileName: string }[] };
  const id = items.find((item) => item.fileName === 'talk.webm')?.id ?? '';
  const detail = (await (await page.request.get(`/api/transcriptions/${id}`)).json()) as { words: { start: number }[] };
  const start = detail.words[4]?.start ?? 0;
  expect(start).toBeGreaterThan(0);
  const word = viewer.locator('[data-slot="timed-word"]').nth(4);
  await clickWordAndExpectItSpoken(word);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThanOrEqual(start - 0.05);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  await saveScreenshot(page, 'viewer-video-laptop');
  await expectNoSeriousAxeViolations(page, 'viewer with a video');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'viewer-video-phone');
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'View muted.webm' }).click();
  const silent = page.getByRole('dialog', { name: 'muted.webm' });
  await expect(silent.getByText('No speech was found in this recording. You can still play it above.')).toBeVisible();
  await expect(silent.getByText('No transcript available.')).toHaveCount(0);
  await expect(silent.locator('video')).toHaveAccessibleName('Play muted.webm');
  await saveScreenshot(page, 'viewer-no-speech-laptop');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'viewer-no-speech-phone');
});

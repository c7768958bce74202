import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts';
import { saveScreenshot } from './support/screenshots';

// A free account choosing a file longer than free transcriptions take is told so by the upload panel, from the
// length the browser reads, before a byte is sent: not that today's free transcriptions are used up.

let dir: string;
/** 30 minutes 50 seconds of silence as low-bitrate Opus (small, and a format every Chromium plays): 31 credits. */
let lecture: string;

test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'verbatim-e2e-limits-'));
  lecture = join(dir, 'lecture.ogg');
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'anullsrc=r=8000:cl=mono:d=1850',
    '-c:a',
    'libopus',
    '-b:a',
    '6k',
    lecture,
  ]);
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('a free user choosing a file over 30 minutes sees the length as the reason, before anything is uploaded', async ({ page }) => {
  await signUp(page, { firstName: 'Lena', email: `e2e.limits.${Date.now()}@example.com` });
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && /\/api\/(transcriptions\/upload|uploads)/.test(request.url())) sent.push(request.url());
  });

  // What is left, said the same way on the dashboard and in the header: three free transcriptions today, no credits.
  const panel = page.locator('[data-slot="credits-billing-panel"]');
  await expect(panel.getByText('3 of 3 left')).toBeVisible();
  await expect(panel.getByText('0 credits')).toBeVisible();
  await expect(page.locator('[data-slot="credits-badge"]')).toHaveAccessibleName(/^3 of 3 free transcriptions left today\s*0 credits$/);

  await page.getByLabel('Choose audio or video files').setInputFiles(lecture);
  const refusal = page.locator('[data-slot="file-length-refusal"]');
  await expect(refusal).toContainText('Too long for a free transcription: lecture.ogg');
  await expect(refusal).toContainText(
    'This file is longer than the 30 minutes a free transcription takes. A longer file is paid with credits, 1 per started minute: it needs 31 and you have 0.',
  );
  await expect(page.getByText(/You have used today/)).toHaveCount(0);
  await saveScreenshot(page, 'upload-too-long-laptop');
  await page.setViewportSize({ width: 390, height: 844 });
  await refusal.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'upload-too-long-phone');

  expect(sent).toEqual([]);
  // Nothing of today's allowance was taken by a file that was never sent.
  await expect(panel.getByText('3 of 3 left')).toBeVisible();
  await refusal.getByRole('link', { name: 'Buy credits or choose a plan' }).click();
  await expect(page).toHaveURL(/\/billing$/);
});

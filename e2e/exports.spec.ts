import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { parse as parseSubtitles } from '@plussub/srt-vtt-parser';
import { unzipSync } from 'fflate';
import { makeTestMedia, mediaDurationSeconds, type TestMedia } from '../apps/api/src/test-support/media/make-test-media';
import { signUp } from './support/accounts';
import { clickWordAndExpectItSpoken } from './support/spoken-word';

// Exports in a real browser: real speech through the real engine, then each format downloaded from the dialog and
// read back as its own kind of file.

let media: TestMedia;

test.beforeAll(async () => {
  media = await makeTestMedia();
});

async function downloadAs(page: Page, label: RegExp, button: string): Promise<Buffer> {
  await page.getByRole('row').filter({ hasText: 'speech.wav' }).getByRole('button', { name: 'Download speech.wav' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download speech.wav' });
  await dialog.getByRole('radio', { name: label }).check();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: button }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`speech.${button.match(/\.(\w+)\)$/)?.[1] ?? 'pdf'}`);
  return readFile((await file.path()) ?? '');
}

test('a transcript downloads as PDF, Word, text, SRT and VTT, each a real file of its kind, and plays from a word', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, { firstName: 'Edith', email: `e2e.exports.${Date.now()}@example.com` });
  await page.getByLabel('Choose audio or video files').setInputFiles(media.wav);
  await expect(page.getByRole('row').filter({ hasText: 'speech.wav' }).getByText('Completed')).toBeVisible({ timeout: 90_000 });
  const { items } = (await (await page.request.get('/api/transcriptions')).json()) as { items: { id: string }[] };
  const detail = (await (await page.request.get(`/api/transcriptions/${items[0]?.id}`)).json()) as { transcriptText: string };
  const heard = detail.transcriptText.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? '';
  expect(heard.length).toBeGreaterThan(3);

  const pdf = await downloadAs(page, /PDF/, 'Download PDF');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(execFileSync('pdftotext', ['-', '-'], { input: pdf, encoding: 'utf8' })).toContain(heard);

  const docx = await downloadAs(page, /Word/, 'Download Word (.docx)');
  const documentXml = new TextDecoder().decode(unzipSync(new Uint8Array(docx))['word/document.xml']);
  expect(documentXml).toContain(heard);

  const txt = (await downloadAs(page, /Plain text/, 'Download Plain text (.txt)')).toString('utf8');
  expect(txt).toContain(heard);

  const duration = await mediaDurationSeconds(media.wav);
  for (const [label, button] of [
    [/Subtitles/, 'Download Subtitles (.srt)'],
    [/Web captions/, 'Download Web captions (.vtt)'],
  ] as const) {
    const { entries } = parseSubtitles((await downloadAs(page, label, button)).toString('utf8'));
    expect(entries.length).toBeGreaterThan(0);
    // Cue times are the audio's: inside the file's length, in order, never overlapping.
    for (const [i, cue] of entries.entries()) {
      expect(cue.from).toBeGreaterThanOrEqual(0);
      expect(cue.to).toBeGreaterThan(cue.from);
      expect(cue.to).toBeLessThanOrEqual(duration * 1000 + 1);
      if (i > 0) expect(cue.from).toBeGreaterThanOrEqual(entries[i - 1]?.to ?? 0);
    }
    expect(entries.map((cue) => cue.text).join(' ')).toContain(heard);
  }

  // The viewer plays the recording from a clicked word and marks it as spoken.
  await page.getByRole('row').filter({ hasText: 'speech.wav' }).getByRole('button', { name: 'View speech.wav' }).click();
  const viewer = page.getByRole('dialog').filter({ has: page.getByLabel('Play speech.wav') });
  const audio = viewer.getByLabel('Play speech.wav');
  await expect(audio).toBeVisible();
  const word = viewer.locator('[data-slot="timed-word"]').nth(3);
  await clickWordAndExpectItSpoken(word);
  const at = (await word.getAttribute('aria-label'))?.match(/at ([\d:.]+)$/)?.[1] ?? '';
  const start = at.split(':').reduce((total, part) => total * 60 + Number(part), 0);
  expect(at).not.toBe('');
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThanOrEqual(start - 0.05);
});

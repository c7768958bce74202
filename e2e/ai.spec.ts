import { expect, test } from '@playwright/test';
import { parse as parseSubtitles } from '@plussub/srt-vtt-parser';
import { makeTestMedia, type TestMedia } from '../apps/api/src/test-support/media/make-test-media';
import { signUp } from './support/accounts';
import { saveScreenshot } from './support/screenshots';

// The AI features in a real browser with no network and no model: ten spoken sentences through the real engine, then
// extractive summaries of each length, answers quoted from the transcript, and a Spanish translation by Apertium.

let media: TestMedia;

test.beforeAll(async () => {
  media = await makeTestMedia();
});

test('a person summarises a spoken recording of ten sentences, asks it questions, and translates it into Spanish', async ({ page }) => {
  test.setTimeout(300_000);
  await signUp(page, { firstName: 'Ana', email: `e2e.ai.${Date.now()}@example.com` });
  await page.getByLabel('Choose audio or video files').setInputFiles(media.long.path);
  const row = page.getByRole('row').filter({ hasText: 'long-speech.wav' });
  await expect(row.getByText('Completed')).toBeVisible({ timeout: 180_000 });
  const { items } = (await (await page.request.get('/api/transcriptions')).json()) as { items: { id: string }[] };
  const id = items[0]?.id ?? '';
  const detail = (await (await page.request.get(`/api/transcriptions/${id}`)).json()) as { segments: { text: string }[] };
  // The local engine writes one segment per sentence it heard.
  const sentences = detail.segments.map((segment) => segment.text);
  expect(sentences.length).toBeGreaterThanOrEqual(8);
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  const quoted = (text: string) => sentences.filter((sentence) => text.includes(sentence));

  // The summary dialog, from the viewer: each type in its own length and shape, written offline.
  await row.getByRole('button', { name: 'View long-speech.wav' }).click();
  await page.getByRole('button', { name: 'Summarize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Summarize long-speech.wav' });
  const summaryText = dialog.locator('[data-slot="summary-text"]');
  const generate = dialog.getByRole('button', { name: 'Generate' });
  const summarise = async (type: 'short' | 'detailed' | 'blog' | 'social') => {
    const before = ((await summaryText.textContent()) ?? '').trim();
    await dialog.getByLabel('Summary type').selectOption(type);
    await generate.click();
    // Done when the new summary is there and the button is back from "Generating...".
    await expect
      .poll(
        async () => {
          const text = ((await summaryText.textContent()) ?? '').trim();
          const finished = (await generate.isVisible()) && (await generate.isEnabled());
          return finished && text !== before && !/^(The summary appears here|Writing the summary)/.test(text);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await expect(dialog.getByText('Answered offline from the transcript')).toBeVisible();
    return ((await summaryText.textContent()) ?? '').trim();
  };
  const short = await summarise('short');
  expect(quoted(short).length).toBeGreaterThanOrEqual(2);
  expect(quoted(short).length).toBeLessThanOrEqual(3);
  // Detailed: a few of the transcript's sentences as points, each with where it is said.
  const points = (await summarise('detailed')).split('\n').filter((line) => line.startsWith('- '));
  expect(points.length).toBeGreaterThanOrEqual(2);
  expect(points.length).toBeLessThanOrEqual(Math.ceil(sentences.length / 2));
  const pointSentences = points.map((point) => point.match(/^- \[\d+:\d{2}\] (.+)$/)?.[1] ?? point);
  for (const sentence of pointSentences) expect(sentences).toContain(sentence);
  expect(words(pointSentences.join(' '))).toBeLessThan(words(sentences.join(' ')) / 2);
  const social = await summarise('social');
  expect(social.length).toBeLessThan(280);
  expect(social).toMatch(/#\w+/);
  const blog = await summarise('blog');
  const blogLines = blog.split('\n');
  expect(blogLines[0]).toMatch(/^# \S/);
  expect(blogLines.some((line) => line.startsWith('## '))).toBe(true);
  expect(words(quoted(blog).join(' '))).toBeLessThan(words(sentences.join(' ')) / 2);
  await saveScreenshot(page, 'summary-dialog');

  // Chat: each question gets the sentence that answers it, with its time; one the transcript does not answer says so.
  await page.goto(`/chat/${id}`);
  const conversation = page.getByRole('log', { name: 'Conversation' });
  const ask = async (question: string) => {
    const answers = conversation.locator('[data-role="assistant"]');
    const count = await answers.count();
    await page.getByLabel('Ask a question about the transcript').fill(question);
    await page.keyboard.press('Enter');
    await expect(answers).toHaveCount(count + 1, { timeout: 30_000 });
    // This answer, by position: `last()` would follow later answers.
    const answer = answers.nth(count);
    await expect(answer.getByText(/Answered offline from the transcript/)).toBeVisible({ timeout: 30_000 });
    return answer;
  };
  const brother = await ask('Where does my brother live?');
  await expect(brother).toContainText(/At \d+:\d{2}: “My brother lives in a small house near the river\.”/);
  const children = await ask('Where did the children play until dinner?');
  await expect(children).toContainText('The children played in the garden');
  expect(await children.textContent()).not.toBe(await brother.textContent());
  for (const answer of [brother, children])
    expect(((await answer.textContent()) ?? '').match(/At \d+:\d{2}: “/g)?.length ?? 0).toBeLessThanOrEqual(3);
  await page.getByLabel('Ask a question about the transcript').fill('Which quantum chromodynamics lattice was simulated?');
  await page.keyboard.press('Enter');
  await expect(conversation.locator('[data-role="assistant"]').last()).toContainText('The transcript does not say.', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await saveScreenshot(page, 'chat');

  // Translate into Spanish with Apertium, then the subtitles on the original times.
  await page.goto(`/translate/${id}`);
  await page.getByLabel('Target language').selectOption('es');
  await page.getByRole('button', { name: 'Translate', exact: true }).click();
  await expect(page.getByText('Translation Complete').first()).toBeVisible({ timeout: 60_000 });
  const translation = page.getByRole('region', { name: /^Translation/ });
  await expect(translation).toContainText(/casa|río|semana/i);
  await saveScreenshot(page, 'translate');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Subtitles (.srt)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('long-speech.es.srt');
  const { entries } = parseSubtitles(
    await (await page.request.get(`/api/transcriptions/${id}/translations/es/download?format=srt`)).text(),
  );
  expect(entries.length).toBeGreaterThan(0);
  for (const [index, cue] of entries.entries()) {
    expect(cue.to).toBeGreaterThan(cue.from);
    if (index > 0) expect(cue.from).toBeGreaterThanOrEqual(entries[index - 1]?.to ?? 0);
  }
});

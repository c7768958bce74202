import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  blobText,
  captureDownloads,
  expectNoAxeViolations,
  type FakeApi,
  startFakeApi,
  transcriptionDetailFixture,
  userFixture,
} from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';

let api: FakeApi;

const segments = [
  { start: 0, end: 2, text: 'Good morning everyone.' },
  { start: 2, end: 4, text: 'Thanks for joining the weekly sync.' },
  { start: 4, end: 5, text: '  ' },
];

const languages = [
  { code: 'ca', name: 'Catalan', translator: 'apertium' },
  { code: 'fr', name: 'French', translator: 'llm' },
  { code: 'es', name: 'Spanish', translator: 'apertium' },
];

const plain = (body: string) => ({ body, headers: { 'content-type': 'text/plain; charset=utf-8' } });

beforeEach(async () => {
  api = await startFakeApi({
    'GET /api/auth/user': { body: userFixture() },
    'GET /api/transcriptions/tr-1': { body: transcriptionDetailFixture({ segments }) },
    'GET /api/ai/status': { body: { writer: 'llm', model: 'llama3.1:8b', dailyLimit: 20, usedToday: 5 } },
    'GET /api/translation-languages': ({ query }) => ({ body: { source: query.get('from') ?? 'en', languages } }),
    'POST /api/transcriptions/tr-1/translate': plain('Buenos días a todos.\nGracias por unirse a la reunión semanal.\n'),
  });
});

afterEach(async () => {
  await api.close();
});

const languageSelect = () => screen.getByRole('combobox', { name: 'Target language' });
const translateButton = () => screen.getByRole('button', { name: 'Translate' });

describe('Translate', () => {
  it('counts the languages really available, picks one from a chip or the list, and says who translates it', async () => {
    const user = userEvent.setup();
    const { container } = renderApp('/translate/tr-1', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Translate team-meeting.mp3' })).toBeInTheDocument();
    expect(await screen.findByText('3 languages available')).toBeInTheDocument();
    expect(api.requests.find((request) => request.path === '/api/translation-languages')?.query.get('from')).toBe('en');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('region', { name: 'Original Transcript' })).toHaveTextContent('Good morning everyone.');
    expect(translateButton()).toBeDisabled();

    const chips = screen.getByRole('list', { name: 'Languages' });
    await user.click(within(chips).getByRole('button', { name: 'Spanish' }));
    expect(languageSelect()).toHaveValue('es');
    expect(within(chips).getByRole('button', { name: 'Spanish' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Apertium translates offline, on this server.')).toBeInTheDocument();
    expect(translateButton()).toBeEnabled();
    await user.selectOptions(languageSelect(), 'French');
    expect(screen.getByText('Translated by llama3.1:8b.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows again the translation the server kept into the chosen language when the page is reloaded', async () => {
    const kept = 'Buenos días a todos.\nGracias por unirse a la reunión semanal.';
    api.route('GET /api/transcriptions/tr-1/translations/es', {
      body: { translation: { language: 'es', text: kept, createdAt: '2026-11-27T09:00:00.000Z' } },
    });
    const user = userEvent.setup();
    const first = renderApp('/translate/tr-1', api);
    await screen.findByText('3 languages available');
    await user.selectOptions(languageSelect(), 'Spanish');
    // The choice is kept in the address, so a reload comes back to it.
    await waitFor(() => expect(first.router.state.location.search).toBe('?language=es'));
    first.unmount();

    const { container } = renderApp('/translate/tr-1?language=es', api);
    expect(await screen.findByRole('heading', { level: 2, name: 'Translation (Spanish)' })).toBeInTheDocument();
    expect(languageSelect()).toHaveValue('es');
    expect(container.querySelector('[data-slot="translation-text"]')?.textContent).toBe(kept);
    expect(screen.getByRole('button', { name: 'Copy Translation' })).toBeInTheDocument();
    // Nothing was translated again: the kept text was read.
    expect(api.requests.filter((request) => request.path === '/api/transcriptions/tr-1/translate')).toHaveLength(0);
  });

  it('translates, and offers the translation to copy and download', async () => {
    const downloads = captureDownloads();
    api.route('GET /api/transcriptions/tr-1/translations/es/download', ({ query }) => ({
      body: `1\n00:00:00,000 --> 00:00:02,000\nBuenos días a todos. (${query.get('format')})\n`,
      headers: { 'content-type': 'application/x-subrip', 'content-disposition': 'attachment; filename="team-meeting.es.srt"' },
    }));
    const user = userEvent.setup();
    const { container } = renderApp('/translate/tr-1', api);
    await screen.findByText('3 languages available');
    await user.selectOptions(languageSelect(), 'Spanish');
    await user.click(translateButton());
    expect(await screen.findByText('Translation Complete')).toBeInTheDocument();
    expect(screen.getByText('The transcript is now in Spanish.')).toBeInTheDocument();
    const translation = screen.getByRole('region', { name: 'Translation (Spanish)' });
    expect(translation).toHaveTextContent('Buenos días a todos. Gracias por unirse a la reunión semanal.');
    expect(api.requests.find((request) => request.path.endsWith('/translate'))?.body).toEqual({
      targetLanguage: 'es',
      languageName: 'Spanish',
    });
    await expectNoAxeViolations(container);

    await user.click(within(translation).getByRole('button', { name: 'Copy Translation' }));
    expect(await screen.findByText('Copied to Clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('Buenos días a todos.\nGracias por unirse a la reunión semanal.\n');

    await user.click(within(translation).getByRole('button', { name: 'Download Subtitles (.srt)' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    expect(downloads.files[0]?.fileName).toBe('team-meeting.es.srt');
    expect(await blobText(downloads.files[0]?.blob as Blob)).toContain('Buenos días a todos. (srt)');
    expect(within(translation).getByRole('button', { name: 'Download Text (.txt)' })).toBeEnabled();
    expect(within(translation).getByRole('button', { name: 'Download Web captions (.vtt)' })).toBeEnabled();
    downloads.stop();
  });

  it('shows the progress by segments while translating', async () => {
    let release: (() => void) | undefined;
    api.route('POST /api/transcriptions/tr-1/translate', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return plain('Hola.\nGracias.\n');
    });
    const user = userEvent.setup();
    renderApp('/translate/tr-1', api);
    await screen.findByText('3 languages available');
    await user.selectOptions(languageSelect(), 'Catalan');
    await user.click(translateButton());
    expect(await screen.findByText('Translated 0 of 2 segments')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Translation progress' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Translating...' })).toBeDisabled();
    await waitFor(() => expect(release).toBeDefined());
    release?.();
    const translation = await screen.findByRole('region', { name: 'Translation (Catalan)' });
    await waitFor(() => expect(translation).toHaveTextContent('Hola. Gracias.'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("says 'Translation Failed' with the server's reason", async () => {
    api.route(
      'POST /api/transcriptions/tr-1/translate',
      apiError(400, 'LANGUAGE_NOT_SUPPORTED', 'Translation into French is not available here.'),
    );
    const user = userEvent.setup();
    renderApp('/translate/tr-1', api);
    await screen.findByText('3 languages available');
    await user.selectOptions(languageSelect(), 'French');
    await user.click(translateButton());
    expect(await screen.findByText('Translation Failed')).toBeInTheDocument();
    expect(screen.getByText('Translation into French is not available here.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Translation' })).not.toHaveTextContent('Buenos');
    expect(translateButton()).toBeEnabled();

    api.route('POST /api/transcriptions/tr-1/translate', {
      status: 502,
      body: '<html>Bad gateway</html>',
      headers: { 'content-type': 'text/html' },
    });
    await user.click(translateButton());
    expect(await screen.findByText('Failed to translate transcript. Please try again.')).toBeInTheDocument();
  });

  it('shows the first 24 languages as chips, with the rest behind +N more', async () => {
    const many = Array.from({ length: 30 }, (_, index) => ({
      code: `l${String.fromCharCode(97 + Math.floor(index / 26))}${String.fromCharCode(97 + (index % 26))}`,
      name: `Language ${String(index + 1).padStart(2, '0')}`,
      translator: 'llm',
    }));
    api.route('GET /api/translation-languages', { body: { source: 'en', languages: many } });
    const user = userEvent.setup();
    renderApp('/translate/tr-1', api);
    expect(await screen.findByText('30 languages available')).toBeInTheDocument();
    const chips = screen.getByRole('list', { name: 'Languages' });
    expect(within(chips).getAllByRole('button', { pressed: false })).toHaveLength(24);
    await user.click(within(chips).getByRole('button', { name: '+6 more' }));
    expect(within(chips).getAllByRole('button', { pressed: false })).toHaveLength(30);
    expect(within(chips).getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(languageSelect()).getAllByRole('option')).toHaveLength(31);
  });

  it('cannot translate a transcript without text, or into a language the server does not have', async () => {
    api.route('GET /api/transcriptions/tr-1', { body: transcriptionDetailFixture({ transcriptText: '', words: [], language: 'de' }) });
    const user = userEvent.setup();
    const { unmount } = renderApp('/translate/tr-1', api);
    await screen.findByText('3 languages available');
    expect(api.requests.find((request) => request.path === '/api/translation-languages')?.query.get('from')).toBe('de');
    await user.selectOptions(languageSelect(), 'Spanish');
    expect(translateButton()).toBeDisabled();
    expect(screen.getAllByText('No transcript text available')).toHaveLength(2);
    unmount();

    api.route('GET /api/transcriptions/tr-1', { body: transcriptionDetailFixture() });
    api.route('GET /api/translation-languages', { body: { source: 'en', languages: [] } });
    renderApp('/translate/tr-1', api);
    expect(await screen.findByText('0 languages available')).toBeInTheDocument();
    expect(screen.getAllByText('No languages are available for this transcript on this server.')).toHaveLength(2);
    expect(languageSelect()).toBeDisabled();
    expect(translateButton()).toBeDisabled();
  });

  it('says when the transcript does not exist or is not the user’s', async () => {
    api.route('GET /api/transcriptions/tr-1', apiError(404, 'NOT_FOUND', 'Transcription not found.'));
    const { container } = renderApp('/translate/tr-1', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Transcript Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_USER_PREFERENCES } from '@verbatim/core-sdk/contracts';
import {
  apiError,
  blobText,
  captureDownloads,
  expectNoAxeViolations,
  type FakeApi,
  startFakeApi,
  TRANSCRIPT_TEXT_FIXTURE,
  transcriptionDetailFixture,
  transcriptionFixture,
  transcriptionListFixture,
  transcriptionPageFixture,
  userFixture,
} from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';

let api: FakeApi;

beforeEach(async () => {
  api = await startFakeApi({
    'GET /api/auth/user': { body: userFixture() },
    'GET /api/stats': { body: { totalTranscriptions: 5, hoursTranscribed: 2, creditsUsed: 90 } },
    'GET /api/transcriptions': ({ query }) => {
      const q = query.get('q')?.toLowerCase();
      const rows = transcriptionListFixture();
      // The fixture's only text is the first row's.
      const matches = (row: (typeof rows)[number]) =>
        row.fileName.includes(q ?? '') || (row.id === 'tr-1' && TRANSCRIPT_TEXT_FIXTURE.toLowerCase().includes(q ?? ''));
      return { body: transcriptionPageFixture(q ? rows.filter(matches) : rows) };
    },
    'GET /api/transcriptions/tr-1': { body: transcriptionDetailFixture() },
  });
});

afterEach(async () => {
  await api.close();
});

const listRequests = () => api.requests.filter((request) => request.method === 'GET' && request.path === '/api/transcriptions');
const table = () => screen.findByRole('table', { name: 'All transcriptions' });
const fileNames = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('All Transcriptions', () => {
  it('lists every transcription with its actions', async () => {
    const { container } = renderApp('/transcriptions', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'All Transcriptions' })).toBeInTheDocument();
    const rows = await table();
    expect(fileNames(rows)).toEqual([
      'team-meeting.mp3',
      'product-demo.mp4',
      'voice-note.m4a',
      expect.stringContaining('corrupted-upload.wav'),
      'stalled-lecture.webm',
    ]);
    expect(screen.getByText('5 transcriptions')).toBeInTheDocument();
    expect(within(rows).getByText('Processing 45%')).toBeInTheDocument();
    expect(within(rows).getByRole('button', { name: 'Retry corrupted-upload.wav' })).toBeInTheDocument();
    expect(within(rows).getByRole('button', { name: 'View product-demo.mp4' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Transcriptions' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(container);
  });

  it("pages through with 'Load more' and counts what is loaded against the total", async () => {
    const rows = Array.from({ length: 5 }, (_, index) => transcriptionFixture({ id: `t${index}`, fileName: `file-${index}.mp3` }));
    api.route('GET /api/transcriptions', ({ query }) =>
      query.get('cursor') === 'c2'
        ? { body: transcriptionPageFixture(rows.slice(3), { total: 5 }) }
        : { body: transcriptionPageFixture(rows.slice(0, 3), { nextCursor: 'c2', total: 5 }) },
    );
    const user = userEvent.setup();
    const { container } = renderApp('/transcriptions', api);
    expect(await screen.findByText('3 of 5 transcriptions')).toBeInTheDocument();
    expect(fileNames(await table())).toEqual(['file-0.mp3', 'file-1.mp3', 'file-2.mp3']);
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('5 transcriptions')).toBeInTheDocument();
    expect(fileNames(await table())).toEqual(['file-0.mp3', 'file-1.mp3', 'file-2.mp3', 'file-3.mp3', 'file-4.mp3']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(listRequests().map((request) => request.query.get('cursor'))).toEqual([null, 'c2']);
  });

  it("keeps the rows and offers to try again when 'Load more' fails", async () => {
    const rows = Array.from({ length: 3 }, (_, index) => transcriptionFixture({ id: `t${index}`, fileName: `file-${index}.mp3` }));
    api.route('GET /api/transcriptions', ({ query }) =>
      query.get('cursor')
        ? apiError(503, 'SERVICE_UNAVAILABLE', 'Try later')
        : { body: transcriptionPageFixture(rows.slice(0, 2), { nextCursor: 'c2', total: 3 }) },
    );
    const user = userEvent.setup();
    renderApp('/transcriptions', api);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Older transcriptions could not be loaded. Please try again.')).toBeInTheDocument();
    expect(fileNames(await table())).toHaveLength(2);

    api.route('GET /api/transcriptions', ({ query }) =>
      query.get('cursor')
        ? { body: transcriptionPageFixture(rows.slice(2), { total: 3 }) }
        : { body: transcriptionPageFixture(rows.slice(0, 2), { nextCursor: 'c2', total: 3 }) },
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('3 transcriptions')).toBeInTheDocument();
    expect(fileNames(await table())).toHaveLength(3);
  });

  it('invites a first upload when there is nothing yet', async () => {
    api.route('GET /api/transcriptions', { body: transcriptionPageFixture([]) });
    renderApp('/transcriptions', api);
    expect(await screen.findByText('No transcriptions yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload a file' })).toHaveAttribute('href', '/upload');
  });

  it('offers to try again when the list cannot be loaded', async () => {
    api.route('GET /api/transcriptions', apiError(500, 'INTERNAL', 'Something went wrong.'));
    renderApp('/transcriptions', api);
    expect(await screen.findByText('Could not load transcriptions')).toBeInTheDocument();
    api.route('GET /api/transcriptions', { body: transcriptionPageFixture() });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(fileNames(await table())).toHaveLength(5);
  });
});

describe('search', () => {
  it('searches as the user types, after a pause, and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/transcriptions', api);
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Search transcriptions' }), 'demo');
    await waitFor(() => expect(router.state.location.search).toBe('?q=demo'));
    // The search's answer is on screen before its requests are counted: the request leaves after the URL changes.
    await waitFor(async () => expect(fileNames(await table())).toEqual(['product-demo.mp4']));
    // One search for the word, not one per letter.
    expect(listRequests().map((request) => request.query.get('q'))).toEqual([null, 'demo']);
    expect(screen.getByText('1 result for “demo”', { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Clear search' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Search transcriptions' })).toHaveValue('');
    await waitFor(async () => expect(fileNames(await table())).toHaveLength(5));
  });

  it('opens with the search of the address, and says when nothing matches', async () => {
    renderApp('/transcriptions?q=zebra', api);
    expect(await screen.findByText('No results found for “zebra”')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search transcriptions' })).toHaveValue('zebra');
    expect(listRequests().map((request) => request.query.get('q'))).toEqual(['zebra']);
  });

  it('searches transcript text too', async () => {
    renderApp('/transcriptions?q=roadmap', api);
    await waitFor(async () => expect(fileNames(await table())).toEqual(['team-meeting.mp3']));
  });
});

describe('transcript viewer', () => {
  it('opens from View at /transcriptions/{id}, over the list, and closes back to the list', async () => {
    const user = userEvent.setup();
    const { router, baseElement } = renderApp('/transcriptions', api);
    await user.click(within(await table()).getByRole('button', { name: 'View team-meeting.mp3' }));
    const viewer = await screen.findByRole('dialog', { name: 'team-meeting.mp3' });
    expect(router.state.location.pathname).toBe('/transcriptions/tr-1');
    // With the recording at hand the words are shown timed, one element each.
    await waitFor(() => expect(within(viewer).getByRole('region', { name: 'Transcript' })).toHaveTextContent('Good morning everyone.'));
    expect(within(viewer).getByRole('link', { name: /Translate/ })).toHaveAttribute('href', '/translate/tr-1');
    await expectNoAxeViolations(baseElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/transcriptions'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens from a link to /transcriptions/{id}', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/transcriptions/tr-1', api);
    const viewer = await screen.findByRole('dialog', { name: 'team-meeting.mp3' });
    // The full transcription has loaded: its recording plays in the viewer.
    expect(await within(viewer).findByLabelText('Play team-meeting.mp3')).toHaveAttribute(
      'src',
      expect.stringContaining('/api/transcriptions/tr-1/audio'),
    );
    // Under the modal, hidden from assistive technology while it is open.
    expect(screen.getByText('All Transcriptions', { selector: 'h1' })).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transcriptions'));
  });

  it('says when the transcription does not exist', async () => {
    api.route('GET /api/transcriptions/gone', apiError(404, 'NOT_FOUND', 'Transcription not found'));
    renderApp('/transcriptions/gone', api);
    expect(await screen.findByText('This transcription does not exist, or it was deleted.')).toBeInTheDocument();
  });

  it("copies the text with 'Copied', and says 'Copy Failed' when the clipboard refuses", async () => {
    const user = userEvent.setup();
    renderApp('/transcriptions/tr-1', api);
    const viewer = await screen.findByRole('dialog', { name: 'team-meeting.mp3' });
    await user.click(within(viewer).getByRole('button', { name: 'Copy Text' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(TRANSCRIPT_TEXT_FIXTURE);

    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
    });
    await user.click(within(viewer).getByRole('button', { name: 'Copy Text' }));
    expect(await screen.findByText('Copy Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to copy to clipboard.')).toBeInTheDocument();
  });

  it('summarizes from the viewer, copies the summary, and says when a summary fails', async () => {
    api.route('GET /api/ai/status', { body: { writer: 'local', model: null, dailyLimit: 20, usedToday: 0 } });
    api.route('POST /api/transcriptions/tr-1/summarize', {
      body: 'The upload work is done. The recorder ships next week.',
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
    const user = userEvent.setup();
    renderApp('/transcriptions/tr-1', api);
    const viewer = await screen.findByRole('dialog', { name: 'team-meeting.mp3' });
    await user.click(within(viewer).getByRole('button', { name: 'Summarize' }));
    const summary = await screen.findByRole('dialog', { name: 'Summarize team-meeting.mp3' });
    expect(
      await within(summary).findByText(/^Extractive: the transcript's own key sentences, chosen offline on this server/),
    ).toBeInTheDocument();
    await user.click(within(summary).getByRole('button', { name: 'Generate' }));
    expect(await within(summary).findByText('The upload work is done. The recorder ships next week.')).toBeInTheDocument();
    await user.click(within(summary).getByRole('button', { name: 'Copy Summary' }));
    expect(await screen.findByText('Copied to Clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('The upload work is done. The recorder ships next week.');

    api.route('POST /api/transcriptions/tr-1/summarize', apiError(503, 'SERVICE_UNAVAILABLE', 'The AI model could not be reached.'));
    await user.selectOptions(within(summary).getByRole('combobox', { name: 'Summary type' }), 'Detailed');
    await user.click(within(summary).getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Summary Failed')).toBeInTheDocument();
    expect(screen.getByText('The AI model could not be reached.')).toBeInTheDocument();
  });

  it('opens the share dialog from the viewer', async () => {
    api.route('GET /api/transcriptions/tr-1/shares', { body: { items: [] } });
    const user = userEvent.setup();
    renderApp('/transcriptions/tr-1', api);
    const viewer = await screen.findByRole('dialog', { name: 'team-meeting.mp3' });
    await user.click(within(viewer).getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('dialog', { name: 'Share team-meeting.mp3' })).toBeInTheDocument();
  });
});

describe('row actions', () => {
  it('deletes after the confirmation', async () => {
    let rows = transcriptionListFixture();
    api.route('GET /api/transcriptions', () => ({ body: transcriptionPageFixture(rows) }));
    api.route('DELETE /api/transcriptions/tr-3', () => {
      rows = rows.filter((row) => row.id !== 'tr-3');
      return { body: { success: true, message: 'Transcription deleted' } };
    });
    const user = userEvent.setup();
    renderApp('/transcriptions', api);
    await user.click(within(await table()).getByRole('button', { name: 'Delete voice-note.m4a' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Transcription' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete "voice-note.m4a"? This action cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Transcription Deleted')).toBeInTheDocument();
    await waitFor(async () => expect(fileNames(await table())).not.toContain('voice-note.m4a'));
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('keeps the row when the user cancels', async () => {
    const user = userEvent.setup();
    renderApp('/transcriptions', api);
    await user.click(within(await table()).getByRole('button', { name: 'Delete voice-note.m4a' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(fileNames(await table())).toContain('voice-note.m4a');
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
  });

  it("says 'Delete Failed' when the server refuses", async () => {
    api.route('DELETE /api/transcriptions/tr-3', apiError(500, 'INTERNAL', 'Database is down'));
    const user = userEvent.setup();
    renderApp('/transcriptions', api);
    await user.click(within(await table()).getByRole('button', { name: 'Delete voice-note.m4a' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to delete the transcription.')).toBeInTheDocument();
    expect(fileNames(await table())).toContain('voice-note.m4a');
  });

  it('retries a failed transcription', async () => {
    // As the server answers: queued again just now, so not stalled.
    const queued = {
      ...transcriptionListFixture()[3],
      status: 'pending',
      progress: 0,
      errorMessage: null,
      updatedAt: new Date().toISOString(),
    };
    api.route('POST /api/transcriptions/tr-4/retry', { body: { success: true, transcription: queued } });
    const user = userEvent.setup();
    renderApp('/transcriptions', api);
    await user.click(within(await table()).getByRole('button', { name: 'Retry corrupted-upload.wav' }));
    await waitFor(async () =>
      expect(within(await table()).queryByRole('button', { name: 'Retry corrupted-upload.wav' })).not.toBeInTheDocument(),
    );
    expect(api.requests.filter((request) => request.method === 'POST' && request.path === '/api/transcriptions/tr-4/retry')).toHaveLength(
      1,
    );
  });

  it("says 'Retry Failed' when the server refuses", async () => {
    api.route('POST /api/transcriptions/tr-5/retry', apiError(409, 'CONFLICT', 'Not stalled'));
    const user = userEvent.setup();
    renderApp('/transcriptions', api);
    await user.click(within(await table()).getByRole('button', { name: 'Retry stalled-lecture.webm' }));
    expect(await screen.findByText('Retry Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to retry processing.')).toBeInTheDocument();
  });

  it('says why a retry was refused: a file too long for a free transcription, not today’s allowance', async () => {
    const message =
      'This file is longer than the 30 minutes a free transcription takes. A longer file is paid with credits, 1 per started minute: it needs 31 and you have 0. Buy credits or choose a plan to transcribe it.';
    const refusal = { cause: 'length', durationSeconds: 1860, creditsNeeded: 31, creditsAvailable: 0, maxMinutesPerFile: 30 };
    api.route('POST /api/transcriptions/tr-4/retry', apiError(403, 'SUBSCRIPTION_REQUIRED', message, refusal));
    const user = userEvent.setup();
    renderApp('/transcriptions', api);
    await user.click(within(await table()).getByRole('button', { name: 'Retry corrupted-upload.wav' }));
    expect(await screen.findByText('Too long for a free transcription')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Unable to retry processing.')).not.toBeInTheDocument();
  });

  it('makes a share link, shows it once to copy, lists it and revokes it', async () => {
    const links: { id: string; active: boolean }[] = [];
    const link = (id: string, active: boolean) => ({
      id,
      expiresAt: '2026-12-01T00:00:00.000Z',
      allowMedia: false,
      createdAt: '2026-11-23T10:00:00.000Z',
      revokedAt: active ? null : '2026-11-23T11:00:00.000Z',
      lastViewedAt: null,
      viewCount: 0,
      active,
    });
    api.route('GET /api/transcriptions/tr-1/shares', () => ({ body: { items: links.map((l) => link(l.id, l.active)) } }));
    api.route('POST /api/transcriptions/tr-1/share', ({ body }) => {
      links.push({ id: 'sh-1', active: true });
      return {
        status: 201,
        body: { ...link('sh-1', true), url: 'http://verbatim.test/share/tok-123', token: 'tok-123', requested: body },
      };
    });
    api.route('DELETE /api/shares/sh-1', () => {
      links[0] = { id: 'sh-1', active: false };
      return { body: { success: true, message: 'Revoked.' } };
    });
    const user = userEvent.setup();
    renderApp('/transcriptions', api);
    await user.click(within(await table()).getByRole('button', { name: 'Share team-meeting.mp3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share team-meeting.mp3' });
    expect(await within(dialog).findByText(/No active links/)).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Link works for'), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Create Link' }));
    expect(await within(dialog).findByDisplayValue('http://verbatim.test/share/tok-123')).toBeInTheDocument();
    const sent = api.requests.find((request) => request.method === 'POST' && request.path === '/api/transcriptions/tr-1/share');
    expect(sent?.body).toMatchObject({ expiresInDays: 30 });
    await user.click(await within(dialog).findByRole('button', { name: /Revoke the link/ }));
    expect(await screen.findByText('Link Revoked')).toBeInTheDocument();
    expect(await within(dialog).findByText(/No active links/)).toBeInTheDocument();
    // The dead link is no longer offered to copy; the form to make another one is back.
    expect(within(dialog).getByRole('status')).toHaveTextContent('The link you just made has been revoked. It no longer works');
    expect(within(dialog).queryByDisplayValue('http://verbatim.test/share/tok-123')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Your new link/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Copy Link' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create Link' })).toBeInTheDocument();
    await expectNoAxeViolations(dialog);
  });
});

describe('downloads', () => {
  let downloads: ReturnType<typeof captureDownloads>;

  beforeEach(() => {
    downloads = captureDownloads();
    // The dialog remembers the last format on the device; each test starts as a first visit.
    window.localStorage.clear();
  });

  afterEach(() => {
    downloads.stop();
  });

  async function openDownload(fileName = 'team-meeting.mp3') {
    const user = userEvent.setup();
    renderApp('/transcriptions', api);
    await user.click(within(await table()).getByRole('button', { name: `Download ${fileName}` }));
    return { user, dialog: await screen.findByRole('dialog', { name: `Download ${fileName}` }) };
  }

  it('saves the transcript in the chosen format from the server, and opens on that format next time', async () => {
    api.route('GET /api/transcriptions/tr-1/download', (request) => ({
      body: `subtitles as ${request.query.get('format')}`,
      headers: { 'content-type': 'application/x-subrip', 'content-disposition': 'attachment; filename="team-meeting.srt"' },
    }));
    const { user, dialog } = await openDownload();
    expect(within(dialog).getByRole('radio', { name: /PDF/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Show when each paragraph starts' })).toBeEnabled();
    await user.click(within(dialog).getByRole('radio', { name: /Subtitles \(\.srt\)/ }));
    // Subtitles are timed by nature: there is no paragraph time to add.
    expect(within(dialog).getByRole('checkbox', { name: 'Show when each paragraph starts' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Download Subtitles (.srt)' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    expect(downloads.files[0]?.fileName).toBe('team-meeting.srt');
    expect(await blobText(downloads.files[0]?.blob as Blob)).toBe('subtitles as srt');
    const sent = api.requests.find((request) => request.path === '/api/transcriptions/tr-1/download');
    expect(sent?.query.get('format')).toBe('srt');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(await table()).getByRole('button', { name: 'Download team-meeting.mp3' }));
    const again = await screen.findByRole('dialog', { name: 'Download team-meeting.mp3' });
    expect(within(again).getByRole('radio', { name: /Subtitles \(\.srt\)/ })).toBeChecked();
    await expectNoAxeViolations(again);
  });

  it('opens from the keyboard with the focus inside, and closes with Escape', async () => {
    const user = userEvent.setup();
    renderApp('/transcriptions', api);
    // The dialog's code is its own chunk, asked for when focus reaches the action: the dialog still opens on Enter.
    const download = within(await table()).getByRole('button', { name: 'Download team-meeting.mp3' });
    act(() => download.focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Download team-meeting.mp3' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("opens on the default export format of the person's settings, over the format used last on this device", async () => {
    window.localStorage.setItem('verbatim.exportFormat', 'pdf');
    api.route('GET /api/user/preferences', { body: { ...DEFAULT_USER_PREFERENCES, exportFormat: 'docx' } });
    const { dialog } = await openDownload();
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: /Word/ })).toBeChecked());
  });

  it('asks for paragraph times in a PDF when chosen, and says so when the download fails', async () => {
    api.route('GET /api/transcriptions/tr-1/download', apiError(409, 'CONFLICT', 'Not complete'));
    const { user, dialog } = await openDownload();
    await user.click(within(dialog).getByRole('radio', { name: /PDF/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Show when each paragraph starts' }));
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Unable to download the transcription.')).toBeInTheDocument();
    const sent = api.requests.find((request) => request.path === '/api/transcriptions/tr-1/download');
    expect(sent?.query.get('format')).toBe('pdf');
    expect(sent?.query.get('timestamps')).toBe('true');
    expect(downloads.files).toHaveLength(0);
  });

  it('saves the original audio', async () => {
    api.route('GET /api/transcriptions/tr-1/audio', { body: 'RIFF-audio-bytes' });
    const { user, dialog } = await openDownload();
    await user.click(within(dialog).getByRole('button', { name: 'Download Audio' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    expect(downloads.files[0]?.fileName).toBe('audio-tr-1.mp3');
    expect(await blobText(downloads.files[0]?.blob as Blob)).toBe('"RIFF-audio-bytes"');
  });

  it("says 'Download Failed' when the audio cannot be had", async () => {
    api.route('GET /api/transcriptions/tr-1/audio', apiError(404, 'NOT_FOUND', 'The media file was deleted'));
    const { user, dialog } = await openDownload();
    await user.click(within(dialog).getByRole('button', { name: 'Download Audio' }));
    expect(await screen.findByText('Download Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to download audio file.')).toBeInTheDocument();
    expect(downloads.files).toHaveLength(0);
  });

  it('explains why the audio is gone once the media was deleted', async () => {
    api.route('GET /api/transcriptions', { body: transcriptionPageFixture([transcriptionFixture({ mediaAvailable: false })]) });
    const { dialog } = await openDownload();
    expect(within(dialog).getByRole('button', { name: 'Download Audio' })).toBeDisabled();
    expect(dialog).toHaveTextContent('No longer available: media files are deleted 24 hours after processing.');
    await expectNoAxeViolations(dialog);
  });
});

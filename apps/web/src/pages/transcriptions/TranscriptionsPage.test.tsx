import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
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
import { blobText, captureDownloads } from '../../test-support/downloads';
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
    // One search for the word, not one per letter.
    expect(listRequests().map((request) => request.query.get('q'))).toEqual([null, 'demo']);
    await waitFor(async () => expect(fileNames(await table())).toEqual(['product-demo.mp4']));
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

  it('goes to the list from the dashboard, on Enter', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/', api);
    await screen.findByRole('heading', { name: 'Welcome back, Ada!' });
    await user.type(screen.getByRole('searchbox', { name: 'Search transcriptions' }), 'voice{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/transcriptions'));
    expect(router.state.location.search).toBe('?q=voice');
    await waitFor(async () => expect(fileNames(await table())).toEqual(['voice-note.m4a']));
  });
});

describe('transcript viewer', () => {
  it('opens from View at /transcriptions/{id}, over the list, and closes back to the list', async () => {
    const user = userEvent.setup();
    const { router, baseElement } = renderApp('/transcriptions', api);
    await user.click(within(await table()).getByRole('button', { name: 'View team-meeting.mp3' }));
    const viewer = await screen.findByRole('dialog', { name: 'team-meeting.mp3' });
    expect(router.state.location.pathname).toBe('/transcriptions/tr-1');
    expect(within(viewer).getByText(/Good morning everyone\./)).toBeInTheDocument();
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
    expect(await within(viewer).findByRole('button', { name: 'Show word timings' })).toBeInTheDocument();
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

  it('says that summaries and sharing are on their way', async () => {
    const user = userEvent.setup();
    renderApp('/transcriptions/tr-1', api);
    const viewer = await screen.findByRole('dialog', { name: 'team-meeting.mp3' });
    await user.click(within(viewer).getByRole('button', { name: 'Summarize' }));
    expect(await screen.findByText('AI summaries arrive in an upcoming release.')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Share Failed')).toBeInTheDocument();
    expect(screen.getByText('Sharing arrives soon.')).toBeInTheDocument();
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

  it("says 'Share Failed' from the table too: share links are not issued yet", async () => {
    const user = userEvent.setup();
    renderApp('/transcriptions', api);
    await user.click(within(await table()).getByRole('button', { name: 'Share team-meeting.mp3' }));
    expect(await screen.findByText('Sharing arrives soon.')).toBeInTheDocument();
  });
});

describe('downloads', () => {
  let downloads: ReturnType<typeof captureDownloads>;

  beforeEach(() => {
    downloads = captureDownloads();
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

  it('saves the transcript as a text file', async () => {
    const { user, dialog } = await openDownload();
    await user.click(within(dialog).getByRole('button', { name: 'Download Transcript (.txt)' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    const [file] = downloads.files;
    expect(file?.fileName).toBe('team-meeting.txt');
    expect(file?.blob.type).toBe('text/plain;charset=utf-8');
    const text = await blobText(file?.blob as Blob);
    expect(text).toContain('team-meeting.mp3\r\nTranscribed Mar 4, 2025\r\nDuration 12:34.3\r\n\r\n');
    expect(text).toContain('Good morning everyone.');
    // List rows carry no text: it comes from the transcription itself.
    expect(api.requests.filter((request) => request.path === '/api/transcriptions/tr-1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
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

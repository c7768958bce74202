import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  expectNoAxeViolations,
  type FakeApi,
  startFakeApi,
  transcriptionDetailFixture,
  transcriptionFixture,
  transcriptionListFixture,
  transcriptionPageFixture,
  userFixture,
} from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';
import { startUpdatesSocket, type UpdatesSocket } from '../../test-support/updates-socket';

let api: FakeApi;

beforeEach(async () => {
  api = await startFakeApi({
    'GET /api/auth/user': { body: userFixture() },
    'GET /api/transcriptions': { body: transcriptionPageFixture() },
    'GET /api/stats': { body: { totalTranscriptions: 12, hoursTranscribed: 3.25, creditsUsed: 153 } },
  });
});

afterEach(async () => {
  await api.close();
});

const greeting = (name = 'Ada') => screen.findByRole('heading', { level: 1, name: `Welcome back, ${name}!` });
const requests = (method: string, path: string) => api.requests.filter((request) => request.method === method && request.path === path);
const wav = (name = 'meeting.wav') => new File([new Uint8Array(4096)], name, { type: 'audio/wav' });
/** A file that says it is this big, without the memory: the queue and the checks go by `size`. */
const sized = (file: File, size: number) => Object.defineProperty(file, 'size', { value: size });

describe('dashboard', () => {
  it('greets the user and shows the figures, the panels and the navigation', async () => {
    const { container } = renderApp('/', api);
    expect(await greeting()).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/upload', '/transcriptions', '/billing', '/settings', '/settings/developer', '/blog']);
    expect(screen.getAllByText('Ada Lovelace').length).toBeGreaterThan(0);

    const stats = screen.getByRole('region', { name: 'Statistics' });
    await waitFor(() =>
      expect(within(stats).getByRole('heading', { name: 'Credits Used' }).parentElement?.parentElement).toHaveTextContent('153'),
    );
    expect(stats).toHaveTextContent('Total Transcriptions12');
    expect(stats).toHaveTextContent('Hours Transcribed3.3');

    expect(screen.getByRole('heading', { level: 2, name: 'Upload New File' })).toBeInTheDocument();
    const credits = screen
      .getByRole('heading', { name: 'Credits & Billing' })
      .closest('[data-slot="credits-billing-panel"]') as HTMLElement;
    expect(within(credits).getByText('Free')).toBeInTheDocument();
    // The balance alone, never over a made-up total; today's free transcriptions told apart from it.
    expect(within(credits).getByText('30 credits')).toBeInTheDocument();
    expect(within(credits).getByText('3 of 3 left')).toBeInTheDocument();
    expect(within(credits).queryByText(/\d \/ \d/)).not.toBeInTheDocument();
    expect(within(credits).getByRole('link', { name: 'Buy More Credits' })).toHaveAttribute('href', '/billing');
    expect(screen.getByRole('link', { name: /credits$/ })).toHaveTextContent('30 credits');

    await screen.findByText('Transcribed team-meeting.mp3');
    const activity = screen.getByRole('heading', { name: 'Recent Activity' }).closest('[data-slot="recent-activity"]') as HTMLElement;
    expect(
      within(activity)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual([
      'Uploaded stalled-lecture.webm',
      'Transcription failed: corrupted-upload.wav',
      'Uploaded corrupted-upload.wav',
      'Uploaded voice-note.m4a',
      'Uploaded product-demo.mp4',
      'Transcribed team-meeting.mp3',
    ]);
    expect(screen.queryByText('No recent activity yet.')).not.toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Recent transcriptions' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'View all transcriptions' })).toHaveAttribute('href', '/transcriptions');
    expect(screen.queryByText(/153 credits|Uploads arrive soon/)).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('asks for one small page and lists the latest five transcriptions only', async () => {
    const rows = Array.from({ length: 60 }, (_, index) => transcriptionFixture({ id: `t${index}`, fileName: `file-${index}.mp3` }));
    api.route('GET /api/transcriptions', ({ query }) => {
      const limit = Number(query.get('limit'));
      return { body: transcriptionPageFixture(rows.slice(0, limit), { nextCursor: 'next', total: rows.length }) };
    });
    renderApp('/dashboard', api);
    const table = await screen.findByRole('table', { name: 'Recent transcriptions' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent),
    ).toEqual(['file-0.mp3', 'file-1.mp3', 'file-2.mp3', 'file-3.mp3', 'file-4.mp3']);
    const asked = api.requests.filter((request) => request.path === '/api/transcriptions');
    expect(asked.map((request) => request.query.get('limit'))).toEqual(['6']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("says 'there' and names the user by e-mail when there is no first name", async () => {
    api.route('GET /api/auth/user', { body: userFixture({ firstName: null, lastName: null }) });
    renderApp('/dashboard', api);
    expect(await greeting('there')).toBeInTheDocument();
    expect(screen.getAllByText('ada@example.com').length).toBeGreaterThan(0);
  });

  it('says so when there is nothing yet', async () => {
    api.route('GET /api/transcriptions', { body: transcriptionPageFixture([]) });
    api.route('GET /api/stats', { body: { totalTranscriptions: 0, hoursTranscribed: 0, creditsUsed: 0 } });
    renderApp('/', api);
    expect(await screen.findByText('No recent activity yet.')).toBeInTheDocument();
    expect(screen.getByText('No transcriptions yet')).toBeInTheDocument();
    // A new account has nothing to come back to: it is welcomed, not welcomed back.
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('shows an expired plan as such, with the free daily allowance it falls back to', async () => {
    api.route('GET /api/auth/user', {
      body: userFixture({ subscriptionPlan: 'pro', subscriptionStatus: 'expired', subscriptionExpiresAt: '2025-01-01T00:00:00.000Z' }),
    });
    renderApp('/', api);
    const credits = (await screen.findByRole('heading', { name: 'Credits & Billing' })).closest(
      '[data-slot="credits-billing-panel"]',
    ) as HTMLElement;
    expect(await within(credits).findByText('Expired')).toBeInTheDocument();
    expect(within(credits).getByText('Pro')).toBeInTheDocument();
    expect(within(credits).getByText('Free transcriptions today')).toBeInTheDocument();
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    api.route('GET /api/stats', apiError(500, 'INTERNAL', 'Something went wrong.'));
    renderApp('/', api);
    expect(await screen.findByText('Could not load your statistics')).toBeInTheDocument();
    api.route('GET /api/stats', { body: { totalTranscriptions: 1, hoursTranscribed: 0, creditsUsed: 7 } });
    await userEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0] as HTMLElement);
    const stats = await screen.findByRole('region', { name: 'Statistics' });
    await waitFor(() => expect(stats).toHaveTextContent('Credits Used7'));
  });

  it('shows the same screen at /upload', async () => {
    renderApp('/upload', api);
    expect(await greeting()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload Files' })).toHaveAttribute('aria-current', 'page');
  });

  it('views a transcript in place and copies it', async () => {
    api.route('GET /api/transcriptions/tr-1', { body: transcriptionDetailFixture() });
    const user = userEvent.setup();
    const { router } = renderApp('/', api);
    await user.click(await screen.findByRole('button', { name: 'View team-meeting.mp3' }));
    const viewer = await screen.findByRole('dialog', { name: 'team-meeting.mp3' });
    expect(router.state.location.pathname).toBe('/');
    // The row has no text; the viewer shows it once the transcription itself has loaded.
    await waitFor(() => expect(within(viewer).getByRole('region', { name: 'Transcript' })).toHaveTextContent('Good morning everyone.'));
    await user.click(within(viewer).getByRole('button', { name: 'Copy Text' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toContain('Good morning everyone.');
  });
});

describe('header', () => {
  it('links an admin to the admin app, with a full page load', async () => {
    api.route('GET /api/auth/user', { body: userFixture({ role: 'admin' }) });
    renderApp('/', api);
    expect(await screen.findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/');
  });

  it('shows no admin link to other users', async () => {
    renderApp('/', api);
    await greeting();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it("leads a free user's RECORD (PRO) to billing", async () => {
    renderApp('/', api);
    await greeting();
    expect(screen.getByRole('link', { name: 'RECORD (PRO)' })).toHaveAttribute('href', '/billing');
  });

  it("brings a paid user's RECORD to the dashboard's screen recorder, from any page", async () => {
    api.route('GET /api/auth/user', { body: userFixture({ subscriptionPlan: 'pro', subscriptionStatus: 'active' }) });
    renderApp('/transcriptions', api);
    await screen.findByRole('heading', { level: 1, name: 'All Transcriptions' });
    await userEvent.click(screen.getByRole('button', { name: 'RECORD' }));
    const recorder = await screen.findByRole('region', { name: 'Screen Recorder' });
    await waitFor(() => expect(recorder.parentElement).toHaveFocus());
    // Pressed again from the dashboard, after focus moved on, it brings the recorder back.
    screen.getByRole('searchbox', { name: 'Search transcriptions' }).focus();
    await userEvent.click(screen.getByRole('button', { name: 'RECORD' }));
    await waitFor(() => expect(recorder.parentElement).toHaveFocus());
  });

  it('shows the screen recorder, and says so where the browser cannot record a screen', async () => {
    renderApp('/', api);
    await greeting();
    const recorder = screen.getByRole('region', { name: 'Screen Recorder' });
    // jsdom has neither getDisplayMedia nor MediaRecorder: no Start button that could do nothing.
    expect(await within(recorder).findByText('Screen recording is not available here')).toBeInTheDocument();
    expect(within(recorder).queryByRole('button', { name: 'Start Recording' })).toBeNull();
  });

  it('opens Account Settings, a finished page rather than a placeholder', async () => {
    renderApp('/settings', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('gives Translate (opened from the viewer) a page', async () => {
    api.route('GET /api/transcriptions/tr-1', { body: transcriptionDetailFixture() });
    api.route('GET /api/ai/status', { body: { writer: 'local', model: null, dailyLimit: 20, usedToday: 0 } });
    api.route('GET /api/translation-languages', {
      body: { source: 'en', languages: [{ code: 'es', name: 'Spanish', translator: 'apertium' }] },
    });
    renderApp('/translate/tr-1', api);
    expect(await screen.findByRole('heading', { level: 1, name: /^Translate/ })).toBeInTheDocument();
  });
});

describe('uploads', () => {
  it('uploads a file, follows it, and shows the new transcription', async () => {
    const fresh = transcriptionDetailFixture({
      id: 'tr-new',
      fileName: 'meeting.wav',
      status: 'processing',
      progress: 30,
      transcriptText: null,
    });
    let uploaded = false;
    let polls = 0;
    const { transcriptText: _text, segments: _segments, words: _words, ...freshRow } = fresh;
    api.route('GET /api/transcriptions', () => ({
      body: transcriptionPageFixture(uploaded ? [freshRow, ...transcriptionListFixture()] : transcriptionListFixture()),
    }));
    api.route('POST /api/transcriptions/upload', () => {
      uploaded = true;
      return { status: 201, body: { transcriptionId: 'tr-new' } };
    });
    api.route('GET /api/transcriptions/tr-new', () => {
      polls++;
      return { body: polls < 3 ? fresh : { ...fresh, status: 'completed', progress: 100, transcriptText: 'Hello.' } };
    });
    const user = userEvent.setup();
    renderApp('/upload', api);
    await greeting();
    await user.upload(screen.getByLabelText('Choose audio or video files'), wav());

    const uploads = await screen.findByRole('list', { name: 'Uploads' });
    expect(within(uploads).getByText('meeting.wav')).toBeInTheDocument();
    expect(await within(uploads).findByText(/^Processing\.\.\. \d+%$/)).toBeInTheDocument();
    // The upload made the list stale: the new row shows without a reload.
    expect(await within(screen.getByRole('table', { name: 'Recent transcriptions' })).findByText('meeting.wav')).toBeInTheDocument();
    expect(await within(uploads).findByText('Completed', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(requests('POST', '/api/transcriptions/upload')).toHaveLength(1);
  });

  it('refuses a file that is not audio or video, and one over 2 GB', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/', api);
    await greeting();
    const picker = screen.getByLabelText('Choose audio or video files');
    await user.upload(picker, new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Invalid File Type')).toBeInTheDocument();
    expect(screen.getByText('notes.pdf: Only audio and video files are supported.')).toBeInTheDocument();
    await user.upload(picker, sized(wav('huge.wav'), 3 * 1024 ** 3));
    expect(await screen.findByText('File too large')).toBeInTheDocument();
    expect(screen.getByText('huge.wav: Please select a file smaller than 2GB.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
    expect(requests('POST', '/api/transcriptions/upload')).toHaveLength(0);
  });

  it("notes a file over 100 MB with 'Large File Detected' while it uploads", async () => {
    // The resumable path starts with a pre-flight; holding its answer keeps the file uploading.
    api.route('GET /api/upload-large/health', () => new Promise(() => undefined));
    const user = userEvent.setup();
    renderApp('/', api);
    await greeting();
    await user.upload(screen.getByLabelText('Choose audio or video files'), sized(wav('conference.wav'), 150 * 1024 * 1024));
    expect(await screen.findByText('Large File Detected', { selector: '[data-slot="alert"] *' })).toBeInTheDocument();
    expect(screen.getAllByText(/conference\.wav: Processing may take longer and will use advanced chunking\./).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Remove conference.wav' }));
    expect(screen.queryByText('Large File Detected', { selector: '[data-slot="alert"] *' })).not.toBeInTheDocument();
  });

  it("on a 401: 'Unauthorized', then the sign-in page after 0.5 s", async () => {
    let signedIn = true;
    api.route('GET /api/auth/user', () => (signedIn ? { body: userFixture() } : apiError(401, 'UNAUTHORIZED', 'Sign in.')));
    api.route('POST /api/transcriptions/upload', () => {
      signedIn = false;
      return apiError(401, 'UNAUTHORIZED', 'Your session has ended.');
    });
    const user = userEvent.setup();
    const { router } = renderApp('/', api);
    await greeting();
    await user.upload(screen.getByLabelText('Choose audio or video files'), wav());
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    // In the toast and on the item.
    expect(screen.getAllByText('You are logged out. Logging in again...')).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
  });

  it("on an expired subscription: 'Subscription Required', then billing after 3 s", async () => {
    api.route('POST /api/transcriptions/upload', apiError(403, 'SUBSCRIPTION_EXPIRED', 'Forbidden'));
    const user = userEvent.setup();
    const { router } = renderApp('/', api);
    await greeting();
    await user.upload(screen.getByLabelText('Choose audio or video files'), wav());
    expect(await screen.findByText('Subscription Required')).toBeInTheDocument();
    expect(screen.getAllByText('Your subscription has expired. Please renew to continue.').length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing'), { timeout: 1500 });
  });
});

describe('live updates', () => {
  let socket: UpdatesSocket;

  beforeEach(async () => {
    socket = await startUpdatesSocket();
  });

  afterEach(async () => {
    await socket.close();
  });

  it('moves a row from processing to completed without a reload', async () => {
    const processing = transcriptionFixture({
      id: 'tr-7',
      fileName: 'interview.mp3',
      status: 'processing',
      progress: 20,
    });
    api.route('GET /api/transcriptions', { body: transcriptionPageFixture([processing]) });
    renderApp('/', api, { realtime: socket.realtime });
    const table = await screen.findByRole('table', { name: 'Recent transcriptions' });
    await socket.connected();
    expect(within(table).getByText('Processing 20%')).toBeInTheDocument();

    socket.broadcast({ type: 'transcription_update', id: 'tr-7', status: 'processing', progress: 60, errorMessage: null });
    expect(await within(table).findByText('Processing 60%')).toBeInTheDocument();

    api.route('GET /api/transcriptions', { body: transcriptionPageFixture([{ ...processing, status: 'completed', progress: 100 }]) });
    api.route('GET /api/stats', { body: { totalTranscriptions: 12, hoursTranscribed: 3.25, creditsUsed: 154 } });
    socket.broadcast({ type: 'transcription_update', id: 'tr-7', status: 'completed', progress: 100, errorMessage: null });
    expect(await within(table).findByText('Completed')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'View interview.mp3' })).toBeEnabled();
    // The stats are read again once the transcription completes: Credits Used is the ledger's new figure.
    expect(await screen.findByText('154')).toBeInTheDocument();
  });
});

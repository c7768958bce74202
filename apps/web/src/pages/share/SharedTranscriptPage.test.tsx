import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, blobText, captureDownloads, expectNoAxeViolations, type FakeApi, startFakeApi } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test-support/render-app';

let api: FakeApi;

const shared = (fields: Record<string, unknown> = {}) => ({
  fileName: 'board-meeting.mp3',
  createdAt: '2026-11-20T09:00:00.000Z',
  duration: 75,
  language: 'en',
  transcriptText: 'Good morning. We agreed on the budget.',
  segments: [
    { start: 0.5, end: 1.4, text: 'Good morning.', speaker: 'A' },
    { start: 2, end: 2.8, text: 'We agreed', speaker: 'B' },
  ],
  speakerNames: { A: 'Priya' },
  words: [
    { start: 0.5, end: 0.9, text: 'Good' },
    { start: 1, end: 1.4, text: 'morning.' },
    { start: 2, end: 2.3, text: 'We' },
    { start: 2.4, end: 2.8, text: 'agreed' },
  ],
  mediaAvailable: true,
  mimeType: 'audio/mpeg',
  ...fields,
});

beforeEach(async () => {
  api = await startFakeApi({
    'GET /api/auth/user': apiError(401, 'UNAUTHORIZED', 'Sign in first.'),
    'GET /api/shared/tok-1': { body: shared() },
  });
});

afterEach(async () => {
  await api.close();
});

describe('a shared transcript', () => {
  it('shows the transcript, the recording and the downloads to a visitor who is not signed in, and asks not to be indexed', async () => {
    const { container } = renderApp('/share/tok-1', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'board-meeting.mp3' })).toBeInTheDocument();
    const transcript = screen.getByRole('region', { name: 'Transcript' });
    expect(transcript).toHaveTextContent('Good morning.');
    expect(transcript).toHaveTextContent('We agreed');
    // Each speaker's turn under the name the owner gave it, or the engine's label; a visitor cannot rename.
    expect(screen.getByText('Priya')).toBeInTheDocument();
    expect(screen.getByText('Speaker B')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Rename/ })).not.toBeInTheDocument();
    const audio = screen.getByLabelText('Play board-meeting.mp3');
    expect(audio.getAttribute('src')).toContain('/api/shared/tok-1/audio');
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex'));
    expect(screen.queryByRole('link', { name: 'Sign Out' })).not.toBeInTheDocument();
    // Signing up from here comes back to this transcript.
    expect(screen.getByRole('link', { name: 'Transcribe your own recordings' })).toHaveAttribute('href', '/auth?next=%2Fshare%2Ftok-1');
    await expectNoAxeViolations(container);

    // A word plays the recording from where it is said (jsdom has no media playback: play only records the call).
    const play = vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    await userEvent.setup().click(screen.getByRole('button', { name: 'agreed, at 0:02.4' }));
    expect((audio as HTMLAudioElement).currentTime).toBeCloseTo(2.4, 1);
    expect(play).toHaveBeenCalled();
    play.mockRestore();
  });

  it('plays a shared screen recording as video, from its words', async () => {
    api.route('GET /api/shared/tok-1', { body: shared({ fileName: 'demo.webm', mimeType: 'video/webm' }) });
    const { container } = renderApp('/share/tok-1', api);
    await screen.findByRole('heading', { level: 1, name: 'demo.webm' });
    const video = screen.getByLabelText('Play demo.webm');
    expect(video).toBeInstanceOf(HTMLVideoElement);
    expect(container.querySelector('audio')).toBeNull();
    const play = vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    await userEvent.setup().click(screen.getByRole('button', { name: 'agreed, at 0:02.4' }));
    expect((video as HTMLVideoElement).currentTime).toBeCloseTo(2.4, 1);
    play.mockRestore();
  });

  it('says plainly when no speech was found, and still plays the recording', async () => {
    api.route('GET /api/shared/tok-1', { body: shared({ transcriptText: '', words: [], segments: [] }) });
    renderApp('/share/tok-1', api);
    expect(await screen.findByText('No speech was found in this recording.')).toBeInTheDocument();
    expect(screen.queryByText('No transcript available.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Play board-meeting.mp3')).toBeInTheDocument();
  });

  it('downloads an export through the link', async () => {
    const downloads = captureDownloads();
    api.route('GET /api/shared/tok-1/download', ({ query }) => ({
      body: `captions as ${query.get('format')}`,
      headers: { 'content-type': 'text/vtt', 'content-disposition': 'attachment; filename="board-meeting.vtt"' },
    }));
    const user = userEvent.setup();
    renderApp('/share/tok-1', api);
    await user.click(await screen.findByRole('button', { name: 'Download Web captions (.vtt)' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    expect(downloads.files[0]?.fileName).toBe('board-meeting.vtt');
    expect(await blobText(downloads.files[0]?.blob as Blob)).toBe('captions as vtt');
    downloads.stop();
  });

  it('has no player when the recording may not be played, and says plainly when the link no longer works', async () => {
    api.route('GET /api/shared/tok-1', { body: shared({ mediaAvailable: false }) });
    const { unmount } = renderApp('/share/tok-1', api);
    await screen.findByRole('heading', { level: 1, name: 'board-meeting.mp3' });
    expect(screen.queryByLabelText('Play board-meeting.mp3')).not.toBeInTheDocument();
    unmount();
    api.route('GET /api/shared/tok-1', apiError(404, 'SHARE_LINK_UNAVAILABLE', 'This link is no longer available.'));
    renderApp('/share/tok-1', api);
    expect(await screen.findByRole('heading', { name: 'This link is no longer available' })).toBeInTheDocument();
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { transcriptionDetailFixture, transcriptionFixture } from '../testing/transcription-fixture';
import { TranscriptViewer, type TranscriptViewerProps } from './TranscriptViewer';

function renderViewer(props: Partial<TranscriptViewerProps> = {}) {
  return render(<TranscriptViewer open onOpenChange={vi.fn()} transcription={transcriptionDetailFixture()} timeZone="UTC" {...props} />);
}

const unpunctuated = Array.from({ length: 100 }, (_, index) => `word${index}`).join(' ');

describe('TranscriptViewer', () => {
  it('shows the file name and the transcript in paragraphs', async () => {
    const { baseElement } = renderViewer();
    const dialog = screen.getByRole('dialog', { name: 'team-meeting.mp3' });
    expect(dialog).toHaveAccessibleDescription('12:34.3 · 5.2 MB · Mar 4, 2025');
    const transcript = within(dialog).getByRole('region', { name: 'Transcript' });
    const paragraphs = transcript.querySelectorAll('p');
    expect(Array.from(paragraphs, (p) => p.textContent)).toEqual([
      'Good morning everyone. Thanks for joining the weekly sync. Let us start with the roadmap.',
      'The upload work is done. The recorder ships next week.',
    ]);
    await expectNoAxeViolations(baseElement);
  });

  it('makes paragraphs of unpunctuated text', () => {
    renderViewer({ transcription: transcriptionDetailFixture({ transcriptText: unpunctuated }) });
    const paragraphs = screen.getByRole('region', { name: 'Transcript' }).querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]?.textContent?.split(' ')).toHaveLength(50);
  });

  it("says 'No transcript available.' and disables the text actions without text", async () => {
    const onSummarize = vi.fn();
    const { baseElement } = renderViewer({ transcription: transcriptionDetailFixture({ transcriptText: '  ' }), onSummarize });
    expect(screen.getByText('No transcript available.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Text' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Translate' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Summarize' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: /Translate/ })).not.toBeInTheDocument();
    await expectNoAxeViolations(baseElement);
  });

  it('links Translate to /translate/{id} in a new tab', () => {
    renderViewer({ transcription: transcriptionDetailFixture({ id: 'abc 1' }) });
    const link = screen.getByRole('link', { name: 'Translate (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/translate/abc%201');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('calls Summarize and Share with the transcription, and hides them without callbacks', async () => {
    const user = userEvent.setup();
    const onSummarize = vi.fn();
    const onShare = vi.fn();
    const transcription = transcriptionDetailFixture();
    const { rerender } = renderViewer({ transcription, onSummarize, onShare });
    await user.click(screen.getByRole('button', { name: 'Summarize' }));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(onSummarize).toHaveBeenCalledWith(transcription);
    expect(onShare).toHaveBeenCalledWith(transcription);
    rerender(<TranscriptViewer open onOpenChange={vi.fn()} transcription={transcription} />);
    expect(screen.queryByRole('button', { name: 'Summarize' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('copies the text to the clipboard and reports success', async () => {
    const user = userEvent.setup();
    const onCopied = vi.fn();
    const transcription = transcriptionDetailFixture();
    renderViewer({ transcription, onCopied });
    await user.click(screen.getByRole('button', { name: 'Copy Text' }));
    await waitFor(() => expect(onCopied).toHaveBeenCalledTimes(1));
    expect(await navigator.clipboard.readText()).toBe(transcription.transcriptText);
  });

  it('uses the caller’s copy and reports a failure so that the caller can toast Copy Failed', async () => {
    const user = userEvent.setup();
    const failure = new Error('Clipboard permission denied');
    const onCopy = vi.fn(() => Promise.reject(failure));
    const onCopied = vi.fn();
    const onCopyError = vi.fn();
    renderViewer({ onCopy, onCopied, onCopyError });
    await user.click(screen.getByRole('button', { name: 'Copy Text' }));
    await waitFor(() => expect(onCopyError).toHaveBeenCalledWith(failure));
    expect(onCopy).toHaveBeenCalledWith(transcriptionDetailFixture().transcriptText);
    expect(onCopied).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Copy Text' })).toBeEnabled();
  });

  it('reports a missing clipboard as a copy failure', async () => {
    const user = userEvent.setup();
    const onCopyError = vi.fn();
    renderViewer({ onCopyError });
    const clipboard = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');
    Object.defineProperty(window.navigator, 'clipboard', { value: undefined, configurable: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Copy Text' }));
      await waitFor(() => expect(onCopyError).toHaveBeenCalledTimes(1));
      expect(String(onCopyError.mock.calls[0]?.[0])).toContain('The clipboard is not available in this browser.');
    } finally {
      if (clipboard) Object.defineProperty(window.navigator, 'clipboard', clipboard);
    }
  });

  it('shows word timings on request', async () => {
    const user = userEvent.setup();
    const { baseElement } = renderViewer({ transcription: transcriptionDetailFixture() });
    const toggle = screen.getByRole('button', { name: 'Show word timings' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const region = screen.getByRole('region', { name: 'Transcript' });
    expect(region).toHaveAttribute('data-view', 'timed');
    const stamps = Array.from(region.querySelectorAll('time'), (time) => time.textContent);
    // 25 words at 0.45 s each; the second paragraph starts at the 16th word.
    expect(stamps).toEqual(['0:00.0', '0:06.8']);
    const words = region.querySelectorAll('[data-slot="timed-word"]');
    expect(words).toHaveLength(25);
    expect(words[1]).toHaveTextContent('morning');
    expect(words[1]).toHaveAttribute('title', '0:00.5');
    expect(Array.from(words, (word) => word.textContent).join(' ')).toBe(transcriptionDetailFixture().transcriptText);
    await expectNoAxeViolations(baseElement);
    await user.click(toggle);
    expect(region).toHaveAttribute('data-view', 'text');
  });

  it('plays the recording from a word or a paragraph, marks the spoken word, and answers K, J and L', async () => {
    const play = vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    const pause = vi.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    try {
      const user = userEvent.setup();
      const { baseElement } = renderViewer({ mediaUrl: '/api/transcriptions/tr-1/audio' });
      const audio = screen.getByLabelText('Play team-meeting.mp3') as HTMLAudioElement;
      expect(audio.getAttribute('src')).toBe('/api/transcriptions/tr-1/audio');
      // With the recording at hand the words are shown timed, and the toggle is not needed.
      expect(screen.queryByRole('button', { name: 'Show word timings' })).not.toBeInTheDocument();
      const region = screen.getByRole('region', { name: 'Transcript' });
      const words = region.querySelectorAll<HTMLElement>('[data-slot="timed-word"]');

      await user.click(words[3] as HTMLElement);
      expect(audio.currentTime).toBeCloseTo(1.35, 2);
      expect(play).toHaveBeenCalledTimes(1);
      expect(words[3]).toHaveAttribute('aria-current', 'true');

      await user.click(screen.getByRole('button', { name: 'Play from 0:06.8' }));
      expect(audio.currentTime).toBeCloseTo(6.75, 2);
      expect(words[15]).toHaveAttribute('aria-current', 'true');
      expect(words[3]).not.toHaveAttribute('aria-current');

      // As it plays, the spoken word follows the recording.
      audio.currentTime = 2.3;
      audio.dispatchEvent(new Event('timeupdate'));
      await waitFor(() => expect(words[5]).toHaveAttribute('aria-current', 'true'));

      region.focus();
      await user.keyboard('j');
      expect(audio.currentTime).toBe(0);
      await user.keyboard('l');
      expect(audio.currentTime).toBe(5);
      await user.keyboard('k');
      expect(play).toHaveBeenCalledTimes(3);
      await expectNoAxeViolations(baseElement);
    } finally {
      play.mockRestore();
      pause.mockRestore();
    }
  });

  it('offers no timing toggle without words', () => {
    renderViewer({ transcription: transcriptionDetailFixture({ words: [] }) });
    expect(screen.queryByRole('button', { name: 'Show word timings' })).not.toBeInTheDocument();
  });

  it('shows a skeleton while the transcript loads, and an error with Try again', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    const { rerender } = renderViewer({ transcription: transcriptionFixture(), loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading transcript...');
    expect(screen.queryByText('No transcript available.')).not.toBeInTheDocument();
    rerender(
      <TranscriptViewer
        open
        onOpenChange={vi.fn()}
        transcription={transcriptionDetailFixture({ transcriptText: null })}
        error="404: Not found"
        onReload={onReload}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the transcript');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onReload).toHaveBeenCalled();
  });

  it('closes on Escape through onOpenChange', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderViewer({ onOpenChange });
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('has a title while there is no transcription yet', () => {
    renderViewer({ transcription: null, loading: true });
    expect(screen.getByRole('dialog', { name: 'Transcript' })).toBeInTheDocument();
  });
});

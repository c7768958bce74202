import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MEETING_TURNS, speakerTranscriptFixture } from '../TranscriptBody/transcript-body-fixture';
import { expectNoAxeViolations } from '../testing/axe';
import { transcriptionDetailFixture, transcriptionFixture } from '../testing/transcription-fixture';
import { TranscriptViewer, type TranscriptViewerProps } from './TranscriptViewer';

function renderViewer(props: Partial<TranscriptViewerProps> = {}) {
  return render(<TranscriptViewer open onOpenChange={vi.fn()} transcription={transcriptionDetailFixture()} timeZone="UTC" {...props} />);
}

const meeting = speakerTranscriptFixture(MEETING_TURNS);
const meetingText = meeting.words.map((word) => word.text).join(' ');

/** Plays nothing in jsdom, but records that it was asked; the audio element's currentTime shows where from. */
function stubMedia() {
  const play = vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  const pause = vi.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  return {
    play,
    [Symbol.dispose]: () => {
      play.mockRestore();
      pause.mockRestore();
    },
  };
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
    const { baseElement } = renderViewer({
      transcription: transcriptionDetailFixture({ status: 'processing', transcriptText: null, words: [], segments: [] }),
      onSummarize,
    });
    expect(screen.getByText('No transcript available.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Text' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Translate' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Chat' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Summarize' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: /Translate/ })).not.toBeInTheDocument();
    await expectNoAxeViolations(baseElement);
  });

  it('says plainly that a completed transcription found no speech, and still plays the recording', async () => {
    const { baseElement } = renderViewer({
      transcription: transcriptionDetailFixture({ transcriptText: '', words: [], segments: [] }),
      mediaUrl: '/api/transcriptions/tr-1/audio',
    });
    expect(screen.getByText(/^No speech was found in this recording\. You can still play it above\./)).toBeInTheDocument();
    expect(screen.queryByText('No transcript available.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Play team-meeting.mp3')).toHaveAttribute('src', '/api/transcriptions/tr-1/audio');
    expect(screen.getByRole('button', { name: 'Copy Text' })).toBeDisabled();
    await expectNoAxeViolations(baseElement);
  });

  it('says no speech was found without a player once the recording is deleted', () => {
    renderViewer({ transcription: transcriptionDetailFixture({ transcriptText: '', words: [], segments: [], mediaAvailable: false }) });
    expect(screen.getByText('No speech was found in this recording. There was nothing to transcribe.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Play team-meeting.mp3')).not.toBeInTheDocument();
  });

  it('plays a video in a video player, and a word plays the video from there', async () => {
    using media = stubMedia();
    const user = userEvent.setup();
    const { baseElement } = renderViewer({
      transcription: transcriptionDetailFixture({ fileName: 'screen-recording.webm', mimeType: 'video/webm' }),
      mediaUrl: '/api/transcriptions/tr-1/audio',
    });
    const video = screen.getByLabelText('Play screen-recording.webm');
    expect(video).toBeInstanceOf(HTMLVideoElement);
    expect(video).toHaveAttribute('src', '/api/transcriptions/tr-1/audio');
    expect(baseElement.querySelector('audio')).toBeNull();
    const words = screen.getByRole('region', { name: 'Transcript' }).querySelectorAll<HTMLElement>('[data-slot="timed-word"]');
    await user.click(words[3] as HTMLElement);
    expect((video as HTMLVideoElement).currentTime).toBeCloseTo(1.35, 2);
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(words[3]).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(baseElement);
  });

  it('links Translate to /translate/{id} and Chat to /chat/{id}, each in a new tab', () => {
    renderViewer({ transcription: transcriptionDetailFixture({ id: 'abc 1' }) });
    for (const [name, href] of [
      ['Translate (opens in a new tab)', '/translate/abc%201'],
      ['Chat (opens in a new tab)', '/chat/abc%201'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
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

  it('opened from a search passage, plays from its start and marks the words it matched there', () => {
    using media = stubMedia();
    const searchMatch = { start: 6.75, end: 12, terms: ['upload', 'done'] };
    const { rerender } = renderViewer({ mediaUrl: '/api/transcriptions/tr-1/audio', searchMatch });
    const audio = screen.getByLabelText('Play team-meeting.mp3') as HTMLAudioElement;
    expect(audio.currentTime).toBeCloseTo(6.75, 2);
    expect(media.play).toHaveBeenCalledTimes(1);
    const region = screen.getByRole('region', { name: 'Transcript' });
    expect(Array.from(region.querySelectorAll('mark'), (mark) => mark.textContent)).toEqual(['upload', 'done.']);
    // Rendering again for the same passage (as at every spoken word) does not start it over.
    rerender(
      <TranscriptViewer
        open
        onOpenChange={vi.fn()}
        transcription={transcriptionDetailFixture()}
        timeZone="UTC"
        mediaUrl="/api/transcriptions/tr-1/audio"
        searchMatch={searchMatch}
      />,
    );
    expect(media.play).toHaveBeenCalledTimes(1);
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

  it('says which engine made the transcript, and that the local engine is a fast offline fallback with lower accuracy', () => {
    const { rerender } = renderViewer({ transcription: transcriptionDetailFixture({ engine: 'local' }) });
    expect(
      screen.getByText('Transcribed by the local engine (PocketSphinx), a fast offline fallback with lower accuracy.'),
    ).toBeInTheDocument();
    rerender(<TranscriptViewer open onOpenChange={vi.fn()} transcription={transcriptionDetailFixture({ engine: 'assemblyai' })} />);
    expect(screen.getByText('Transcribed by AssemblyAI.')).toBeInTheDocument();
    rerender(<TranscriptViewer open onOpenChange={vi.fn()} transcription={transcriptionDetailFixture({ engine: null })} />);
    expect(screen.queryByText(/^Transcribed by/)).not.toBeInTheDocument();
  });

  it("shows the engine's confidence with what it means, and nothing when the engine gave none", () => {
    const { rerender } = renderViewer({ transcription: transcriptionDetailFixture({ confidence: 0.938 }) });
    const figure = screen.getByText('94% confidence');
    expect(figure.parentElement).toHaveTextContent("94% confidence, from the speech engine's word confidences");
    rerender(<TranscriptViewer open onOpenChange={vi.fn()} transcription={transcriptionDetailFixture({ confidence: null })} />);
    expect(screen.queryByText(/% confidence/)).not.toBeInTheDocument();
  });

  it('groups the transcript by speaker, marks unsure words, and renames a speaker without closing on Escape', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const onRenameSpeaker = vi.fn(() => Promise.resolve());
    const transcription = transcriptionDetailFixture({ ...meeting, transcriptText: meetingText, speakerNames: { A: 'Priya' } });
    const { baseElement } = renderViewer({ transcription, onOpenChange, onRenameSpeaker });
    const region = screen.getByRole('region', { name: 'Transcript' });
    expect(Array.from(region.querySelectorAll('[data-slot="speaker"]'), (name) => name.textContent)).toEqual([
      'Priya',
      'Speaker B',
      'Priya',
      'Speaker B',
    ]);
    expect(region.querySelectorAll('[data-low-confidence]')).toHaveLength(3);
    expect(within(region).getByText(/words are ones the engine was unsure of/)).toBeInTheDocument();
    await expectNoAxeViolations(baseElement);

    await user.click(screen.getAllByRole('button', { name: 'Rename Speaker B' })[0] as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Speaker name' })).not.toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();

    await user.click(screen.getAllByRole('button', { name: 'Rename Speaker B' })[1] as HTMLElement);
    await user.clear(screen.getByRole('textbox', { name: 'Speaker name' }));
    await user.type(screen.getByRole('textbox', { name: 'Speaker name' }), 'Sam{Enter}');
    expect(onRenameSpeaker).toHaveBeenCalledWith('B', 'Sam');
  });

  it('moves through the words by keyboard and plays from the focused word, with K, J and L still working there', async () => {
    using media = stubMedia();
    const user = userEvent.setup();
    renderViewer({ mediaUrl: '/api/transcriptions/tr-1/audio' });
    const audio = screen.getByLabelText('Play team-meeting.mp3') as HTMLAudioElement;
    const region = screen.getByRole('region', { name: 'Transcript' });
    const words = region.querySelectorAll<HTMLElement>('[data-slot="timed-word"]');
    expect(words[1]).toHaveAccessibleName('morning, at 0:00.5');

    region.focus();
    await user.tab();
    await user.tab();
    expect(words[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    expect(words[3]).toHaveFocus();
    expect(audio.currentTime).toBeCloseTo(1.35, 2);
    expect(words[3]).toHaveAttribute('aria-current', 'true');
    expect(media.play).toHaveBeenCalledTimes(1);

    await user.keyboard('{End} ');
    expect(words[14]).toHaveFocus();
    expect(audio.currentTime).toBeCloseTo(6.3, 2);

    await user.keyboard('l');
    expect(audio.currentTime).toBeCloseTo(11.3, 2);
    await user.keyboard('k');
    expect(media.play).toHaveBeenCalledTimes(3);
  });

  it('is read-only without the callbacks', () => {
    renderViewer({
      transcription: transcriptionDetailFixture({ ...meeting, transcriptText: meetingText, version: 2 }),
      mediaUrl: '/api/transcriptions/tr-1/audio',
    });
    expect(screen.queryByRole('button', { name: 'Edit text' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo last edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Rename/ })).not.toBeInTheDocument();
  });

  it('renames the file in place: Enter saves, Escape cancels without closing, a refusal keeps the typed name', async () => {
    const user = userEvent.setup();
    const onRenameFile = vi.fn((_name: string) => Promise.resolve());
    const onOpenChange = vi.fn();
    renderViewer({ transcription: transcriptionDetailFixture(), onRenameFile, onOpenChange });
    await user.click(screen.getByRole('button', { name: 'Rename team-meeting.mp3' }));
    const field = screen.getByRole('textbox', { name: 'File name' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('team-meeting.mp3');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'File name' })).not.toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Rename team-meeting.mp3' }));
    await user.clear(screen.getByRole('textbox', { name: 'File name' }));
    await user.keyboard('  weekly sync.mp3  {Enter}');
    expect(onRenameFile).toHaveBeenCalledWith('weekly sync.mp3');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'File name' })).not.toBeInTheDocument());

    onRenameFile.mockImplementationOnce(() => Promise.reject(new Error('File name is required')));
    await user.click(screen.getByRole('button', { name: 'Rename team-meeting.mp3' }));
    await user.clear(screen.getByRole('textbox', { name: 'File name' }));
    await user.keyboard('x.mp3{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('File name is required');
    expect(screen.getByRole('textbox', { name: 'File name' })).toHaveValue('x.mp3');
    // A blank name is refused before it is sent.
    await user.clear(screen.getByRole('textbox', { name: 'File name' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('File name is required');
    expect(onRenameFile).toHaveBeenCalledTimes(2);
  });

  describe('editing', () => {
    it('edits a paragraph: the edit carries the span, the new text and the version it was made on', async () => {
      const user = userEvent.setup();
      const onEdit = vi.fn(() => Promise.resolve());
      const onOpenChange = vi.fn();
      const { baseElement } = renderViewer({ transcription: transcriptionDetailFixture({ version: 3 }), onEdit, onOpenChange });
      const toggle = screen.getByRole('button', { name: 'Edit text' });
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await user.click(toggle);
      expect(screen.getByRole('button', { name: 'Done editing' })).toHaveAttribute('aria-pressed', 'true');
      await expectNoAxeViolations(baseElement);

      await user.click(screen.getByRole('button', { name: /^Edit paragraph: The upload work/ }));
      const field = screen.getByRole('textbox', { name: 'Paragraph at 0:06.8' });
      expect(field).toHaveValue('The upload work is done. The recorder ships next week.');
      // Escape cancels the edit and leaves the dialog open.
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(onOpenChange).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: /^Edit paragraph: The upload work/ }));
      await user.clear(screen.getByRole('textbox'));
      await user.type(screen.getByRole('textbox'), 'The upload work is finished. The recorder ships next week.');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(onEdit).toHaveBeenCalledWith({
        start: 15,
        end: 25,
        text: 'The upload work is finished. The recorder ships next week.',
        version: 3,
      });
      await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());

      await user.click(screen.getByRole('button', { name: 'Done editing' }));
      expect(screen.queryByRole('button', { name: /^Edit paragraph/ })).not.toBeInTheDocument();
    });

    it('keeps the text with an alert when saving fails, and closes unchanged text without saving', async () => {
      const user = userEvent.setup();
      const onEdit = vi.fn(() => Promise.reject(new Error('Someone else edited this transcript. Reload to see it.')));
      renderViewer({ onEdit });
      await user.click(screen.getByRole('button', { name: 'Edit text' }));
      await user.click(screen.getByRole('button', { name: /^Edit paragraph: Good morning/ }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(onEdit).not.toHaveBeenCalled();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: /^Edit paragraph: Good morning/ }));
      await user.type(screen.getByRole('textbox'), ' Welcome.');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Someone else edited this transcript.');
      expect(screen.getByRole('textbox')).toHaveValue(
        `${transcriptionDetailFixture().transcriptText?.split(' ').slice(0, 15).join(' ')} Welcome.`,
      );
    });

    it('keeps the player working outside the paragraph being edited', async () => {
      using media = stubMedia();
      const user = userEvent.setup();
      renderViewer({ mediaUrl: '/api/transcriptions/tr-1/audio', onEdit: vi.fn(() => Promise.resolve()) });
      const audio = screen.getByLabelText('Play team-meeting.mp3') as HTMLAudioElement;
      await user.click(screen.getByRole('button', { name: 'Edit text' }));
      await user.click(screen.getByRole('button', { name: /^Edit paragraph: Good morning/ }));
      // Typing K in the editor is a letter, not the player's key.
      await user.type(screen.getByRole('textbox'), 'k');
      expect(media.play).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Play from 0:06.8' }));
      expect(audio.currentTime).toBeCloseTo(6.75, 2);
      expect(media.play).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('textbox')).toBeInTheDocument();
    });

    it('offers Undo only while there are edits, and reports a failure', async () => {
      const user = userEvent.setup();
      let settle: () => void = () => undefined;
      const onUndo = vi.fn(
        () =>
          new Promise<void>((resolve) => {
            settle = () => resolve();
          }),
      );
      const { rerender } = renderViewer({ transcription: transcriptionDetailFixture({ version: 0 }), onUndo });
      expect(screen.queryByRole('button', { name: 'Undo last edit' })).not.toBeInTheDocument();

      const props = { open: true, onOpenChange: vi.fn(), onUndo, timeZone: 'UTC' };
      rerender(<TranscriptViewer {...props} transcription={transcriptionDetailFixture({ version: 1 })} />);
      const undo = screen.getByRole('button', { name: 'Undo last edit' });
      await user.click(undo);
      expect(onUndo).toHaveBeenCalledTimes(1);
      expect(undo).toHaveAttribute('aria-busy', 'true');
      settle();
      await waitFor(() => expect(undo).not.toHaveAttribute('aria-busy'));

      onUndo.mockImplementationOnce(() => Promise.reject(new Error('Nothing to undo')));
      await user.click(undo);
      expect(await screen.findByRole('alert')).toHaveTextContent('Nothing to undo');
    });
  });
});

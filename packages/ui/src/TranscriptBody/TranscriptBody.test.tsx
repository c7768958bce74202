import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { TranscriptBody, type TranscriptBodyProps } from './TranscriptBody';
import { applyEditFixture, MEETING_TURNS, speakerTranscriptFixture } from './transcript-body-fixture';
import type { TranscriptPlayback } from './use-transcript-playback';

const meeting = speakerTranscriptFixture(MEETING_TURNS);

function renderBody(props: Partial<TranscriptBodyProps> = {}) {
  const all: TranscriptBodyProps = { words: meeting.words, segments: meeting.segments, speakerNames: {}, playback: null, ...props };
  const view = render(
    <main>
      <TranscriptBody {...all} />
    </main>,
  );
  const rerender = (next: Partial<TranscriptBodyProps>) =>
    view.rerender(
      <main>
        <TranscriptBody {...all} {...next} />
      </main>,
    );
  return { ...view, rerender };
}

/** A player that records where it was asked to play from, for the body on its own (the viewer's tests use a real one). */
function fakePlayback(activeIndex = -1): TranscriptPlayback {
  return {
    mediaRef: vi.fn(),
    activeIndex,
    onTimeUpdate: vi.fn(),
    playFrom: vi.fn(),
    togglePlay: vi.fn(),
    skip: vi.fn(),
  };
}

const paragraphsOf = (container: HTMLElement) => Array.from(container.querySelectorAll<HTMLElement>('[data-slot="transcript-paragraph"]'));

describe('TranscriptBody', () => {
  it('groups paragraphs by speaker turn and names the speaker over the first paragraph of each turn', async () => {
    const { container } = renderBody({ speakerNames: { A: 'Priya' } });
    const paragraphs = paragraphsOf(container);
    expect(paragraphs.map((paragraph) => paragraph.dataset.speaker)).toEqual(['A', 'B', 'B', 'A', 'B']);
    expect(paragraphs.map((paragraph) => paragraph.querySelector('p')?.textContent)).toEqual([
      'Good morning everyone. Thanks for joining the weekly sync. Let us start with the roadmap. (unsure)',
      'Thanks Priya. The upload work is done.',
      'Chunked (unsure) uploads resume after a dropped connection. Large files are fine.',
      'Great. What about the recorder? When does it ship?',
      'The recorder ships next week, after the Safari (unsure) fixes.',
    ]);
    // The name shows where a turn opens, not over the turn's second paragraph.
    const names = paragraphs.map((paragraph) => paragraph.querySelector('[data-slot="speaker"]')?.textContent ?? null);
    expect(names).toEqual(['Priya', 'Speaker B', null, 'Priya', 'Speaker B']);
    // Read-only: no rename buttons.
    expect(screen.queryByRole('button', { name: /Rename/ })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('breaks paragraphs where the engine marked them (the local engine’s long pauses)', () => {
    const sentences = ['One here.', 'Two here.', 'Three here.', 'Four here.', 'Five here.'];
    const words = sentences.flatMap((sentence, index) =>
      sentence.split(' ').map((text, at) => ({ text, start: index * 2 + at * 0.5, end: index * 2 + at * 0.5 + 0.4 })),
    );
    const segments = sentences.map((text, index) => ({
      start: index * 2,
      end: index * 2 + 0.9,
      text,
      ...(index === 0 || index === 4 ? { paragraphStart: true } : {}),
    }));
    const { container } = renderBody({ words, segments });
    expect(paragraphsOf(container).map((paragraph) => paragraph.querySelector('p')?.textContent)).toEqual([
      'One here. Two here. Three here. Four here.',
      'Five here.',
    ]);
  });

  it('shows plain paragraphs for a text-only transcript', () => {
    const { container } = renderBody({ words: [], segments: [], text: 'One. Two. Three. Four.' });
    expect(Array.from(container.querySelectorAll('p'), (p) => p.textContent)).toEqual(['One. Two.', 'Three. Four.']);
    expect(container.querySelector('[data-slot="transcript-paragraph"]')).toBeNull();
  });

  it('marks the words the engine was unsure of, with a legend only when there are some', () => {
    const { container, rerender } = renderBody();
    const marked = Array.from(container.querySelectorAll<HTMLElement>('[data-low-confidence]'));
    expect(marked.map((word) => word.firstChild?.textContent)).toEqual(['roadmap.', 'Chunked', 'Safari']);
    expect(marked[0]).toHaveAttribute('title', 'The speech engine was unsure of this word');
    expect(screen.getByText(/words are ones the engine was unsure of/)).toHaveTextContent(
      'Underlined words are ones the engine was unsure of.',
    );

    // In the timed view the word's name says so, next to its time.
    rerender({ timed: true });
    const chunked = container.querySelector<HTMLElement>('[data-word-index="22"]');
    expect(chunked).toHaveAttribute('data-low-confidence');
    expect(chunked).toHaveTextContent('Chunked (unsure)');
    expect(chunked).toHaveAccessibleDescription('at 0:09.9');
    rerender({ playback: fakePlayback() });
    expect(container.querySelector('[data-word-index="22"]')).toHaveAccessibleName('Chunked (unsure), at 0:09.9');

    const sure = meeting.words.map((word) => ({ ...word, confidence: 0.9 }));
    rerender({ words: sure, timed: false });
    expect(container.querySelector('[data-low-confidence]')).toBeNull();
    expect(screen.queryByText(/engine was unsure/)).not.toBeInTheDocument();
  });

  it('renames a speaker: Enter saves, every turn takes the new name, Escape cancels', async () => {
    const user = userEvent.setup();
    const onRenameSpeaker = vi.fn(() => Promise.resolve());
    const { container, rerender } = renderBody({ speakerNames: { A: 'Priya' }, onRenameSpeaker });
    expect(screen.getAllByRole('button', { name: 'Rename Priya' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Rename Speaker B' })).toHaveLength(2);

    await user.click(screen.getAllByRole('button', { name: 'Rename Speaker B' })[0] as HTMLElement);
    const field = screen.getByRole('textbox', { name: 'Speaker name' });
    expect(field).toHaveValue('Speaker B');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('maxLength', '60');
    await expectNoAxeViolations(container);
    await user.clear(field);
    await user.type(field, 'Sam{Enter}');
    expect(onRenameSpeaker).toHaveBeenCalledWith('B', 'Sam');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Speaker name' })).not.toBeInTheDocument());

    // The parent saves the name into speakerNames: each of Sam's turns shows it.
    rerender({ speakerNames: { A: 'Priya', B: 'Sam' }, onRenameSpeaker });
    expect(screen.getAllByRole('button', { name: 'Rename Sam' })).toHaveLength(2);

    await user.click(screen.getAllByRole('button', { name: 'Rename Priya' })[1] as HTMLElement);
    await user.type(screen.getByRole('textbox', { name: 'Speaker name' }), ' Shah');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Speaker name' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Rename Priya' })[1]).toHaveFocus();
    expect(onRenameSpeaker).toHaveBeenCalledTimes(1);
  });

  it('resets a cleared name to "Speaker A", closes without a call when unchanged, and keeps the field when renaming fails', async () => {
    const user = userEvent.setup();
    const onRenameSpeaker = vi.fn<(label: string, name: string) => Promise<void>>(() => Promise.resolve());
    renderBody({ speakerNames: { A: 'Priya' }, onRenameSpeaker });

    await user.click(screen.getAllByRole('button', { name: 'Rename Priya' })[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onRenameSpeaker).not.toHaveBeenCalled();

    await user.click(screen.getAllByRole('button', { name: 'Rename Priya' })[0] as HTMLElement);
    await user.clear(screen.getByRole('textbox', { name: 'Speaker name' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onRenameSpeaker).toHaveBeenLastCalledWith('A', '');

    onRenameSpeaker.mockImplementation(() => Promise.reject(new Error('A speaker name must be at most 60 characters')));
    await user.click(screen.getAllByRole('button', { name: 'Rename Priya' })[0] as HTMLElement);
    const field = screen.getByRole('textbox', { name: 'Speaker name' });
    await user.clear(field);
    await user.type(field, 'Dr Priya');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A speaker name must be at most 60 characters');
    expect(field).toHaveValue('Dr Priya');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('gives the words one tab stop: arrows move word by word, Home and End to the paragraph ends, Enter and Space play', async () => {
    const user = userEvent.setup();
    const playback = fakePlayback();
    const { container } = renderBody({ playback });
    const words = Array.from(container.querySelectorAll<HTMLElement>('[data-slot="timed-word"]'));
    expect(words).toHaveLength(51);
    expect(words.filter((word) => word.tabIndex === 0)).toEqual([words[0]]);
    expect(words[1]).toHaveAccessibleName('morning, at 0:00.5');
    expect(words[1]).toHaveAttribute('role', 'button');

    // Past the first paragraph's time (a button that plays from there), to the words.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Play from 0:00.0' })).toHaveFocus();
    await user.tab();
    expect(words[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(words[2]).toHaveFocus();
    expect(words.filter((word) => word.tabIndex === 0)).toEqual([words[2]]);
    await user.keyboard('{End}');
    expect(words[14]).toHaveFocus();
    // Past a paragraph's end, into the next.
    await user.keyboard('{ArrowRight}');
    expect(words[15]).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Home}');
    expect(words[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(words[0]).toHaveFocus();

    await user.keyboard('{ArrowRight}{Enter}');
    expect(playback.playFrom).toHaveBeenLastCalledWith(0.45);
    await user.keyboard('{ArrowRight} ');
    expect(playback.playFrom).toHaveBeenLastCalledWith(0.9);
    // A tap or a click plays from the word too.
    await user.click(words[22] as HTMLElement);
    expect(playback.playFrom).toHaveBeenLastCalledWith(22 * 0.45);

    // Tabbing away and back lands on the word last used; the next Tab leaves the words.
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Play from 0:09.9' })).toHaveFocus();
    await user.tab();
    expect(words[22]).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Play from 0:14.9' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(words[22]).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('keeps words reachable with their times when there is nothing to play', async () => {
    const user = userEvent.setup();
    const { container } = renderBody({ timed: true });
    const words = container.querySelectorAll<HTMLElement>('[data-slot="timed-word"]');
    expect(words[3]).toHaveTextContent('Thanks');
    expect(words[3]).toHaveAccessibleDescription('at 0:01.4');
    expect(words[3]).not.toHaveAttribute('role');
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(words[1]).toHaveFocus();
    // Paragraph times are plain text without a player.
    expect(screen.queryByRole('button', { name: /Play from/ })).not.toBeInTheDocument();
    expect(Array.from(container.querySelectorAll('time'), (time) => time.textContent)).toEqual([
      '0:00.0',
      '0:06.8',
      '0:09.9',
      '0:14.9',
      '0:18.9',
    ]);
    await expectNoAxeViolations(container);
  });

  it('marks the spoken word as the recording plays', () => {
    const { container, rerender } = renderBody({ playback: fakePlayback(3) });
    const words = container.querySelectorAll<HTMLElement>('[data-slot="timed-word"]');
    expect(words[3]).toHaveAttribute('aria-current', 'true');
    rerender({ playback: fakePlayback(16) });
    expect(words[3]).not.toHaveAttribute('aria-current');
    expect(words[16]).toHaveAttribute('aria-current', 'true');
  });

  describe('edit mode', () => {
    const firstParagraph = 'Good morning everyone. Thanks for joining the weekly sync. Let us start with the roadmap.';

    it('opens a paragraph in an editor and saves the changed words as an edit of its span', async () => {
      const user = userEvent.setup();
      const onEdit = vi.fn(() => Promise.resolve());
      const { container } = renderBody({ editing: true, onEdit, timed: true });
      // In edit mode the words are not controls of their own: the paragraph is.
      expect(container.querySelector('[data-word-index]')).toBeNull();
      const paragraph = screen.getByRole('button', { name: /^Edit paragraph: Thanks Priya/ });
      await expectNoAxeViolations(container);
      await user.click(paragraph);

      const field = screen.getByRole('textbox', { name: 'Paragraph at 0:06.8' });
      expect(field).toHaveValue('Thanks Priya. The upload work is done.');
      expect(field).toHaveFocus();
      // One paragraph at a time: the others are plain text while it is open.
      expect(screen.queryByRole('button', { name: /^Edit paragraph/ })).not.toBeInTheDocument();
      await expectNoAxeViolations(container);

      await user.clear(field);
      await user.type(field, 'Thanks Priya. The upload work is finished.');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(onEdit).toHaveBeenCalledWith({ start: 15, end: 22, text: 'Thanks Priya. The upload work is finished.' });
      await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: /^Edit paragraph: Thanks Priya/ })).toHaveFocus();
    });

    it('opens with Enter, saves with Ctrl+Enter, cancels with Escape or Cancel, and closes unchanged text without a call', async () => {
      const user = userEvent.setup();
      const onEdit = vi.fn(() => Promise.resolve());
      renderBody({ editing: true, onEdit });
      const paragraph = screen.getByRole('button', { name: `Edit paragraph: ${firstParagraph} (unsure)` });
      paragraph.focus();
      await user.keyboard('{Enter}');
      const field = screen.getByRole('textbox', { name: 'Paragraph at 0:00.0' });
      expect(field).toHaveValue(firstParagraph);
      await user.type(field, ' Extra');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(onEdit).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: /^Edit paragraph: Great/ }));
      await user.type(screen.getByRole('textbox'), ' Soon');
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(onEdit).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: /^Edit paragraph: Great/ }));
      await user.keyboard('{Control>}{Enter}{/Control}');
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(onEdit).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: /^Edit paragraph: Great/ }));
      await user.type(
        screen.getByRole('textbox'),
        '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}land?{Control>}{Enter}{/Control}',
      );
      expect(onEdit).toHaveBeenCalledWith({ start: 33, end: 42, text: 'Great. What about the recorder? When does it land?' });
    });

    it('keeps the text and says why when saving fails', async () => {
      const user = userEvent.setup();
      const onEdit = vi.fn(() => Promise.reject(new Error('The transcript changed since you opened it. Reload and try again.')));
      renderBody({ editing: true, onEdit });
      await user.click(screen.getByRole('button', { name: /^Edit paragraph: The recorder ships/ }));
      const field = screen.getByRole('textbox');
      await user.clear(field);
      await user.type(field, 'The recorder ships on Monday.');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The transcript changed since you opened it.');
      expect(field).toHaveValue('The recorder ships on Monday.');
      expect(within(field.closest('form') as HTMLElement).getByRole('button', { name: 'Save' })).toBeEnabled();
    });

    it('closes the editor when edit mode ends', async () => {
      const user = userEvent.setup();
      const onEdit = vi.fn(() => Promise.resolve());
      const { rerender } = renderBody({ editing: true, onEdit });
      await user.click(screen.getByRole('button', { name: /^Edit paragraph: Great/ }));
      expect(screen.getByRole('textbox')).toBeInTheDocument();
      rerender({ editing: false, onEdit });
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Edit paragraph/ })).not.toBeInTheDocument();
    });

    it('closes the editor when the words change under it, so an edit never lands on the wrong words', async () => {
      const user = userEvent.setup();
      const onEdit = vi.fn(() => Promise.resolve());
      const { rerender } = renderBody({ editing: true, onEdit });
      await user.click(screen.getByRole('button', { name: /^Edit paragraph: The recorder ships/ }));
      // A new render with the same words keeps it open.
      rerender({ editing: true, onEdit, speakerNames: { A: 'Priya' } });
      expect(screen.getByRole('textbox')).toBeInTheDocument();
      // An undo elsewhere changes the words before the paragraph: it closes.
      rerender({ editing: true, onEdit, words: applyEditFixture(meeting.words, { start: 0, end: 1, text: 'Hello' }) });
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    });
  });
});

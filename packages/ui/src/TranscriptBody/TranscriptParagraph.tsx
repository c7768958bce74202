import type { TimedParagraph, TranscriptWord } from '@verbatim/core-sdk/contracts';
import { isLowConfidence } from '@verbatim/core-sdk/contracts';
import { memo, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { formatDuration } from '../lib/format';
import { ParagraphEditor } from './ParagraphEditor';
import { SpeakerName } from './SpeakerName';

/**
 * Where a paragraph stands in edit mode: not in it; a button that opens the editor; open in the editor; or plain
 * text because another paragraph is open (one at a time, so an unsaved edit is never dropped by a stray click).
 */
export type ParagraphEditState = 'none' | 'editable' | 'open' | 'locked';

export interface TranscriptParagraphProps {
  paragraph: TimedParagraph<TranscriptWord>;
  /** Shown over the first paragraph of a speaker's turn: the label, its display name and the name the owner gave. */
  speakerLabel: string | null;
  speakerName: string;
  speakerGivenName: string;
  /** Start times shown, and words reachable by keyboard with their times. */
  timed: boolean;
  /** The recording can be played: words and the start time are controls that play from there. */
  playable: boolean;
  /** The word being spoken, among all the words (-1 for none). */
  activeIndex: number;
  /** The word that holds the transcript's one tab stop, among all the words (-1 when words take no focus). */
  tabStop: number;
  /** Unique to the transcript: the ids of the words' time descriptions start with it. */
  idBase: string;
  /** Words a search found (indices among all the words), drawn marked. */
  marked: ReadonlySet<number>;
  editState: ParagraphEditState;
  // The callbacks below are stable for the transcript's lifetime, so they never make a paragraph render again.
  playFrom: (seconds: number) => void;
  renameSpeaker: ((label: string, name: string) => Promise<void>) | undefined;
  openEditor: (offset: number) => void;
  saveEdit: (offset: number, count: number, text: string) => Promise<void>;
  closeEditor: () => void;
}

export const LOW_CONFIDENCE_MARK = 'underline decoration-amber-500 decoration-dotted decoration-2 underline-offset-4';
const UNSURE = 'The speech engine was unsure of this word';
export const SEARCH_MATCH_MARK = 'rounded-sm bg-yellow-200 text-foreground dark:bg-yellow-500/40';

/** A word a search found, marked as the results page marked it. */
function searchMatch(content: ReactNode, key?: number): ReactNode {
  return (
    <mark key={key} data-slot="search-match" className={SEARCH_MATCH_MARK}>
      {content}
    </mark>
  );
}

/** A word as plain text, or, when the engine was unsure of it, marked and saying so. */
function plainWord(word: TranscriptWord, index: number): ReactNode {
  if (!isLowConfidence(word)) return word.text;
  return (
    <span key={index} data-low-confidence="" title={UNSURE} className={LOW_CONFIDENCE_MARK}>
      {word.text}
      <span className="sr-only select-none"> (unsure)</span>
    </span>
  );
}

function wordsAsText(words: readonly TranscriptWord[], offset: number, marked: ReadonlySet<number>): ReactNode[] {
  return words.flatMap((word, index) => {
    const shown = marked.has(offset + index) ? searchMatch(plainWord(word, index), index) : plainWord(word, index);
    return index === 0 ? [shown] : [' ', shown];
  });
}

/**
 * A paragraph of a word-timed transcript: the speaker's name when it opens a turn, its start time (a button that
 * plays from there when the recording is at hand), and its words. In the timed view each word carries its time and,
 * when nothing is being edited, takes part in the transcript's single tab stop; the word being spoken is marked.
 * In edit mode the paragraph itself is the control that opens the editor.
 */
function TranscriptParagraphView({
  paragraph,
  speakerLabel,
  speakerName,
  speakerGivenName,
  timed,
  playable,
  activeIndex,
  tabStop,
  idBase,
  marked,
  editState,
  playFrom,
  renameSpeaker,
  openEditor,
  saveEdit,
  closeEditor,
}: TranscriptParagraphProps) {
  const { words, offset } = paragraph;
  const start = words[0]?.start ?? 0;
  const startLabel = formatDuration(start);
  // Words are controls only outside edit mode: inside it the paragraph is the control, and controls do not nest.
  const interactive = timed && editState === 'none';

  const timedWords = () =>
    words.map((word, index) => {
      const wordIndex = offset + index;
      const active = wordIndex === activeIndex;
      const unsure = isLowConfidence(word);
      const time = formatDuration(word.start);
      // A word that plays is a button named with its time (a span with the role, not a <button>, so the transcript's
      // text can still be selected and copied). One that only shows its time is a plain focusable word described by
      // its time, which a screen reader says on focus but not while reading the text through.
      const named = interactive && playable;
      const describedBy = interactive && !playable ? `${idBase}-${wordIndex}` : undefined;
      return (
        // biome-ignore lint/suspicious/noArrayIndexKey: two words can start at the same time; their order is their identity
        <span key={`${word.start}-${index}`}>
          {index > 0 && ' '}
          <span
            data-slot="timed-word"
            // Keyboard, click and focus are handled once for the whole transcript, found by this index.
            data-word-index={interactive ? wordIndex : undefined}
            data-active={active || undefined}
            data-low-confidence={unsure ? '' : undefined}
            aria-current={active || undefined}
            tabIndex={interactive ? (wordIndex === tabStop ? 0 : -1) : undefined}
            {...(named ? { role: 'button', 'aria-label': `${word.text}${unsure ? ' (unsure)' : ''}, at ${time}` } : {})}
            aria-describedby={describedBy}
            title={unsure ? `${time} · ${UNSURE.toLowerCase()}` : time}
            className={cn(
              'rounded-sm',
              interactive && 'hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
              named && 'cursor-pointer',
              unsure && LOW_CONFIDENCE_MARK,
              active && 'bg-primary/15 text-foreground',
            )}
          >
            {marked.has(wordIndex) ? searchMatch(word.text) : word.text}
            {unsure && !named && <span className="sr-only select-none"> (unsure)</span>}
          </span>
          {describedBy && (
            <span id={describedBy} hidden>
              at {time}
            </span>
          )}
        </span>
      );
    });
  const content = timed ? timedWords() : wordsAsText(words, offset, marked);

  const body =
    editState === 'open' ? (
      <ParagraphEditor
        initialText={words.map((word) => word.text).join(' ')}
        label={`Paragraph at ${startLabel}`}
        onSave={(text) => saveEdit(offset, words.length, text)}
        onCancel={closeEditor}
      />
    ) : editState === 'editable' ? (
      <button
        type="button"
        data-slot="editable-paragraph"
        onClick={() => openEditor(offset)}
        className={cn(
          '-mx-1.5 block w-[calc(100%+0.75rem)] cursor-text rounded-md px-1.5 text-left ring-1 ring-transparent hover:bg-accent/60 hover:ring-border',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        )}
      >
        {/* The paragraph's text is its name, so a screen reader hears what it would edit. */}
        <span className="sr-only select-none">Edit paragraph: </span>
        {content}
      </button>
    ) : (
      <p>{content}</p>
    );

  const time = (
    <time dateTime={`PT${start.toFixed(1)}S`} className="font-mono tabular-nums">
      {startLabel}
    </time>
  );
  return (
    <div
      data-slot="transcript-paragraph"
      data-paragraph-offset={offset}
      data-speaker={speakerLabel ?? undefined}
      data-editing={editState === 'open' || undefined}
      className="grid gap-1"
    >
      {paragraph.opensTurn && speakerLabel !== null && (
        <div data-slot="speaker" className={cn('min-w-0', timed && 'sm:pl-[5.25rem]')}>
          <SpeakerName label={speakerLabel} name={speakerName} givenName={speakerGivenName} onRename={renameSpeaker} />
        </div>
      )}
      {timed ? (
        <div data-slot="timed-paragraph" className="grid min-w-0 gap-1 sm:grid-cols-[4.5rem_minmax(0,1fr)] sm:gap-3">
          {playable ? (
            <button
              type="button"
              onClick={() => playFrom(start)}
              aria-label={`Play from ${startLabel}`}
              className="self-start justify-self-start rounded-sm pt-0.5 text-primary text-xs hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {time}
            </button>
          ) : (
            <span className="pt-0.5 text-muted-foreground text-xs">{time}</span>
          )}
          {body}
        </div>
      ) : (
        body
      )}
    </div>
  );
}

/** Whether a paragraph shows a marked index (the spoken word, the tab stop) the same way before and after. */
function sameMark(before: number, after: number, start: number, end: number): boolean {
  const heldBefore = before >= start && before < end;
  const heldAfter = after >= start && after < end;
  return heldBefore === heldAfter && (!heldAfter || before === after);
}

/**
 * Only paragraphs holding the spoken word or the tab stop, or that just lost one, render again as the recording
 * plays or focus moves: a long transcript has thousands of words.
 */
function sameParagraph(before: TranscriptParagraphProps, after: TranscriptParagraphProps): boolean {
  const start = after.paragraph.offset;
  const end = start + after.paragraph.words.length;
  const keys = Object.keys(after) as (keyof TranscriptParagraphProps)[];
  return (
    keys.every((key) => key === 'activeIndex' || key === 'tabStop' || before[key] === after[key]) &&
    sameMark(before.activeIndex, after.activeIndex, start, end) &&
    sameMark(before.tabStop, after.tabStop, start, end)
  );
}

export const TranscriptParagraph = memo(TranscriptParagraphView, sameParagraph);

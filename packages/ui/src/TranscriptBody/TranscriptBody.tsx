import type { TimedParagraph, TranscriptEdit, TranscriptSegment, TranscriptWord } from '@verbatim/core-sdk/contracts';
import { isLowConfidence, speakerDisplayName, splitIntoParagraphs, timedParagraphs } from '@verbatim/core-sdk/contracts';
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cn } from '../lib/cn';
import { LOW_CONFIDENCE_MARK, type ParagraphEditState, TranscriptParagraph } from './TranscriptParagraph';
import type { TranscriptPlayback } from './use-transcript-playback';

export interface TranscriptBodyProps {
  /** The engine's words with their timings; empty for a text-only transcript, which shows `text` instead. */
  words: readonly TranscriptWord[];
  /** The engine's segments: where they carry speaker labels, paragraphs follow the speaker turns. */
  segments: readonly TranscriptSegment[];
  /** The names the owner gave the speaker labels ({ A: "Priya" }); unnamed labels show as "Speaker A". */
  speakerNames: Readonly<Record<string, string>>;
  /** The plain transcript, shown in paragraphs when there are no words. */
  text?: string | null;
  /** The recording's player when it can be played (words and start times then play from there), else null. */
  playback: TranscriptPlayback | null;
  /** Shows each paragraph's start time and each word's, and lets the keyboard move word by word. Default: when playable. */
  timed?: boolean;
  /** Lets the owner rename a speaker: the name over each turn becomes a button with a small form. */
  onRenameSpeaker?: (label: string, name: string) => Promise<void>;
  /** Edit mode: each paragraph opens in an editor on click or Enter. Needs `onEdit`. */
  editing?: boolean;
  /** Replaces a paragraph's words (start to end, by index among all words) with the text; throws to keep the editor open. */
  onEdit?: (edit: TranscriptEdit) => Promise<void>;
  /** Words a search found (indices among `words`), drawn marked; keep the same set between renders. */
  marked?: ReadonlySet<number>;
  className?: string;
}

const NOTHING_MARKED: ReadonlySet<number> = new Set();

interface Latest {
  playback: TranscriptPlayback | null;
  onRenameSpeaker: TranscriptBodyProps['onRenameSpeaker'];
  onEdit: TranscriptBodyProps['onEdit'];
  paragraphs: readonly TimedParagraph<TranscriptWord>[];
}

const EMPTY_NAMES: Readonly<Record<string, string>> = {};

/** The index of a word element (the timed view's words carry it), or null for anything else. */
function wordIndexOf(target: EventTarget | null): number | null {
  if (!(target instanceof HTMLElement)) return null;
  const value = target.closest<HTMLElement>('[data-word-index]')?.dataset.wordIndex;
  return value === undefined ? null : Number(value);
}

/**
 * A transcript's text, for the viewer and the shared page alike: paragraphs grouped by speaker turn with each
 * speaker's name, words the engine was unsure of marked, and (in the timed view) each paragraph's start time and
 * each word's. With a player, a click, Enter or Space on a word plays from there and the spoken word is marked.
 * The words form a single tab stop: Arrow Left and Right move word by word, Home and End to the paragraph's ends.
 * With the callbacks, speakers can be renamed and paragraphs edited.
 *
 * The player keys (K, J, L) belong to the element that scrolls the transcript, which can hold focus itself: put
 * `handlePlaybackKeys` on its onKeyDown.
 */
export function TranscriptBody({
  words,
  segments,
  speakerNames = EMPTY_NAMES,
  text,
  playback,
  timed: timedProp,
  onRenameSpeaker,
  editing = false,
  onEdit,
  marked = NOTHING_MARKED,
  className,
}: TranscriptBodyProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const idBase = useId();
  const paragraphs = useMemo(() => timedParagraphs(segments, words), [segments, words]);
  const plainParagraphs = useMemo(() => (words.length === 0 ? splitIntoParagraphs(text ?? '') : []), [words.length, text]);
  const unsure = useMemo(() => words.some(isLowConfidence), [words]);
  const playable = playback !== null && words.length > 0;
  const timed = (timedProp ?? playable) && words.length > 0;
  const canEdit = editing && Boolean(onEdit) && words.length > 0;

  const [tabStop, setTabStop] = useState(0);
  // The paragraph open in the editor, and the paragraphs it was opened on.
  const [opened, setOpened] = useState<{ offset: number; on: readonly TimedParagraph<TranscriptWord>[] } | null>(null);
  const openOffset = opened?.offset ?? null;
  // Leaving edit mode closes the editor. So does a change to the words while it is open (an undo, another window's
  // edit arriving): its text and word span were read from the old words, and saving them would overwrite the wrong ones.
  if (opened && (!canEdit || opened.on !== paragraphs)) setOpened(null);

  // The paragraphs get callbacks that never change, so a parent's new arrow functions on every render (the viewer
  // renders at each spoken word) do not make every paragraph render again; they call whatever was passed last.
  const latest = useRef<Latest>({ playback, onRenameSpeaker, onEdit, paragraphs });
  useLayoutEffect(() => {
    latest.current = { playback, onRenameSpeaker, onEdit, paragraphs };
  });
  const playFrom = useCallback((seconds: number) => latest.current.playback?.playFrom(seconds), []);
  const renameSpeaker = useCallback(async (label: string, name: string) => {
    await latest.current.onRenameSpeaker?.(label, name);
  }, []);
  const openEditor = useCallback((offset: number) => setOpened({ offset, on: latest.current.paragraphs }), []);
  const closeEditor = useCallback(() => setOpened(null), []);
  const saveEdit = useCallback(async (offset: number, count: number, newText: string) => {
    const save = latest.current.onEdit;
    if (save) await save({ start: offset, end: offset + count, text: newText });
    setOpened(null);
  }, []);

  // When the editor closes, focus goes back to its paragraph (not to the top of the page or dialog).
  const lastOpen = useRef<number | null>(null);
  useEffect(() => {
    const closed = lastOpen.current;
    lastOpen.current = openOffset;
    if (openOffset !== null || closed === null || !canEdit) return;
    rootRef.current?.querySelector<HTMLElement>(`[data-paragraph-offset="${closed}"] [data-slot="editable-paragraph"]`)?.focus();
  }, [openOffset, canEdit]);

  const focusWord = (index: number) => {
    const clamped = Math.min(Math.max(index, 0), words.length - 1);
    rootRef.current?.querySelector<HTMLElement>(`[data-word-index="${clamped}"]`)?.focus();
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const index = wordIndexOf(event.target);
    if (index !== null) setTabStop(index);
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const index = wordIndexOf(event.target);
    const word = index === null ? undefined : words[index];
    if (word && playable) playFrom(word.start);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = wordIndexOf(event.target);
    if (index === null || event.altKey || event.ctrlKey || event.metaKey) return;
    const inParagraph = () =>
      Array.from(
        (event.target as HTMLElement).closest('[data-slot="transcript-paragraph"]')?.querySelectorAll<HTMLElement>('[data-word-index]') ??
          [],
        (element) => Number(element.dataset.wordIndex),
      );
    switch (event.key) {
      case 'ArrowRight':
        focusWord(index + 1);
        break;
      case 'ArrowLeft':
        focusWord(index - 1);
        break;
      case 'Home':
        focusWord(inParagraph()[0] ?? index);
        break;
      case 'End':
        focusWord(inParagraph().at(-1) ?? index);
        break;
      case 'Enter':
      case ' ': {
        const word = words[index];
        if (!playable || !word) return;
        playFrom(word.start);
        break;
      }
      default:
        return;
    }
    event.preventDefault();
  };

  if (words.length === 0) {
    return (
      <div data-slot="transcript-body" className={cn('grid gap-4', className)}>
        {plainParagraphs.map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are derived from the text and have no identity
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    );
  }

  const interactive = timed && !canEdit;
  const stop = interactive ? (tabStop < words.length ? tabStop : 0) : -1;
  const activeIndex = playback?.activeIndex ?? -1;
  const editStateOf = (offset: number): ParagraphEditState =>
    !canEdit ? 'none' : openOffset === null ? 'editable' : openOffset === offset ? 'open' : 'locked';

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: one listener for thousands of words; each word is itself focusable and named
    <div
      ref={rootRef}
      data-slot="transcript-body"
      data-editing={canEdit || undefined}
      className={cn('grid gap-4', className)}
      onFocus={interactive ? onFocus : undefined}
      onClick={interactive ? onClick : undefined}
      onKeyDown={interactive ? onKeyDown : undefined}
    >
      {(unsure || canEdit) && (
        <div className="grid gap-0.5 text-muted-foreground text-xs">
          {unsure && (
            <p data-slot="confidence-legend">
              <span className={LOW_CONFIDENCE_MARK}>Underlined</span> words are ones the engine was unsure of.
            </p>
          )}
          {canEdit && <p>Click a paragraph, or press Enter on it, to edit its text.</p>}
        </div>
      )}
      {paragraphs.map((paragraph) => {
        const label = paragraph.speaker;
        return (
          <TranscriptParagraph
            key={paragraph.offset}
            paragraph={paragraph}
            speakerLabel={label}
            speakerName={label === null ? '' : speakerDisplayName(label, speakerNames)}
            speakerGivenName={label === null ? '' : (speakerNames[label] ?? '')}
            timed={timed}
            playable={playable}
            activeIndex={activeIndex}
            tabStop={stop}
            idBase={idBase}
            marked={marked}
            editState={editStateOf(paragraph.offset)}
            playFrom={playFrom}
            renameSpeaker={onRenameSpeaker ? renameSpeaker : undefined}
            openEditor={openEditor}
            saveEdit={saveEdit}
            closeEditor={closeEditor}
          />
        );
      })}
    </div>
  );
}

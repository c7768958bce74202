import type { Transcription, TranscriptionSummary } from '@verbatim/core-sdk/contracts';
import { paragraphTokens, splitIntoParagraphs } from '@verbatim/core-sdk/contracts';
import { type KeyboardEvent, memo, useMemo, useState } from 'react';
import { Button } from '../Button/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../Dialog/Dialog';
import { ErrorState } from '../ErrorState/ErrorState';
import { FileIcon } from '../FileIcon/FileIcon';
import { ClockIcon, CopyIcon, LanguagesIcon, ShareIcon, SparklesIcon } from '../Icons/Icons';
import { cn } from '../lib/cn';
import { formatDate, formatDuration, formatFileSize } from '../lib/format';
import { Skeleton } from '../Skeleton/Skeleton';
import { SKIP_SECONDS, type TranscriptPlayback, useTranscriptPlayback } from './use-transcript-playback';

type TranscriptWord = Transcription['words'][number];

export interface TranscriptViewerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The full transcription (text and word timings), or its list row (no text) to show while that loads. */
  transcription: TranscriptionSummary | Transcription | null | undefined;
  /** The full transcription is still loading. */
  loading?: boolean;
  /** Why it could not be loaded. */
  error?: string | null;
  onReload?: () => void;
  /** Copies the text; the default writes it to the clipboard. */
  onCopy?: (text: string) => void | Promise<void>;
  /** The text was copied (e.g. to toast 'Copied to Clipboard'). */
  onCopied?: () => void;
  /** Copying failed (the caller toasts 'Copy Failed'). */
  onCopyError?: (error: unknown) => void;
  /** Shows 'Summarize', which calls this (the caller opens the summary dialog). */
  onSummarize?: (transcription: TranscriptionSummary) => void;
  /** Shows 'Share', which calls this. */
  onShare?: (transcription: TranscriptionSummary) => void;
  /**
   * The original recording's address while it is kept: the viewer plays it, highlights the word being spoken, and a
   * click on a word or a paragraph's time plays from there.
   */
  mediaUrl?: string | null;
  /** Where 'Translate' leads, in a new tab (default /translate/{id}). */
  translateHref?: (id: string) => string;
  timeZone?: string;
}

function hasWords(transcription: TranscriptionSummary | Transcription): transcription is Transcription {
  return 'words' in transcription && Array.isArray(transcription.words) && transcription.words.length > 0;
}

async function writeToClipboard(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) {
    throw new Error('The clipboard is not available in this browser.');
  }
  await navigator.clipboard.writeText(text);
}

/**
 * The transcript viewer modal: the file name and its transcript in
 * paragraphs, or 'No transcript available.'; 'Copy Text', 'Translate' (new tab) and 'Summarize';
 * word timings when the transcription has them.
 */
export function TranscriptViewer({
  open,
  onOpenChange,
  transcription,
  loading = false,
  error,
  onReload,
  onCopy,
  onCopied,
  onCopyError,
  onSummarize,
  onShare,
  mediaUrl,
  translateHref = (id) => `/translate/${encodeURIComponent(id)}`,
  timeZone,
}: TranscriptViewerProps) {
  const [showTimings, setShowTimings] = useState(false);
  const [copying, setCopying] = useState(false);

  const text = (transcription && 'transcriptText' in transcription ? transcription.transcriptText : null)?.trim() ?? '';
  const paragraphs = useMemo(() => splitIntoParagraphs(text), [text]);
  const words = transcription && hasWords(transcription) ? transcription.words : null;
  const timedParagraphs = useMemo(() => (words ? paragraphTokens(words, (word) => word.text) : []), [words]);
  const playable = Boolean(mediaUrl) && timedParagraphs.length > 0;
  // With the recording at hand the words are where to click to play from, so they are always shown timed.
  const timed = (showTimings || playable) && timedParagraphs.length > 0;
  const playback = useTranscriptPlayback(words ?? NO_WORDS);
  const paragraphOffsets = useMemo(() => {
    let offset = 0;
    return timedParagraphs.map((paragraph) => {
      const first = offset;
      offset += paragraph.length;
      return first;
    });
  }, [timedParagraphs]);

  const onTranscriptKey = (event: KeyboardEvent<HTMLElement>) => {
    if (!playable || event.altKey || event.ctrlKey || event.metaKey) return;
    const action = { k: () => playback.togglePlay(), j: () => playback.skip(-SKIP_SECONDS), l: () => playback.skip(SKIP_SECONDS) }[
      event.key.toLowerCase()
    ];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const copy = async () => {
    if (!text) return;
    setCopying(true);
    try {
      await (onCopy ?? writeToClipboard)(text);
      onCopied?.();
    } catch (copyError) {
      onCopyError?.(copyError);
    } finally {
      setCopying(false);
    }
  };

  const details = transcription
    ? [formatDuration(transcription.duration), formatFileSize(transcription.fileSize), formatDate(transcription.createdAt, { timeZone })]
        .filter((part) => part !== 'N/A')
        .join(' · ')
    : '';

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot="transcript-viewer" className="flex max-w-3xl flex-col gap-4 sm:p-6" aria-busy={loading || undefined}>
        <DialogHeader>
          <DialogTitle className="flex min-w-0 items-center gap-2">
            {transcription && <FileIcon fileName={transcription.fileName} className="size-5" />}
            <span className="truncate">{transcription?.fileName ?? 'Transcript'}</span>
          </DialogTitle>
          <DialogDescription>{details || 'Transcript'}</DialogDescription>
        </DialogHeader>

        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" onClick={() => void copy()} disabled={!text} loading={copying}>
            {!copying && <CopyIcon />}
            Copy Text
          </Button>
          {transcription && text ? (
            <Button asChild variant="outline" size="sm">
              <a href={translateHref(transcription.id)} target="_blank" rel="noopener noreferrer">
                <LanguagesIcon />
                Translate
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          ) : (
            <Button variant="outline" size="sm" disabled>
              <LanguagesIcon />
              Translate
            </Button>
          )}
          {onSummarize && (
            <Button
              variant="outline"
              size="sm"
              disabled={!transcription || !text}
              onClick={() => transcription && onSummarize(transcription)}
            >
              <SparklesIcon />
              Summarize
            </Button>
          )}
          {onShare && (
            <Button variant="outline" size="sm" disabled={!transcription} onClick={() => transcription && onShare(transcription)}>
              <ShareIcon />
              Share
            </Button>
          )}
          {timedParagraphs.length > 0 && !playable && (
            <Button
              variant={showTimings ? 'secondary' : 'ghost'}
              size="sm"
              aria-pressed={showTimings}
              className="sm:ml-auto"
              onClick={() => setShowTimings((value) => !value)}
            >
              <ClockIcon />
              Show word timings
            </Button>
          )}
        </div>

        {playable && text && (
          <div className="grid gap-1">
            {/* biome-ignore lint/a11y/useMediaCaption: the transcript below is the recording's text, word for word */}
            <audio
              ref={playback.audioRef}
              controls
              preload="metadata"
              src={mediaUrl ?? undefined}
              onTimeUpdate={playback.onTimeUpdate}
              onSeeked={playback.onTimeUpdate}
              aria-label={`Play ${transcription?.fileName ?? 'the recording'}`}
              className="w-full"
            />
            <p className="text-muted-foreground text-xs">
              Click a word or a time to play from there. In the transcript, K plays or pauses, J and L go back or forward {SKIP_SECONDS}{' '}
              seconds.
            </p>
          </div>
        )}

        {error && !text ? (
          <ErrorState title="Could not load the transcript" message={error} onRetry={onReload} retrying={loading} />
        ) : loading && !text ? (
          <div className="grid gap-2" role="status">
            <span className="sr-only">Loading transcript...</span>
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : !text ? (
          <p className="rounded-lg border border-dashed px-4 py-8 text-center text-muted-foreground text-sm">No transcript available.</p>
        ) : (
          <section
            data-slot="transcript-text"
            data-view={timed ? 'timed' : 'text'}
            aria-label="Transcript"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
            tabIndex={0}
            onKeyDown={onTranscriptKey}
            className={cn(
              'grid max-h-[60dvh] gap-4 overflow-y-auto rounded-lg border bg-muted/20 p-4 text-sm leading-relaxed',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            )}
          >
            {timed
              ? timedParagraphs.map((paragraph, index) => (
                  // A paragraph is known by its first word's place among all the words.
                  <TimedParagraph
                    key={paragraphOffsets[index]}
                    words={paragraph}
                    offset={paragraphOffsets[index] ?? 0}
                    activeIndex={playback.activeIndex}
                    playback={playable ? playback : null}
                  />
                ))
              : paragraphs.map((paragraph, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are derived from the text and have no identity
                  <p key={index}>{paragraph}</p>
                ))}
          </section>
        )}
      </DialogContent>
    </Dialog>
  );
}

const NO_WORDS: TranscriptWord[] = [];

interface TimedParagraphProps {
  words: TranscriptWord[];
  /** The index of the paragraph's first word among all the transcript's words. */
  offset: number;
  /** The word being spoken now, among all the words. */
  activeIndex: number;
  /** Present when the recording can be played: words and the time then play from where they are. */
  playback: TranscriptPlayback | null;
}

/**
 * A paragraph with its start time in front (a button that plays from there, when the recording is at hand) and
 * each word's start time on hover; the word being spoken is marked. Only paragraphs holding the spoken word, or
 * that just lost it, render again as the recording plays.
 */
const TimedParagraph = memo(
  function TimedParagraph({ words, offset, activeIndex, playback }: TimedParagraphProps) {
    const start = words[0]?.start ?? 0;
    const time = (
      <time dateTime={`PT${start.toFixed(1)}S`} className="font-mono tabular-nums">
        {formatDuration(start)}
      </time>
    );
    return (
      <div data-slot="timed-paragraph" className="grid gap-1 sm:grid-cols-[4.5rem_1fr] sm:gap-3">
        {playback ? (
          <button
            type="button"
            onClick={() => playback.playFrom(start)}
            aria-label={`Play from ${formatDuration(start)}`}
            className="justify-self-start rounded-sm pt-0.5 text-primary text-xs hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {time}
          </button>
        ) : (
          <span className="pt-0.5 text-muted-foreground text-xs">{time}</span>
        )}
        <p>
          {words.map((word, index) => {
            const active = offset + index === activeIndex;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: two words can start at the same time; their order is their identity
              <span key={`${word.start}-${index}`}>
                {index > 0 && ' '}
                {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; the paragraph's time button does the same by keyboard */}
                {/* biome-ignore lint/a11y/useKeyWithClickEvents: the paragraph's time button and the K, J and L keys cover the keyboard */}
                <span
                  data-slot="timed-word"
                  data-active={active || undefined}
                  aria-current={active || undefined}
                  title={formatDuration(word.start)}
                  onClick={playback ? () => playback.playFrom(word.start) : undefined}
                  className={cn('rounded-sm hover:bg-accent', playback && 'cursor-pointer', active && 'bg-primary/15 text-foreground')}
                >
                  {word.text}
                </span>
              </span>
            );
          })}
        </p>
      </div>
    );
  },
  (before, after) => {
    const end = after.offset + after.words.length;
    const holds = (index: number) => index >= after.offset && index < end;
    return (
      before.words === after.words &&
      before.offset === after.offset &&
      before.playback === after.playback &&
      holds(before.activeIndex) === holds(after.activeIndex) &&
      (!holds(after.activeIndex) || before.activeIndex === after.activeIndex)
    );
  },
);

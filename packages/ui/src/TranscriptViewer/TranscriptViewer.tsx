import { FILE_NAME_MAX, type TranscriptEdit, type Transcription, type TranscriptionSummary } from '@verbatim/core-sdk/contracts';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../Dialog/Dialog';
import { ErrorState } from '../ErrorState/ErrorState';
import { FileIcon } from '../FileIcon/FileIcon';
import { ClockIcon, CopyIcon, LanguagesIcon, MessageIcon, PencilIcon, RotateCcwIcon, ShareIcon, SparklesIcon } from '../Icons/Icons';
import { InlineNameForm } from '../InlineNameForm/InlineNameForm';
import { cn } from '../lib/cn';
import { errorMessage } from '../lib/error-message';
import { formatDate, formatDuration, formatFileSize } from '../lib/format';
import { transcribedByText } from '../lib/speech-engine';
import { Skeleton } from '../Skeleton/Skeleton';
import { handlePlaybackKeys } from '../TranscriptBody/playback-keys';
import { TranscriptBody } from '../TranscriptBody/TranscriptBody';
import { SKIP_SECONDS, useTranscriptPlayback } from '../TranscriptBody/use-transcript-playback';
import { type SearchMatchMoment, searchMatchWords } from './search-match-words';

type TranscriptWord = Transcription['words'][number];

/** A paragraph's edit as the viewer reports it: the words replaced, the new text, and the version it was made on. */
export interface TranscriptTextEdit extends TranscriptEdit {
  /** The transcription's version the edit was made on: the server refuses an edit made on an older one. */
  version: number;
}

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
  /**
   * Lets the owner rename a speaker (label "A", name "Priya"; an empty name goes back to "Speaker A"). Throws to
   * keep the form open with the error's message.
   */
  onRenameSpeaker?: (label: string, name: string) => Promise<void>;
  /**
   * Shows 'Edit text': paragraphs then open in an editor, and Save calls this with the words replaced, the new text
   * and the version it was made on. Resolve once saved (the caller refetches); throw to keep the editor open.
   */
  onEdit?: (edit: TranscriptTextEdit) => Promise<void>;
  /** Shows 'Undo last edit' while the transcription has edits (version > 0). Throws to report the failure. */
  onUndo?: () => Promise<void>;
  /** Lets the owner rename the file: a pencil beside the name opens a small form. Throws to report the failure. */
  onRenameFile?: (fileName: string) => Promise<void>;
  /** Where 'Translate' leads, in a new tab (default /translate/{id}). */
  translateHref?: (id: string) => string;
  /** Where 'Chat' leads, in a new tab (default /chat/{id}). */
  chatHref?: (id: string) => string;
  timeZone?: string;
  /**
   * Opened from a search result: the viewer plays from the passage's start (when the recording is kept), marks the
   * matched words in it and scrolls them into view. Keep the same object while it stands for the same passage.
   */
  searchMatch?: SearchMatchMoment | null;
}

/** The full transcription (text, words, speakers), rather than its list row. */
function isFull(transcription: TranscriptionSummary | Transcription | null | undefined): transcription is Transcription {
  return transcription != null && 'words' in transcription && Array.isArray(transcription.words);
}

const NO_WORDS: TranscriptWord[] = [];
const NO_SEGMENTS: Transcription['segments'] = [];
const NO_NAMES: Transcription['speakerNames'] = {};

/** Escape inside a rename or paragraph form cancels that form; only elsewhere does it close the dialog. */
function keepOpenWhileEditing(event: globalThis.KeyboardEvent): void {
  if (event.target instanceof Element && event.target.closest('[data-transcript-editor]')) event.preventDefault();
}

async function writeToClipboard(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) {
    throw new Error('The clipboard is not available in this browser.');
  }
  await navigator.clipboard.writeText(text);
}

/**
 * The transcript viewer modal: the file name, the engine's confidence and the transcript in paragraphs by speaker
 * (TranscriptBody), 'No speech was found in this recording.' when the engine heard none, or 'No transcript
 * available.'; 'Copy Text', 'Translate' (new tab) and 'Summarize'; the recording's player (a video player for video)
 * while it is kept, and word timings when the transcription has them; renaming speakers, editing paragraphs and undoing edits for the
 * owner when the callbacks are given.
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
  onRenameSpeaker,
  onEdit,
  onUndo,
  onRenameFile,
  translateHref = (id) => `/translate/${encodeURIComponent(id)}`,
  chatHref = (id) => `/chat/${encodeURIComponent(id)}`,
  timeZone,
  searchMatch = null,
}: TranscriptViewerProps) {
  const [showTimings, setShowTimings] = useState(false);
  const [copying, setCopying] = useState(false);
  const [editing, setEditing] = useState(false);
  const [undoing, setUndoing] = useState(false);
  const [undoError, setUndoError] = useState<string | null>(null);
  const [renamingFile, setRenamingFile] = useState(false);
  // A closed viewer opens again read-only, without an old failure.
  if (!open && (editing || undoError || renamingFile)) {
    setEditing(false);
    setUndoError(null);
    setRenamingFile(false);
  }

  const text = (transcription && 'transcriptText' in transcription ? transcription.transcriptText : null)?.trim() ?? '';
  const full = isFull(transcription) ? transcription : null;
  const words = full?.words ?? NO_WORDS;
  const hasWords = words.length > 0;
  // The engine finished and heard nothing (silence, music, a muted microphone): said plainly, with the recording
  // still there to play.
  const noSpeech = full?.status === 'completed' && !text;
  const showPlayer = Boolean(mediaUrl) && full !== null && (Boolean(text) || noSpeech);
  const isVideo = transcription?.mimeType?.startsWith('video/') ?? false;
  // A file sent as video may hold sound only; its player then shrinks to the controls.
  const [soundOnlyUrl, setSoundOnlyUrl] = useState<string | null>(null);
  const playable = showPlayer && hasWords;
  // With the recording at hand the words are where to click to play from, so they are always shown timed.
  const timed = (showTimings || playable) && hasWords;
  const playback = useTranscriptPlayback(words);
  const marked = useMemo(() => searchMatchWords(words, searchMatch), [words, searchMatch]);
  // The player mounts a moment after the dialog opens (in its portal): a search passage waits for it.
  const [media, setMedia] = useState<HTMLMediaElement | null>(null);
  const { mediaRef: playbackMediaRef } = playback;
  const mediaRef = useCallback(
    (element: HTMLMediaElement | null) => {
      playbackMediaRef(element);
      setMedia(element);
    },
    [playbackMediaRef],
  );
  // Each search passage starts playing once, when its transcript has loaded; not again at every spoken word.
  const startedFrom = useRef<SearchMatchMoment | null>(null);
  useEffect(() => {
    if (!open) startedFrom.current = null;
    if (!open || !searchMatch || !full || startedFrom.current === searchMatch || (playable && !media)) return;
    startedFrom.current = searchMatch;
    if (playable) playback.playFrom(searchMatch.start);
    document.querySelector('[data-slot="transcript-viewer"] [data-slot="search-match"]')?.scrollIntoView?.({ block: 'center' });
  }, [open, searchMatch, full, playable, playback, media]);
  const canEdit = Boolean(onEdit) && hasWords && Boolean(text);
  const inEditMode = editing && canEdit;
  const version = full?.version ?? 0;
  const confidence = full?.confidence ?? null;
  const engine = transcribedByText(full?.engine);

  const edit = async (change: TranscriptEdit) => {
    await onEdit?.({ ...change, version });
  };

  const undo = async () => {
    if (!onUndo) return;
    setUndoing(true);
    setUndoError(null);
    try {
      await onUndo();
    } catch (failure) {
      setUndoError(errorMessage(failure, 'Could not undo the last edit. Please try again.'));
    } finally {
      setUndoing(false);
    }
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
      <DialogContent
        data-slot="transcript-viewer"
        className="flex max-w-3xl flex-col gap-4 p-4 sm:p-6"
        aria-busy={loading || undefined}
        onEscapeKeyDown={keepOpenWhileEditing}
      >
        <DialogHeader>
          <div className="flex min-w-0 items-center gap-1 pr-8">
            <DialogTitle className="flex min-w-0 items-center gap-2">
              {transcription && <FileIcon fileName={transcription.fileName} className="size-5" />}
              <span className="truncate">{transcription?.fileName ?? 'Transcript'}</span>
            </DialogTitle>
            {onRenameFile && full && !renamingFile && (
              <Button
                variant="ghost"
                size="icon"
                className="size-8 shrink-0"
                aria-label={`Rename ${full.fileName}`}
                title="Rename the file"
                onClick={() => setRenamingFile(true)}
              >
                <PencilIcon />
              </Button>
            )}
          </div>
          {onRenameFile && full && renamingFile && (
            <InlineNameForm
              label="Rename file"
              inputLabel="File name"
              initialValue={full.fileName}
              maxLength={FILE_NAME_MAX}
              onSave={async (name) => {
                if (!name) throw new Error('File name is required');
                if (name !== full.fileName) await onRenameFile(name);
              }}
              onClose={() => setRenamingFile(false)}
              failureMessage="Could not rename the file. Please try again."
              inputClassName="sm:w-80"
            />
          )}
          <DialogDescription>{details || 'Transcript'}</DialogDescription>
          {engine && text && (
            <p data-slot="transcript-engine" className="text-muted-foreground text-xs">
              {engine}.
            </p>
          )}
          {confidence !== null && (
            <p data-slot="transcript-confidence" className="text-muted-foreground text-xs">
              <span className="font-medium text-foreground">{Math.round(confidence * 100)}% confidence</span>, from the speech engine's word
              confidences
            </p>
          )}
        </DialogHeader>

        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" onClick={() => void copy()} disabled={!text} loading={copying}>
            {!copying && <CopyIcon />}
            Copy Text
          </Button>
          {transcription && text ? (
            <>
              <Button asChild variant="outline" size="sm">
                <a href={translateHref(transcription.id)} target="_blank" rel="noopener noreferrer">
                  <LanguagesIcon />
                  Translate
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </Button>
              <Button asChild variant="outline" size="sm">
                <a href={chatHref(transcription.id)} target="_blank" rel="noopener noreferrer">
                  <MessageIcon />
                  Chat
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </Button>
            </>
          ) : (
            <>
              <Button variant="outline" size="sm" disabled>
                <LanguagesIcon />
                Translate
              </Button>
              <Button variant="outline" size="sm" disabled>
                <MessageIcon />
                Chat
              </Button>
            </>
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
          {(hasWords || (onUndo && version > 0)) && (
            <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
              {onUndo && version > 0 && (
                <Button variant="ghost" size="sm" loading={undoing} onClick={() => void undo()}>
                  {!undoing && <RotateCcwIcon />}
                  Undo last edit
                </Button>
              )}
              {canEdit && (
                <Button
                  variant={inEditMode ? 'secondary' : 'ghost'}
                  size="sm"
                  aria-pressed={inEditMode}
                  onClick={() => setEditing((value) => !value)}
                >
                  <PencilIcon />
                  {inEditMode ? 'Done editing' : 'Edit text'}
                </Button>
              )}
              {hasWords && !playable && (
                <Button
                  variant={showTimings ? 'secondary' : 'ghost'}
                  size="sm"
                  aria-pressed={showTimings}
                  onClick={() => setShowTimings((value) => !value)}
                >
                  <ClockIcon />
                  Show word timings
                </Button>
              )}
            </div>
          )}
        </div>
        {undoError && (
          <p role="alert" className="text-destructive text-sm">
            {undoError}
          </p>
        )}

        {showPlayer && (
          <div className="grid gap-1">
            {isVideo ? (
              // biome-ignore lint/a11y/useMediaCaption: the transcript below is the recording's text, word for word
              <video
                ref={mediaRef}
                controls
                playsInline
                preload="metadata"
                src={mediaUrl ?? undefined}
                onTimeUpdate={playback.onTimeUpdate}
                onSeeked={playback.onTimeUpdate}
                onLoadedMetadata={(event) => setSoundOnlyUrl(event.currentTarget.videoWidth === 0 ? (mediaUrl ?? null) : null)}
                aria-label={`Play ${transcription?.fileName ?? 'the recording'}`}
                data-slot="transcript-video"
                className={cn('w-full rounded-md bg-black', soundOnlyUrl === mediaUrl ? 'h-14' : 'max-h-[40dvh]')}
              />
            ) : (
              // biome-ignore lint/a11y/useMediaCaption: the transcript below is the recording's text, word for word
              <audio
                ref={mediaRef}
                controls
                preload="metadata"
                src={mediaUrl ?? undefined}
                onTimeUpdate={playback.onTimeUpdate}
                onSeeked={playback.onTimeUpdate}
                aria-label={`Play ${transcription?.fileName ?? 'the recording'}`}
                className="w-full"
              />
            )}
            {playable && (
              <p className="text-muted-foreground text-xs">
                {inEditMode ? 'Click a time to play from there.' : 'Click a word or a time to play from there.'} In the transcript, arrow
                keys move word by word, Enter plays from a word, K plays or pauses, J and L go back or forward {SKIP_SECONDS} seconds.
              </p>
            )}
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
        ) : noSpeech ? (
          <p data-slot="no-speech" className="rounded-lg border border-dashed px-4 py-8 text-center text-muted-foreground text-sm">
            No speech was found in this recording. {showPlayer ? 'You can still play it above.' : 'There was nothing to transcribe.'}
          </p>
        ) : !text ? (
          <p className="rounded-lg border border-dashed px-4 py-8 text-center text-muted-foreground text-sm">No transcript available.</p>
        ) : (
          <section
            data-slot="transcript-text"
            data-view={timed ? 'timed' : 'text'}
            aria-label="Transcript"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
            tabIndex={0}
            onKeyDown={(event: KeyboardEvent<HTMLElement>) => handlePlaybackKeys(event, playable ? playback : null)}
            className={cn(
              'overflow-y-auto rounded-lg border bg-muted/20 p-3 text-sm leading-relaxed sm:p-4',
              showPlayer && isVideo ? 'max-h-[40dvh]' : 'max-h-[60dvh]',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            )}
          >
            <TranscriptBody
              words={words}
              segments={full?.segments ?? NO_SEGMENTS}
              speakerNames={full?.speakerNames ?? NO_NAMES}
              text={text}
              playback={playable ? playback : null}
              timed={timed}
              onRenameSpeaker={onRenameSpeaker}
              editing={inEditMode}
              onEdit={onEdit ? edit : undefined}
              marked={marked}
            />
          </section>
        )}
      </DialogContent>
    </Dialog>
  );
}

import { isApiError } from '@verbatim/core-sdk';
import type { Transcription } from '@verbatim/core-sdk/contracts';
import { ArrowLeftIcon, Button, cn, ErrorState, FileTextIcon, Spinner, TranscriptBody } from '@verbatim/ui';
import { type ReactNode, useId } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The spec's texts for the chat and translate pages. */
export const TRANSCRIPT_PAGE_TEXTS = {
  loading: 'Loading transcript...',
  notFoundTitle: 'Transcript Not Found',
  notFound: "The transcript you're looking for doesn't exist or you don't have access to it.",
  noText: 'No transcript text available',
} as const;

/** The transcript could not be found, or is someone else's (the API answers 404 for both). */
export const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;

/** The transcript's text, trimmed ('' when it has none). */
export const transcriptText = (transcription: Transcription): string => transcription.transcriptText?.trim() ?? '';

/** Back where the person came from, or to the list when the page was opened directly (a new tab, a link). */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/transcriptions');
  };
}

export function TranscriptLoading() {
  return (
    <div role="status" className="flex min-h-[50dvh] flex-col items-center justify-center gap-3 text-muted-foreground">
      <Spinner className="size-8 text-primary" />
      <p className="font-medium text-sm">{TRANSCRIPT_PAGE_TEXTS.loading}</p>
    </div>
  );
}

export function TranscriptNotFound() {
  const goBack = useGoBack();
  return (
    <div className="flex flex-col items-center py-16 text-center">
      <span className="mb-6 inline-flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <FileTextIcon className="size-7" />
      </span>
      <h1 className="font-bold text-3xl tracking-tight">{TRANSCRIPT_PAGE_TEXTS.notFoundTitle}</h1>
      <p className="mt-3 max-w-md text-muted-foreground">{TRANSCRIPT_PAGE_TEXTS.notFound}</p>
      <Button className="mt-8" onClick={goBack}>
        <ArrowLeftIcon />
        Go Back
      </Button>
    </div>
  );
}

/** A failure other than not-found (offline, the server down): say so and offer to try again. */
export function TranscriptLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="py-12">
      <ErrorState title="Could not load the transcript" message="Please try again." onRetry={onRetry} retrying={retrying} />
    </div>
  );
}

export interface TranscriptPanelProps {
  transcription: Transcription;
  /** The panel's heading (default 'Original Transcript'). */
  title?: string;
  /** Under the heading, e.g. the transcript's language. */
  description?: ReactNode;
  className?: string;
}

/** The original transcript, read-only, in paragraphs by speaker; 'No transcript text available' when it has none. */
export function OriginalTranscriptPanel({ transcription, title = 'Original Transcript', description, className }: TranscriptPanelProps) {
  const text = transcriptText(transcription);
  const hasWords = transcription.words.length > 0;
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn('flex min-h-0 flex-col rounded-xl border bg-card text-card-foreground shadow-sm', className)}
    >
      <header className="grid gap-1 border-b px-4 py-3">
        <h2 id={titleId} className="font-semibold text-lg leading-tight">
          {title}
        </h2>
        {description && <p className="text-muted-foreground text-xs">{description}</p>}
      </header>
      {!text && !hasWords ? (
        <p className="m-4 rounded-lg border border-dashed px-4 py-8 text-center text-muted-foreground text-sm">
          {TRANSCRIPT_PAGE_TEXTS.noText}
        </p>
      ) : (
        <section
          data-slot="original-transcript"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
          tabIndex={0}
          aria-label="Transcript text"
          className="min-h-48 flex-1 overflow-y-auto px-4 py-4 text-sm leading-relaxed focus-visible:outline-2 focus-visible:outline-ring focus-visible:-outline-offset-2"
        >
          <TranscriptBody
            words={transcription.words}
            segments={transcription.segments}
            speakerNames={transcription.speakerNames}
            text={transcription.transcriptText}
            playback={null}
            timed={false}
          />
        </section>
      )}
    </section>
  );
}

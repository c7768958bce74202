import { type ReactNode, useId } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../Card/Card';
import {
  AppWindowIcon,
  CircleDotIcon,
  DownloadIcon,
  MicIcon,
  MonitorIcon,
  PauseIcon,
  PlayIcon,
  RotateCcwIcon,
  SquareIcon,
  TrashIcon,
} from '../Icons/Icons';
import { cn } from '../lib/cn';
import { formatDateTime, formatFileSize } from '../lib/format';
import { Spinner } from '../Spinner/Spinner';

/** The recorder's states, as the headless recorder machine names them. */
export type RecorderPanelStatus = 'idle' | 'requesting' | 'recording' | 'paused' | 'stopping' | 'stopped' | 'error';
export type RecorderPanelSource = 'tab' | 'screen';

export interface RecorderPanelState {
  status: RecorderPanelStatus;
  source: RecorderPanelSource;
  audioRequested: boolean;
  /** Recorded time, paused time excluded. */
  elapsedMs: number;
  /** `null` when the plan has no recording limit. */
  limitMs: number | null;
  /** More than 80 % of the limit used: the timer turns red. */
  nearLimit: boolean;
  error: { title: string; message: string } | null;
}

export interface RecorderPreview {
  /** An object URL of the recording, for the player and the download link. */
  url: string;
  mimeType: string;
  durationMs: number;
  /** The download's file name. */
  fileName: string;
}

/** How much of the recording the server already has, while it is being made. */
export interface RecorderUploadStatus {
  bytesRecorded: number;
  bytesUploaded: number;
  /** False while the server cannot be reached: the recording is kept in the browser meanwhile. */
  online: boolean;
}

/** A recording an earlier visit left unfinished (a closed tab, a crash), kept in this browser. */
export interface UnfinishedRecording {
  id: string;
  fileName: string;
  createdAt: number;
  durationMs: number;
  bytesStored: number;
}

/** The recording last sent for transcription: the live captions' draft until the full transcript replaces it. */
export interface SentRecording {
  fileName: string;
  status: 'pending' | 'processing' | 'completed' | 'failed';
  progress: number;
  /** The draft while transcribing, the transcript once completed; empty when the captions heard nothing. */
  text: string;
  errorMessage?: string | null;
}

export interface RecorderPanelProps {
  state: RecorderPanelState;
  /** False where the browser cannot share a screen (a phone, an old browser, a page not served securely). */
  supported: boolean;
  /** False while the recorder is still being set up: Start waits. Default true. */
  ready?: boolean;
  /** The choice offered before starting. */
  source: RecorderPanelSource;
  audio: boolean;
  onSourceChange: (source: RecorderPanelSource) => void;
  onAudioChange: (audio: boolean) => void;
  onStart: () => void;
  onPause: () => void;
  onResume: () => void;
  onStop: () => void;
  /** Present once stopped. */
  preview?: RecorderPreview | null;
  onTranscribe: () => void;
  onNewRecording: () => void;
  /** True while 'Transcribe Recording' sends what is left and starts the transcription. */
  transcribing?: boolean;
  upload?: RecorderUploadStatus | null;
  /** The last few things the live captions heard, oldest first. */
  captions?: readonly string[];
  captionError?: string | null;
  unfinished?: readonly UnfinishedRecording[];
  /** The id of the unfinished recording being transcribed, if any. */
  recovering?: string | null;
  onRecover?: (id: string) => void;
  onDiscard?: (id: string) => void;
  /** How long the server keeps an unfinished recording, for the words under the list (e.g. "24 hours"). */
  keptFor?: string;
  sent?: SentRecording | null;
  /** Opens the sent recording's transcript (offered once it is completed). */
  onViewSent?: () => void;
  onDismissSent?: () => void;
  className?: string;
}

/** `m:ss`, or `h:mm:ss` from an hour. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** What the upload line under the timer says. */
export function uploadStatusLine(upload: RecorderUploadStatus): string {
  if (!upload.online) return 'Offline: the recording is kept in this browser and will be sent when the connection returns.';
  const waiting = upload.bytesRecorded - upload.bytesUploaded;
  if (upload.bytesRecorded === 0) return 'Saving as you record.';
  return waiting <= 0
    ? `Saved as you record: ${formatFileSize(upload.bytesUploaded)} on the server.`
    : `Saved as you record: ${formatFileSize(upload.bytesUploaded)} of ${formatFileSize(upload.bytesRecorded)} on the server.`;
}

/**
 * The 'Screen Recorder' panel: choose a tab or the whole screen and whether to record audio, then start, pause,
 * resume and stop, with the elapsed time against the plan's limit, live captions and how much the server already has;
 * after stopping, a preview with Download, 'Transcribe Recording' and 'Start New Recording'. It only shows and reports:
 * the recorder, the uploads and the captions belong to the caller.
 */
export function RecorderPanel(props: RecorderPanelProps) {
  const { state, className, unfinished = [] } = props;
  const titleId = useId();
  return (
    <Card role="region" className={cn('gap-4', className)} aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle asChild>
          <h2 id={titleId} className="flex items-center gap-2">
            <CircleDotIcon className="size-5 text-destructive" />
            Screen Recorder
          </h2>
        </CardTitle>
        <CardDescription>Record a browser tab or your whole screen; it is saved to Verbatim while you record.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {props.sent && state.status === 'idle' ? (
          <SentRecordingCard sent={props.sent} onView={props.onViewSent} onDismiss={props.onDismissSent} />
        ) : null}
        {unfinished.length > 0 && state.status === 'idle' ? <UnfinishedList {...props} unfinished={unfinished} /> : null}
        <PanelBody {...props} />
      </CardContent>
    </Card>
  );
}

function PanelBody(props: RecorderPanelProps) {
  const { state } = props;
  switch (state.status) {
    case 'idle':
      return <StartForm {...props} />;
    case 'error':
      return (
        <div className="grid gap-4">
          {state.error ? (
            <Alert variant="destructive">
              <AlertTitle>{state.error.title}</AlertTitle>
              <AlertDescription>{state.error.message}</AlertDescription>
            </Alert>
          ) : null}
          <StartForm {...props} startLabel="Try Again" />
        </div>
      );
    case 'requesting':
      return (
        <p className="flex items-center gap-2 text-muted-foreground text-sm" role="status">
          <Spinner className="size-4" />
          Choose what to share in your browser's window.
        </p>
      );
    case 'recording':
    case 'paused':
    case 'stopping':
      return <Recording {...props} />;
    case 'stopped':
      return <Stopped {...props} />;
  }
}

function StartForm({
  supported,
  source,
  audio,
  onSourceChange,
  onAudioChange,
  onStart,
  ready = true,
  startLabel = 'Start Recording',
}: RecorderPanelProps & { startLabel?: string }) {
  const audioId = useId();
  if (!supported) {
    return (
      <Alert>
        <AlertTitle>Screen recording is not available here</AlertTitle>
        <AlertDescription>Use Chrome, Edge or Firefox on a computer to record your screen. You can still upload files.</AlertDescription>
      </Alert>
    );
  }
  const choices: { value: RecorderPanelSource; label: string; icon: ReactNode }[] = [
    { value: 'tab', label: 'Browser tab', icon: <AppWindowIcon className="size-4" /> },
    { value: 'screen', label: 'Entire screen', icon: <MonitorIcon className="size-4" /> },
  ];
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">What to record</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {choices.map((choice) => (
            <label
              key={choice.value}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                source === choice.value ? 'border-primary bg-accent' : 'border-border',
              )}
            >
              <input
                type="radio"
                name="recorder-source"
                value={choice.value}
                checked={source === choice.value}
                onChange={() => onSourceChange(choice.value)}
                className="accent-primary"
              />
              {choice.icon}
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={audioId} className="flex cursor-pointer items-center gap-2 text-sm">
        <input
          id={audioId}
          type="checkbox"
          checked={audio}
          onChange={(event) => onAudioChange(event.target.checked)}
          className="accent-primary"
        />
        <MicIcon className="size-4" />
        Record audio (with live captions)
      </label>
      <div>
        <Button onClick={onStart} disabled={!ready}>
          <CircleDotIcon />
          {startLabel}
        </Button>
      </div>
    </div>
  );
}

function Recording({ state, onPause, onResume, onStop, upload, captions = [], captionError }: RecorderPanelProps) {
  const paused = state.status === 'paused';
  const stopping = state.status === 'stopping';
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 font-medium text-sm">
          <span
            aria-hidden="true"
            className={cn('size-2.5 rounded-full', paused || stopping ? 'bg-muted-foreground' : 'animate-pulse bg-destructive')}
          />
          {stopping ? 'Finishing...' : paused ? 'Paused' : 'Recording'}
        </p>
        <p
          role="timer"
          className={cn('font-mono text-lg tabular-nums', state.nearLimit ? 'font-semibold text-destructive' : 'text-foreground')}
          aria-label={`Elapsed ${formatElapsed(state.elapsedMs)}${state.limitMs === null ? '' : ` of ${formatElapsed(state.limitMs)}`}`}
        >
          {formatElapsed(state.elapsedMs)}
          {state.limitMs === null ? null : <span className="text-muted-foreground"> / {formatElapsed(state.limitMs)}</span>}
        </p>
      </div>
      {state.nearLimit && state.limitMs !== null ? (
        <p className="text-destructive text-sm">
          The free plan's {Math.round(state.limitMs / 60_000)}-minute limit is near: the recording stops by itself.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {paused ? (
          <Button variant="outline" onClick={onResume} disabled={stopping}>
            <PlayIcon />
            Resume
          </Button>
        ) : (
          <Button variant="outline" onClick={onPause} disabled={stopping}>
            <PauseIcon />
            Pause
          </Button>
        )}
        <Button variant="destructive" onClick={onStop} loading={stopping}>
          <SquareIcon />
          Stop
        </Button>
      </div>
      {upload ? (
        <p className={cn('text-sm', upload.online ? 'text-muted-foreground' : 'font-medium text-foreground')} aria-live="polite">
          {uploadStatusLine(upload)}
        </p>
      ) : null}
      {state.audioRequested ? <LiveCaptions captions={captions} error={captionError ?? null} /> : null}
    </div>
  );
}

function LiveCaptions({ captions, error }: { captions: readonly string[]; error: string | null }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-1 rounded-md border bg-muted/40 p-3">
      <h3 id={titleId} className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
        Live captions
      </h3>
      <div aria-live="polite" className="grid gap-1 text-sm">
        {captions.length === 0 ? (
          <p className="text-muted-foreground">Listening...</p>
        ) : (
          captions.map((text, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the last few captions shift as one window, and a caption can repeat
            <p key={index}>{text}</p>
          ))
        )}
      </div>
      {error ? (
        <p className="text-destructive text-xs" role="status">
          {error}
        </p>
      ) : null}
    </section>
  );
}

function Stopped({ preview, onTranscribe, onNewRecording, transcribing = false, upload }: RecorderPanelProps) {
  return (
    <div className="grid gap-4">
      {preview ? (
        <>
          {/* biome-ignore lint/a11y/useMediaCaption: a screen recording has no captions until it is transcribed */}
          <video controls src={preview.url} className="aspect-video w-full rounded-md border bg-black" aria-label="Recording preview" />
          <p className="text-muted-foreground text-sm">
            {formatElapsed(preview.durationMs)} recorded
            {upload ? ` · ${formatFileSize(upload.bytesRecorded)}` : ''}
          </p>
        </>
      ) : (
        <p className="flex items-center gap-2 text-muted-foreground text-sm" role="status">
          <Spinner className="size-4" />
          Preparing the preview...
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={onTranscribe} loading={transcribing} disabled={!preview}>
          Transcribe Recording
        </Button>
        {preview ? (
          <Button asChild variant="outline">
            <a href={preview.url} download={preview.fileName}>
              <DownloadIcon />
              Download
            </a>
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onNewRecording} disabled={transcribing}>
          <RotateCcwIcon />
          Start New Recording
        </Button>
      </div>
    </div>
  );
}

function UnfinishedList({ unfinished = [], recovering = null, onRecover, onDiscard, keptFor }: RecorderPanelProps) {
  return (
    <Alert variant="info">
      <AlertTitle>{unfinished.length === 1 ? 'An unfinished recording was kept' : 'Unfinished recordings were kept'}</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>
          A recording stopped before it was transcribed (a closed tab or a crash). It is kept in this browser
          {keptFor ? `, and on the server for ${keptFor}` : ''}.
        </p>
        <ul className="grid gap-2">
          {unfinished.map((recording) => (
            <li key={recording.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-foreground">
                {recording.fileName}
                <span className="text-muted-foreground">
                  {' '}
                  · {formatDateTime(recording.createdAt)} · {formatElapsed(recording.durationMs)} · {formatFileSize(recording.bytesStored)}
                </span>
              </span>
              <span className="flex gap-2">
                <Button
                  size="sm"
                  onClick={() => onRecover?.(recording.id)}
                  loading={recovering === recording.id}
                  disabled={recovering !== null && recovering !== recording.id}
                  aria-label={`Transcribe ${recording.fileName}`}
                >
                  Transcribe
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onDiscard?.(recording.id)}
                  disabled={recovering === recording.id}
                  aria-label={`Discard ${recording.fileName}`}
                >
                  <TrashIcon />
                  Discard
                </Button>
              </span>
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}

function sentStatusLine(sent: SentRecording): string {
  switch (sent.status) {
    case 'completed':
      return 'Transcript ready.';
    case 'failed':
      return `Transcription failed: ${sent.errorMessage || 'An error occurred during transcription.'}`;
    default:
      return `Transcribing... ${Math.round(Math.min(100, Math.max(0, sent.progress)))}%`;
  }
}

function SentRecordingCard({
  sent,
  onView,
  onDismiss,
}: {
  sent: SentRecording;
  onView?: (() => void) | undefined;
  onDismiss?: (() => void) | undefined;
}) {
  const titleId = useId();
  const completed = sent.status === 'completed';
  return (
    <section aria-labelledby={titleId} className="grid gap-2 rounded-md border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <h3 id={titleId} className="font-medium text-sm">
            {sent.fileName}
          </h3>
          <p className={cn('text-sm', sent.status === 'failed' ? 'text-destructive' : 'text-muted-foreground')} role="status">
            {sentStatusLine(sent)}
          </p>
        </div>
        <span className="flex gap-2">
          {completed && onView ? (
            <Button size="sm" onClick={onView}>
              View transcript
            </Button>
          ) : null}
          {onDismiss ? (
            <Button size="sm" variant="ghost" onClick={onDismiss} aria-label={`Dismiss ${sent.fileName}`}>
              Dismiss
            </Button>
          ) : null}
        </span>
      </div>
      {sent.text ? (
        <div className="grid gap-1">
          <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
            {completed ? 'Transcript' : 'First draft, from the live captions'}
          </p>
          <p className="max-h-32 overflow-y-auto whitespace-pre-wrap text-sm">{sent.text}</p>
        </div>
      ) : null}
    </section>
  );
}

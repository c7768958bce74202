import type { ExportFormat } from '@verbatim/core-sdk';
import { isApiError } from '@verbatim/core-sdk';
import type { SharedTranscript } from '@verbatim/core-sdk/contracts';
import {
  Button,
  Card,
  CardContent,
  DownloadIcon,
  ErrorState,
  formatDate,
  formatDuration,
  handlePlaybackKeys,
  Logo,
  Skeleton,
  saveFile,
  TranscriptBody,
  toast,
  useSharedTranscript,
  useTranscriptPlayback,
  useVerbatimClient,
} from '@verbatim/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useSignInPath } from '../../app/use-sign-in-path';
import { EXPORT_CHOICES } from '../transcriptions/export-formats';

/**
 * A transcript someone shared (/share/{token}): readable without signing in, with the recording while it is kept
 * (if the owner allowed it) and every export; nothing else of the owner's. Search engines are asked not to index it.
 */
const NO_WORDS: SharedTranscript['words'] = [];

export function SharedTranscriptPage() {
  const { token = '' } = useParams();
  const client = useVerbatimClient();
  const shared = useSharedTranscript(token);
  const [saving, setSaving] = useState<ExportFormat | null>(null);
  // Signing in from here comes back to this transcript.
  const signInPath = useSignInPath();
  const data = shared.data;
  const words = data?.words ?? NO_WORDS;
  const playback = useTranscriptPlayback(words);
  // The words play from where they are only with the recording at hand.
  const playable = Boolean(data?.mediaAvailable) && words.length > 0;

  const download = async (format: ExportFormat) => {
    setSaving(format);
    try {
      const { blob, fileName } = await client.shares.download(token, format);
      saveFile(blob, fileName);
    } catch {
      toast({ variant: 'destructive', title: 'Download Failed', description: 'Unable to download the transcription.' });
    } finally {
      setSaving(null);
    }
  };

  const gone = shared.isError && isApiError(shared.error) && shared.error.status === 404;

  return (
    <div className="flex min-h-dvh flex-col">
      <meta name="robots" content="noindex, nofollow" />
      <title>{data ? `${data.fileName} · Shared transcript · Verbatim` : 'Shared transcript · Verbatim'}</title>
      <header className="border-b">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-3">
          <Link to="/" aria-label="Verbatim home">
            <Logo />
          </Link>
          <Link to={signInPath} className="text-primary text-sm underline-offset-4 hover:underline">
            Transcribe your own recordings
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto grid w-full max-w-3xl flex-1 content-start gap-6 px-4 py-8">
        {gone ? (
          <div className="grid gap-3 py-16 text-center">
            <h1 className="font-bold text-2xl">This link is no longer available</h1>
            <p className="text-muted-foreground">It was revoked or it expired. Ask the person who shared it for a new one.</p>
          </div>
        ) : shared.isError ? (
          <ErrorState title="Could not load the transcript" message="Please try again." onRetry={() => void shared.refetch()} />
        ) : !data ? (
          <div className="grid gap-3" role="status">
            <span className="sr-only">Loading transcript...</span>
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </div>
        ) : (
          <>
            <div className="grid gap-1">
              <h1 className="break-words font-bold text-2xl tracking-tight">{data.fileName}</h1>
              <p className="text-muted-foreground text-sm">
                Shared transcript · {formatDate(data.createdAt)}
                {data.duration != null && ` · ${formatDuration(data.duration)}`}
              </p>
            </div>
            {data.mediaAvailable &&
              (data.mimeType?.startsWith('video/') ? (
                // biome-ignore lint/a11y/useMediaCaption: the transcript below is the recording's text
                <video
                  ref={playback.mediaRef}
                  controls
                  playsInline
                  preload="metadata"
                  src={client.shares.audioUrl(token)}
                  onTimeUpdate={playback.onTimeUpdate}
                  onSeeked={playback.onTimeUpdate}
                  className="max-h-[50dvh] w-full rounded-md bg-black"
                  aria-label={`Play ${data.fileName}`}
                />
              ) : (
                // biome-ignore lint/a11y/useMediaCaption: the transcript below is the recording's text
                <audio
                  ref={playback.mediaRef}
                  controls
                  preload="metadata"
                  src={client.shares.audioUrl(token)}
                  onTimeUpdate={playback.onTimeUpdate}
                  onSeeked={playback.onTimeUpdate}
                  className="w-full"
                  aria-label={`Play ${data.fileName}`}
                />
              ))}
            <section aria-label="Download" className="flex flex-wrap gap-2">
              {EXPORT_CHOICES.map((choice) => (
                <Button
                  key={choice.format}
                  variant="outline"
                  size="sm"
                  loading={saving === choice.format}
                  disabled={saving !== null}
                  onClick={() => void download(choice.format)}
                  aria-label={`Download ${choice.label}`}
                >
                  {saving !== choice.format && <DownloadIcon />}
                  {choice.label}
                </Button>
              ))}
            </section>
            <Card>
              <CardContent className="pt-6">
                {!data.transcriptText?.trim() && words.length === 0 ? (
                  // Only completed transcriptions are shared: an empty one is a recording in which no speech was found.
                  <p className="text-muted-foreground text-sm">No speech was found in this recording.</p>
                ) : (
                  <section
                    aria-label="Transcript"
                    onKeyDown={playable ? (event) => handlePlaybackKeys(event, playback) : undefined}
                    className="text-sm leading-relaxed"
                  >
                    <TranscriptBody
                      words={words}
                      segments={data.segments}
                      speakerNames={data.speakerNames}
                      text={data.transcriptText}
                      playback={playable ? playback : null}
                      timed={words.length > 0}
                    />
                  </section>
                )}
              </CardContent>
            </Card>
          </>
        )}
      </main>
    </div>
  );
}

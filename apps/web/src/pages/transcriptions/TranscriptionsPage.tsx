import type { TranscriptionSummary } from '@verbatim/core-sdk/contracts';
import { Button, EmptyState, FileTextIcon, SearchIcon, TranscriptionsTable, useTranscriptions } from '@verbatim/ui';
import { Link, useLocation, useMatch, useNavigate, useSearchParams } from 'react-router';
import { transcriptionsSearchPath } from '../../app/use-header-search';
import { TranscriptViewerModal } from './TranscriptViewerModal';
import { useTranscriptionActions } from './use-transcription-actions';

interface ViewerState {
  /** The viewer was opened from this list, so closing it can go back rather than forward. */
  fromList?: boolean;
}

/**
 * All Transcriptions (/transcriptions): the whole list, searched with the header's box (?q=). The viewer is part of
 * the address, /transcriptions/{id}, so that a transcript can be linked to and opens over the list.
 */
export function TranscriptionsPage() {
  const [searchParams] = useSearchParams();
  const q = searchParams.get('q')?.trim() ?? '';
  const openId = useMatch('/transcriptions/:id')?.params.id ?? null;
  const location = useLocation();
  const navigate = useNavigate();
  const list = useTranscriptions({ q });

  const listPath = transcriptionsSearchPath(q);
  const view = (transcription: TranscriptionSummary) => {
    const search = q ? `?${new URLSearchParams({ q })}` : '';
    void navigate(`/transcriptions/${encodeURIComponent(transcription.id)}${search}`, { state: { fromList: true } satisfies ViewerState });
  };
  const closeViewer = () => {
    if ((location.state as ViewerState | null)?.fromList) void navigate(-1);
    else void navigate(listPath, { replace: true });
  };
  const { actions, dialogs } = useTranscriptionActions({ onView: view });
  const count = list.data?.length;

  return (
    <div className="grid gap-6">
      <title>All Transcriptions · Verbatim</title>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">All Transcriptions</h1>
          <p className="text-muted-foreground" aria-live="polite">
            {q ? (
              <>
                {count === undefined || list.isPlaceholderData ? 'Searching' : `${count} ${count === 1 ? 'result' : 'results'}`} for “{q}”
              </>
            ) : count === undefined ? (
              'Every transcript you have made.'
            ) : (
              `${count} ${count === 1 ? 'transcription' : 'transcriptions'}`
            )}
          </p>
        </div>
        {q && (
          <Button asChild variant="outline" size="sm">
            <Link to="/transcriptions" replace>
              Clear search
            </Link>
          </Button>
        )}
      </header>

      <TranscriptionsTable
        transcriptions={list.data}
        loading={list.isFetching}
        error={list.isError && !list.data ? 'Your transcriptions could not be loaded. Please try again.' : null}
        onReload={() => void list.refetch()}
        label="All transcriptions"
        emptyState={
          q ? (
            <EmptyState
              icon={<SearchIcon />}
              title={`No results found for “${q}”`}
              description="Search looks in file names and transcript text. Try other words."
            />
          ) : (
            <EmptyState
              icon={<FileTextIcon />}
              title="No transcriptions yet"
              description="Upload an audio or video file and its transcript will appear here."
              action={
                <Button asChild size="sm">
                  <Link to="/upload">Upload a file</Link>
                </Button>
              }
            />
          )
        }
        {...actions}
      />

      <TranscriptViewerModal transcriptionId={openId} row={list.data?.find((row) => row.id === openId)} onClose={closeViewer} />
      {dialogs}
    </div>
  );
}

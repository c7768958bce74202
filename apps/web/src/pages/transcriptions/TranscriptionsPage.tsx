import type { TranscriptionSummary } from '@verbatim/core-sdk/contracts';
import { Button, EmptyState, FileTextIcon, SearchIcon, TranscriptionsTable, useTranscriptions } from '@verbatim/ui';
import { useMemo } from 'react';
import { Link, useLocation, useMatch, useNavigate, useSearchParams } from 'react-router';
import { transcriptionsSearchPath } from '../../app/use-header-search';
import { searchMomentOf } from '../search/search-moment';
import { TranscriptViewerDialog } from './transcript-dialogs';
import { useTranscriptionActions } from './use-transcription-actions';

interface ViewerState {
  /** The viewer was opened from this list, so closing it can go back rather than forward. */
  fromList?: boolean;
}

/** "50 of 312 transcriptions" while older pages are not loaded, "312 transcriptions" once they all are. */
function countLabel(shown: number, total: number, one: string, many: string): string {
  const noun = total === 1 ? one : many;
  return shown < total ? `${shown} of ${total} ${noun}` : `${total} ${noun}`;
}

/**
 * All Transcriptions (/transcriptions): the whole list, a page at a time ('Load more'), searched with the header's
 * box (?q=). The viewer is part of the address, /transcriptions/{id}, so that a transcript can be linked to and opens
 * over the list.
 */
export function TranscriptionsPage() {
  const [searchParams] = useSearchParams();
  const q = searchParams.get('q')?.trim() ?? '';
  const openId = useMatch('/transcriptions/:id')?.params.id ?? null;
  const location = useLocation();
  const navigate = useNavigate();
  const list = useTranscriptions({ q });
  // Opened from a search passage: the viewer plays from it with its words marked.
  const moment = searchParams.toString();
  const searchMatch = useMemo(() => searchMomentOf(new URLSearchParams(moment)), [moment]);

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
  const rows = list.data?.items;
  const total = list.data?.total;

  return (
    <div className="grid gap-6">
      <title>All Transcriptions · Verbatim</title>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">All Transcriptions</h1>
          <p className="text-muted-foreground" aria-live="polite">
            {q ? (
              <>
                {rows === undefined || total === undefined || list.isPlaceholderData
                  ? 'Searching'
                  : countLabel(rows.length, total, 'result', 'results')}{' '}
                for “{q}”
              </>
            ) : rows === undefined || total === undefined ? (
              'Every transcript you have made.'
            ) : (
              countLabel(rows.length, total, 'transcription', 'transcriptions')
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
        transcriptions={rows}
        loading={list.isFetching && !list.isFetchingNextPage}
        error={list.isError && !list.data ? 'Your transcriptions could not be loaded. Please try again.' : null}
        onReload={() => void list.refetch()}
        hasMore={list.hasNextPage && !list.isPlaceholderData}
        onLoadMore={() => void list.fetchNextPage()}
        loadingMore={list.isFetchingNextPage}
        loadMoreError={list.isFetchNextPageError ? 'Older transcriptions could not be loaded. Please try again.' : null}
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

      <TranscriptViewerDialog
        transcriptionId={openId}
        row={rows?.find((row) => row.id === openId)}
        onClose={closeViewer}
        searchMatch={openId ? searchMatch : null}
      />
      {dialogs}
    </div>
  );
}

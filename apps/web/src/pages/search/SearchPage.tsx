import { Button, EmptyState, SearchIcon, SearchResults, useSearchTranscripts } from '@verbatim/ui';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { transcriptionsSearchPath } from '../../app/use-header-search';
import { searchMomentPath } from './search-moment';

/**
 * Search (/search?q=…): every transcript that says the words, best first, with each passage and the moment it was
 * said. A passage opens the viewer over the list, playing from there with the words marked; Back comes here again.
 */
export function SearchPage() {
  const [searchParams] = useSearchParams();
  const q = searchParams.get('q')?.trim() ?? '';
  const navigate = useNavigate();
  const search = useSearchTranscripts({ q });
  const results = q ? search.data : [];

  return (
    <div className="grid gap-6">
      <title>{q ? `“${q}” · Search · Verbatim` : 'Search · Verbatim'}</title>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Search</h1>
          <p className="break-words text-muted-foreground" aria-live="polite">
            {!q
              ? 'Everything you have transcribed, by what was said.'
              : search.data === undefined || search.isPlaceholderData
                ? `Searching for “${q}”`
                : `${search.data.length}${search.hasNextPage ? '+' : ''} ${search.data.length === 1 ? 'transcript says' : 'transcripts say'} “${q}”`}
          </p>
        </div>
        {q && (
          <Button asChild variant="outline" size="sm">
            <Link to={transcriptionsSearchPath(q)}>Filter the list instead</Link>
          </Button>
        )}
      </header>

      {q ? (
        <SearchResults
          query={q}
          results={results}
          loading={search.isFetching && !search.isFetchingNextPage}
          error={search.isError ? 'The search could not be made. Please try again.' : null}
          onRetry={() => void search.refetch()}
          hasMore={search.hasNextPage && !search.isPlaceholderData}
          onLoadMore={() => void search.fetchNextPage()}
          loadingMore={search.isFetchingNextPage}
          loadMoreError={search.isFetchNextPageError ? 'More results could not be loaded. Please try again.' : null}
          onOpen={(result, match) => void navigate(searchMomentPath(result, match), { state: { fromList: true } })}
        />
      ) : (
        <EmptyState
          icon={<SearchIcon />}
          title="Search what was said"
          description='Type in the search box above: words find every form of them, a "quoted phrase" its exact words, -word leaves out transcripts that say it, and "or" finds either.'
        />
      )}
    </div>
  );
}

import type { SearchMatch, SearchResult } from '@verbatim/core-sdk/contracts';
import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { FileIcon } from '../FileIcon/FileIcon';
import { PlayIcon, SearchIcon } from '../Icons/Icons';
import { LoadMore } from '../LoadMore/LoadMore';
import { cn } from '../lib/cn';
import { formatDate, formatDuration } from '../lib/format';
import { Skeleton } from '../Skeleton/Skeleton';

export interface SearchResultsProps {
  /** The words searched for, as the person typed them. */
  query: string;
  /** The results loaded so far, best first; undefined until the first page answers. */
  results: readonly SearchResult[] | undefined;
  /** The first page is on its way. */
  loading?: boolean;
  /** Why the search failed; shown with 'Try again' when there is nothing else to show. */
  error?: string | null;
  onRetry?: () => void;
  /** More results exist: 'Load more' under the list. */
  hasMore?: boolean;
  onLoadMore?: () => void;
  loadingMore?: boolean;
  loadMoreError?: string | null;
  /** Opens a transcript: at a passage (its time and words), or at its start when only the file name matched. */
  onOpen: (result: SearchResult, match: SearchMatch | null) => void;
  timeZone?: string;
  className?: string;
}

/** A passage's text with its matched words marked. */
function markedText(match: SearchMatch): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { from, to } of [...match.highlights].sort((a, b) => a.from - b.from)) {
    if (from < at) continue;
    if (from > at) parts.push(match.text.slice(at, from));
    parts.push(
      <mark key={from} data-slot="search-highlight" className="rounded-sm bg-yellow-200 px-0.5 text-foreground dark:bg-yellow-500/40">
        {match.text.slice(from, to)}
      </mark>,
    );
    at = to;
  }
  if (at < match.text.length) parts.push(match.text.slice(at));
  return parts;
}

/**
 * Full-text search results: each transcript that matches, with its file name and date, and each matching passage
 * with the moment it was said. A passage is a button that opens the transcript playing from there; the file name
 * opens it from the start. Loading, empty and failed states, and 'Load more' for the next page.
 */
export function SearchResults({
  query,
  results,
  loading = false,
  error,
  onRetry,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
  loadMoreError,
  onOpen,
  timeZone,
  className,
}: SearchResultsProps) {
  if (results === undefined) {
    if (error) return <ErrorState title="Search failed" message={error} {...(onRetry ? { onRetry } : {})} className={className} />;
    return (
      <div data-slot="search-results" aria-busy={loading || undefined} className={cn('grid gap-3', className)}>
        <span className="sr-only">Searching…</span>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-24 w-full" />
        ))}
      </div>
    );
  }
  if (results.length === 0) {
    return (
      <EmptyState
        className={className}
        icon={<SearchIcon />}
        title={`No passages found for “${query}”`}
        description='Search looks in what was said in every transcript and in file names. Try other words, a "quoted phrase", or -word to leave one out.'
      />
    );
  }
  return (
    <div data-slot="search-results" className={cn('grid gap-4', className)}>
      <ol aria-label={`Results for “${query}”`} className="grid gap-4">
        {results.map((result) => (
          <li key={result.transcriptionId}>
            <article
              aria-labelledby={`search-result-${result.transcriptionId}`}
              className="grid gap-3 rounded-lg border bg-card p-3 text-card-foreground sm:p-4"
            >
              <header className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
                <button
                  type="button"
                  id={`search-result-${result.transcriptionId}`}
                  onClick={() => onOpen(result, null)}
                  className="flex min-w-0 items-center gap-2 rounded-sm font-medium hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <FileIcon fileName={result.fileName} className="size-4 shrink-0" />
                  <span className="truncate">{result.fileName}</span>
                </button>
                <time dateTime={result.createdAt} className="text-muted-foreground text-sm">
                  {formatDate(result.createdAt, { timeZone })}
                </time>
              </header>
              {result.matches.length === 0 ? (
                <p className="text-muted-foreground text-sm">The file name matches.</p>
              ) : (
                <ul className="grid gap-1" aria-label={`Passages in ${result.fileName}`}>
                  {result.matches.map((match) => (
                    <li key={`${match.start}-${match.end}`}>
                      <button
                        type="button"
                        data-slot="search-passage"
                        onClick={() => onOpen(result, match)}
                        className="flex w-full flex-col gap-1 rounded-md p-2 text-left text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring sm:flex-row sm:gap-3"
                      >
                        <span className="flex shrink-0 items-center gap-1 font-mono text-primary text-xs tabular-nums sm:w-16 sm:pt-0.5">
                          <PlayIcon className="size-3" aria-hidden="true" />
                          <time dateTime={`PT${match.start.toFixed(1)}S`}>{formatDuration(match.start)}</time>
                          <span className="sr-only">, play from here:</span>
                        </span>
                        <span className="min-w-0 break-words">{markedText(match)}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </article>
          </li>
        ))}
      </ol>
      {hasMore && onLoadMore && (
        <LoadMore slot="search-load-more" onLoadMore={onLoadMore} loading={loadingMore} error={loadMoreError ?? null} />
      )}
    </div>
  );
}

import {
  Button,
  ErrorState,
  formatFileSize,
  Input,
  SearchIcon,
  Spinner,
  TranscriptionStatusBadge,
  useProductionSearch,
} from '@verbatim/ui';
import { type FormEvent, useState } from 'react';

const dateTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** Finds transcriptions of any user by file name. Runs with Enter or the button; a blank query does nothing. */
export function SearchTab() {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const search = useProductionSearch(query);

  function submit(event: FormEvent) {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    if (q === query) void search.refetch();
    else setQuery(q);
  }

  return (
    <div className="grid gap-4">
      <search>
        <form onSubmit={submit} className="flex max-w-xl flex-col gap-2 sm:flex-row">
          <Input
            type="search"
            aria-label="File name"
            placeholder="Search by file name"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" className="shrink-0">
            <SearchIcon />
            Search
          </Button>
        </form>
      </search>
      <div aria-live="polite">
        {query && search.isFetching && !search.data && <Spinner label="Searching..." />}
        {search.isError && (
          <ErrorState
            title="Search failed"
            message={search.error.message}
            onRetry={() => void search.refetch()}
            retrying={search.isFetching}
          />
        )}
        {search.data &&
          (search.data.length === 0 ? (
            <p className="py-6 text-center text-muted-foreground text-sm">No results found for {query}</p>
          ) : (
            <ul aria-label={`Results for ${query}`} className="grid divide-y rounded-lg border">
              {search.data.map((result) => (
                <li key={result.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                  <div className="grid min-w-0">
                    <span className="truncate font-medium text-sm">{result.fileName}</span>
                    <span className="text-muted-foreground text-xs">
                      {result.userEmail} · {formatFileSize(result.fileSize)} · {dateTime.format(new Date(result.createdAt))}
                    </span>
                  </div>
                  <TranscriptionStatusBadge status={result.status} progress={result.progress} />
                </li>
              ))}
            </ul>
          ))}
      </div>
    </div>
  );
}

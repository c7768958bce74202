import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** Typing pauses this long before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

export const TRANSCRIPTIONS_PATH = '/transcriptions';
/** The full-text search's results page. */
export const SEARCH_PATH = '/search';

const isListPath = (pathname: string) => pathname === TRANSCRIPTIONS_PATH || pathname.startsWith(`${TRANSCRIPTIONS_PATH}/`);

/** The list's address for a search: /transcriptions?q=… (no ?q= for a blank one). */
export function transcriptionsSearchPath(q: string): string {
  const query = q.trim();
  return query ? `${TRANSCRIPTIONS_PATH}?${new URLSearchParams({ q: query })}` : TRANSCRIPTIONS_PATH;
}

/** The results page's address for a search: /search?q=… (no ?q= for a blank one). */
export function searchResultsPath(q: string): string {
  const query = q.trim();
  return query ? `${SEARCH_PATH}?${new URLSearchParams({ q: query })}` : SEARCH_PATH;
}

export interface HeaderSearch {
  value: string;
  onChange: (value: string) => void;
  /** Enter: search now. */
  onSubmit: (value: string) => void;
}

/**
 * The header's search box. From any page it opens the full-text results (/search?q=…: every passage that says it,
 * with its time); on the list of transcriptions it is that list's own filter (/transcriptions?q=…, file names and
 * text). The search lives in the URL, so that it survives a reload and can be shared; the box follows the URL when it
 * changes from outside (back button, a link), and typing updates the URL after a pause, replacing the entry while on
 * the list or the results so that Back leaves them.
 */
export function useHeaderSearch(): HeaderSearch {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const onList = isListPath(pathname);
  const onResults = pathname === SEARCH_PATH;
  const urlQuery = onList || onResults ? (searchParams.get('q') ?? '') : '';
  const [value, setValue] = useState(urlQuery);
  // What this box last put in the URL: a URL change to anything else came from outside and wins.
  const pushed = useRef(urlQuery);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (urlQuery.trim() === pushed.current.trim()) return;
    pushed.current = urlQuery;
    setValue(urlQuery);
  }, [urlQuery]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = useCallback(
    (text: string, { force = false } = {}) => {
      clearTimeout(timer.current);
      const q = text.trim();
      // Clearing the box elsewhere is not a search; on the list it shows everything again.
      if (!onList && !onResults && !q && !force) return;
      if (((onList && pathname === TRANSCRIPTIONS_PATH) || onResults) && q === urlQuery.trim()) return;
      pushed.current = q;
      void navigate(onList ? transcriptionsSearchPath(q) : searchResultsPath(q), { replace: onList || onResults });
    },
    [navigate, onList, onResults, pathname, urlQuery],
  );

  // The pause may outlast a navigation: when it ends, search with what the page is then, not what it was.
  const latestCommit = useRef(commit);
  useEffect(() => {
    latestCommit.current = commit;
  }, [commit]);

  const onChange = useCallback((text: string) => {
    setValue(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latestCommit.current(text), SEARCH_DEBOUNCE_MS);
  }, []);
  const onSubmit = useCallback((text: string) => commit(text, { force: true }), [commit]);

  return { value, onChange, onSubmit };
}

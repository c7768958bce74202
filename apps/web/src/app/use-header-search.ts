import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** Typing pauses this long before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

export const TRANSCRIPTIONS_PATH = '/transcriptions';

const isListPath = (pathname: string) => pathname === TRANSCRIPTIONS_PATH || pathname.startsWith(`${TRANSCRIPTIONS_PATH}/`);

/** The list's address for a search: /transcriptions?q=… (no ?q= for a blank one). */
export function transcriptionsSearchPath(q: string): string {
  const query = q.trim();
  return query ? `${TRANSCRIPTIONS_PATH}?${new URLSearchParams({ q: query })}` : TRANSCRIPTIONS_PATH;
}

export interface HeaderSearch {
  value: string;
  onChange: (value: string) => void;
  /** Enter: search now. */
  onSubmit: (value: string) => void;
}

/**
 * The header's search box. The search itself lives in the URL (/transcriptions?q=…), so that it survives a reload and
 * can be shared; the box follows the URL when it changes from outside (back button, a link), and typing updates the
 * URL after a pause, from any page, replacing the entry while on the list so that Back leaves the list.
 */
export function useHeaderSearch(): HeaderSearch {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const onList = isListPath(pathname);
  const urlQuery = onList ? (searchParams.get('q') ?? '') : '';
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
      if (!onList && !q && !force) return;
      if (onList && pathname === TRANSCRIPTIONS_PATH && q === urlQuery.trim()) return;
      pushed.current = q;
      void navigate(transcriptionsSearchPath(q), { replace: onList });
    },
    [navigate, onList, pathname, urlQuery],
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

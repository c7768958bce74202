import { isApiError, type VerbatimClient } from '@verbatim/core-sdk';
import { useVerbatimClient } from '@verbatim/ui';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';

/** Where a tab keeps its visit, so that a reload carries the same visit on; a new tab is a new visit. */
export const VISIT_STORAGE_KEY = 'verbatim.visit';
/**
 * A page is recorded once it has been shown this long: its lazy screen has set its title by then, and a page that
 * redirects at once (`/` to the sign-in screen's target, say) is not counted as seen.
 */
export const PAGEVIEW_SETTLE_MS = 300;

interface StoredVisit {
  userId: string;
  sessionId: string;
}

// Analytics must never break the app: every failure, storage included, ends here and nowhere else.
const quiet = (error: unknown) => console.debug('analytics:', error);

function readVisit(userId: string): string | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(VISIT_STORAGE_KEY) ?? 'null') as StoredVisit | null;
    return stored?.userId === userId && typeof stored.sessionId === 'string' ? stored.sessionId : null;
  } catch {
    return null;
  }
}

function keepVisit(visit: StoredVisit | null): void {
  try {
    if (visit) sessionStorage.setItem(VISIT_STORAGE_KEY, JSON.stringify(visit));
    else sessionStorage.removeItem(VISIT_STORAGE_KEY);
  } catch (error) {
    quiet(error);
  }
}

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** One signed-in user's visit in this tab: started on its first page, carried on across reloads. */
function createVisit(client: VerbatimClient, userId: string) {
  let sessionId = readVisit(userId);
  let starting: Promise<string | null> | null = null;
  let firstPage = true;

  const start = (): Promise<string | null> => {
    starting ??= client.analytics
      .startSession({ timezone: timeZone() })
      .then(
        (started) => {
          sessionId = started.sessionId;
          keepVisit({ userId, sessionId });
          return sessionId;
        },
        (error: unknown) => {
          quiet(error);
          return null;
        },
      )
      .finally(() => {
        starting = null;
      });
    return starting;
  };

  return {
    async pageview(page: string): Promise<void> {
      // The referrer says where the visit came from, so only its first page has one.
      const referrer = firstPage ? document.referrer : '';
      firstPage = false;
      const id = sessionId ?? (await start());
      if (!id) return;
      const view = { sessionId: id, page, title: document.title, referrer };
      try {
        await client.analytics.pageview(view);
      } catch (error) {
        if (!(isApiError(error) && error.status === 404)) return quiet(error);
        // The stored visit is not (or no longer) this user's: the page starts a new one.
        if (sessionId === id) {
          sessionId = null;
          keepVisit(null);
        }
        const fresh = await start();
        if (fresh) await client.analytics.pageview({ ...view, sessionId: fresh }).catch(quiet);
      }
    },
    /** Sent as the page goes away, as a keepalive request that outlives it. */
    end(): void {
      if (sessionId) client.analytics.endSession({ sessionId }).catch(quiet);
    },
  };
}

/**
 * Analytics of a signed-in visit: one session per visit of this tab (a reload carries it on), a page view on every
 * change of path, and the end of the visit when the page is hidden for good or reloaded (`pagehide`). A page restored
 * from the back-forward cache records its page again, which carries the visit on.
 */
export function useVisitAnalytics(userId: string): void {
  const client = useVerbatimClient();
  const { pathname } = useLocation();
  const visit = useMemo(() => createVisit(client, userId), [client, userId]);
  const currentPath = useRef(pathname);
  currentPath.current = pathname;

  useEffect(() => {
    const timer = setTimeout(() => void visit.pageview(pathname), PAGEVIEW_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [visit, pathname]);

  useEffect(() => {
    const onHide = () => visit.end();
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) void visit.pageview(currentPath.current);
    };
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
    };
  }, [visit]);
}

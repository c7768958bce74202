import type { User } from '@verbatim/core-sdk/contracts';
import { AppShell, Spinner, useLiveUpdates } from '@verbatim/ui';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { preloadToaster } from './DeferredToaster';
import { WEB_NAV_ITEMS } from './nav-items';
import { RouterLink } from './RouterLink';
import { useAutoDownload } from './use-auto-download';
import { useHeaderSearch } from './use-header-search';
import { useSignOut } from './use-sign-out';
import { useVisitAnalytics } from './use-visit-analytics';

/** Where the header's RECORD leads: the dashboard's screen recorder. */
export const RECORDER_PATH = '/#recorder';

/**
 * The signed-in frame: ui's AppShell with the router's links, the header's search over the user's transcriptions,
 * sign-out, the live updates socket, which stays open on every signed-in page (and auto-downloads what completes, when
 * the person's settings ask for it), and the visit's analytics.
 */
export function SignedInShell({ user, children }: { user: User; children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const search = useHeaderSearch();
  const autoDownload = useAutoDownload();
  useLiveUpdates({ onFinished: autoDownload });
  useVisitAnalytics(user.id);
  useEffect(preloadToaster, []);

  return (
    <AppShell
      user={user}
      activePath={pathname}
      linkComponent={RouterLink}
      navItems={WEB_NAV_ITEMS}
      onSignOut={signOut}
      searchValue={search.value}
      onSearchChange={search.onChange}
      onSearch={search.onSubmit}
      onRecord={() => navigate(RECORDER_PATH)}
      adminHref="/admin/"
      billingHref="/billing"
    >
      <Suspense fallback={<ScreenLoading />}>{children}</Suspense>
    </AppShell>
  );
}

function ScreenLoading() {
  return (
    <div className="flex justify-center py-24 text-muted-foreground">
      <Spinner label="Loading..." className="size-6" />
    </div>
  );
}

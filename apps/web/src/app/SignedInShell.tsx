import type { User } from '@verbatim/core-sdk/contracts';
import { AppShell, Spinner, toast, useLiveUpdates } from '@verbatim/ui';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { preloadToaster } from './DeferredToaster';
import { RouterLink } from './RouterLink';
import { useHeaderSearch } from './use-header-search';
import { useSignOut } from './use-sign-out';

/** What RECORD says until the screen recorder panel is part of the dashboard. */
export const RECORDER_COMING_SOON = { title: 'Coming Soon', description: 'Screen recording arrives in an upcoming release.' } as const;

/**
 * The signed-in frame: ui's AppShell with the router's links, the header's search over the user's transcriptions,
 * sign-out, and the live updates socket, which stays open on every signed-in page.
 */
export function SignedInShell({ user, children }: { user: User; children: ReactNode }) {
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const search = useHeaderSearch();
  useLiveUpdates();
  useEffect(preloadToaster, []);

  return (
    <AppShell
      user={user}
      activePath={pathname}
      linkComponent={RouterLink}
      onSignOut={signOut}
      searchValue={search.value}
      onSearchChange={search.onChange}
      onSearch={search.onSubmit}
      onRecord={() => toast(RECORDER_COMING_SOON)}
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

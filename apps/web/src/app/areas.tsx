import { FullScreenLoading } from '@verbatim/ui';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PublicLayout } from '../layouts/PublicLayout';
import { LandingPage } from '../pages/landing/LandingPage';
import { preloadSignedInScreens, SignedInShell } from './screens';
import { useSessionUser } from './use-session-user';

/**
 * The frame of every page but the sign-in ones: the app's shell for a signed-in user, the public header and footer
 * otherwise. One layout for both, so that moving between a public page and a signed-in one keeps the shell (and
 * its live updates) mounted.
 */
export function AppFrame() {
  const user = useSessionUser();
  if (!user) {
    return (
      <PublicLayout>
        <Outlet />
      </PublicLayout>
    );
  }
  // The shell's chunk and the main screens' load side by side rather than one after the other.
  preloadSignedInScreens().catch(() => undefined);
  return (
    <Suspense fallback={<FullScreenLoading />}>
      <SignedInShell user={user}>
        <Outlet />
      </SignedInShell>
    </Suspense>
  );
}

/** Screens for signed-in users. A visitor who is not signed in sees the landing screen instead (spec route table). */
export function RequireUser() {
  const user = useSessionUser();
  return user ? <Outlet /> : <LandingPage />;
}

import { Outlet } from 'react-router';
import { AppShell } from '../layouts/AppShell';
import { PublicLayout } from '../layouts/PublicLayout';
import { LandingPage } from '../pages/landing/LandingPage';
import { useSessionUser } from './use-session-user';

/** Screens for signed-in users. A visitor who is not signed in sees the landing screen instead (spec route table). */
export function SignedInArea() {
  const user = useSessionUser();
  if (!user) return <LandingPage />;
  return (
    <AppShell user={user}>
      <Outlet />
    </AppShell>
  );
}

/** Public pages: inside the app's frame for a signed-in user, the public frame otherwise. */
export function PublicArea() {
  const user = useSessionUser();
  if (user) {
    return (
      <AppShell user={user}>
        <Outlet />
      </AppShell>
    );
  }
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}

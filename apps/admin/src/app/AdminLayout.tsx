import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@verbatim/core-sdk/contracts';
import { Button, cn, SkipLink, Spinner, useVerbatimClient } from '@verbatim/ui';
import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { AdminMark } from '../screens/AdminMark';

export const ADMIN_NAV = [
  { to: '/', label: 'Dashboard', end: true },
  { to: '/realtime', label: 'Real-Time' },
  { to: '/storage', label: 'Storage' },
  { to: '/production', label: 'Production' },
  { to: '/newsletter', label: 'Newsletter' },
  { to: '/audit-log', label: 'Audit Log' },
] as const;

/** The admin's frame: the mark, the sections, who is signed in, and the way back to the main app. */
export function AdminLayout({ user }: { user: User }) {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();

  function signOut() {
    queryClient.clear();
    window.location.assign(client.auth.logoutUrl);
  }

  return (
    <div className="min-h-dvh bg-background">
      <SkipLink />
      <header className="border-b bg-card">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
          <AdminMark />
          <div className="flex flex-wrap items-center gap-2">
            <span className="mr-1 hidden max-w-56 truncate text-muted-foreground text-sm sm:inline" title="Signed in as">
              {user.email}
            </span>
            <Button asChild variant="outline" size="sm">
              <a href="/">Back to Verbatim</a>
            </Button>
            <Button variant="ghost" size="sm" onClick={signOut}>
              Sign Out
            </Button>
          </div>
        </div>
        <nav aria-label="Admin sections" className="mx-auto max-w-7xl overflow-x-auto px-2 sm:px-4">
          <ul className="flex min-w-max gap-1">
            {ADMIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={'end' in item}
                  className={({ isActive }) =>
                    cn(
                      '-mb-px inline-flex h-10 items-center border-b-2 px-3 font-medium text-sm transition-colors',
                      'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring',
                      isActive ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-6 outline-none sm:px-6 sm:py-8">
        {/* Each screen is its own chunk (AdminRoutes): the frame stays while the first visit to a screen loads it. */}
        <Suspense fallback={<Spinner label="Loading..." className="mx-auto my-12 size-6" />}>
          <Outlet />
        </Suspense>
      </main>
      {/* Visitors' places come from DB-IP's Lite database (CC BY 4.0), whose licence asks for this credit where they show. */}
      <footer className="mx-auto max-w-7xl px-4 pb-6 text-muted-foreground text-xs sm:px-6">
        <a href="https://db-ip.com" className="underline underline-offset-2 hover:text-foreground">
          IP Geolocation by DB-IP
        </a>
      </footer>
    </div>
  );
}

import type { User } from '@verbatim/core-sdk/contracts';
import type { ReactNode } from 'react';
import { AppHeader, type AppHeaderProps } from '../AppHeader/AppHeader';
import { type LinkComponent, LinkProvider, useLinkComponent } from '../Link/Link';
import { cn } from '../lib/cn';
import type { AppNavItem } from '../Sidebar/app-nav-items';
import { MobileNav } from '../Sidebar/MobileNav';
import { Sidebar } from '../Sidebar/Sidebar';

export interface AppShellProps
  extends Pick<AppHeaderProps, 'searchValue' | 'onSearchChange' | 'onSearch' | 'onRecord' | 'recordEnabled' | 'billingHref' | 'adminHref'> {
  user: User;
  /** The current path (e.g. the router's location.pathname); its sidebar item is marked current. */
  activePath?: string;
  /**
   * The app's router link, e.g. `({ href, ...props }) => <Link to={href} {...props} />`. Every ui
   * component inside the shell uses it too. The default is a plain <a>.
   */
  linkComponent?: LinkComponent;
  /** Signs out: the app clears its cached data and goes to /api/logout. */
  onSignOut: () => void;
  navItems?: readonly AppNavItem[];
  homeHref?: string;
  children: ReactNode;
  className?: string;
}

/** Lets keyboard users jump past the navigation; visible only when focused. */
export function SkipLink({ href = '#main' }: { href?: string }) {
  return (
    <a
      href={href}
      data-slot="skip-link"
      className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground text-sm focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to content
    </a>
  );
}

/**
 * The signed-in frame: the sidebar on wide screens; on narrow ones a header with a menu that opens
 * the sidebar as a sheet. The header carries search, RECORD, credits and the admin shortcut.
 * Router-agnostic: links render through `linkComponent`, the current page comes from `activePath`.
 */
export function AppShell({
  user,
  activePath,
  linkComponent,
  onSignOut,
  navItems,
  homeHref = '/',
  children,
  className,
  ...headerProps
}: AppShellProps) {
  const inherited = useLinkComponent();
  const links = linkComponent ?? inherited;
  const sidebarProps = { user, activePath, onSignOut, items: navItems, homeHref };

  return (
    <LinkProvider component={links}>
      <div data-slot="app-shell" className={cn('min-h-dvh bg-background lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]', className)}>
        <SkipLink />
        <Sidebar {...sidebarProps} className="sticky top-0 hidden h-dvh lg:flex" />
        <div className="flex min-w-0 flex-col">
          <AppHeader
            {...headerProps}
            user={user}
            onSignOut={onSignOut}
            homeHref={homeHref}
            menu={<MobileNav {...sidebarProps} />}
            className="sticky top-0 z-40"
          />
          <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-6 lg:px-10 lg:py-8">
            {children}
          </main>
        </div>
      </div>
    </LinkProvider>
  );
}

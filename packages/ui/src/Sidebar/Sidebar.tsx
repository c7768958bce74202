import type { User } from '@verbatim/core-sdk/contracts';
import { Button } from '../Button/Button';
import { LogOutIcon } from '../Icons/Icons';
import { AppLink, type LinkComponent } from '../Link/Link';
import { Logo } from '../Logo/Logo';
import { cn } from '../lib/cn';
import { displayName } from '../lib/user-display';
import { UserAvatar } from '../UserAvatar/UserAvatar';
import { APP_NAV_ITEMS, type AppNavItem, currentNavItem } from './app-nav-items';

type SidebarUserData = Pick<User, 'email' | 'firstName' | 'lastName' | 'profileImageUrl'>;

export interface SidebarNavProps {
  /** The current path, e.g. from the router's location; its item is marked aria-current="page". */
  activePath?: string;
  items?: readonly AppNavItem[];
  linkComponent?: LinkComponent;
  /** Called when a link is followed, e.g. to close the mobile menu. */
  onNavigate?: () => void;
  className?: string;
}

/** The app's sections: Dashboard, Upload Files, Transcriptions, Billing, Settings, Blog. */
export function SidebarNav({ activePath, items = APP_NAV_ITEMS, linkComponent, onNavigate, className }: SidebarNavProps) {
  const current = currentNavItem(items, activePath);
  return (
    <nav aria-label="Main" data-slot="sidebar-nav" className={className}>
      <ul className="grid gap-1">
        {items.map((item) => {
          const active = item === current;
          const Icon = item.icon;
          return (
            <li key={item.href}>
              <AppLink
                href={item.href}
                linkComponent={linkComponent}
                aria-current={active ? 'page' : undefined}
                data-active={active || undefined}
                onClick={onNavigate}
                className={cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 font-medium text-sm transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  active ? 'bg-accent text-accent-foreground' : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                )}
              >
                <Icon />
                {item.label}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export interface SidebarUserProps {
  user: SidebarUserData;
  /** Signs out (the app clears its cached data and goes to /api/logout). */
  onSignOut: () => void;
  className?: string;
}

/** Who is signed in (avatar or initial, name or e-mail, e-mail) and the Sign Out button. */
export function SidebarUser({ user, onSignOut, className }: SidebarUserProps) {
  const name = displayName(user);
  return (
    <div data-slot="sidebar-user" className={cn('grid gap-3', className)}>
      <div className="flex min-w-0 items-center gap-3">
        <UserAvatar user={user} />
        <div className="min-w-0">
          <p className="truncate font-medium text-sm" title={name}>
            {name}
          </p>
          {name !== user.email && (
            <p className="truncate text-muted-foreground text-xs" title={user.email}>
              {user.email}
            </p>
          )}
        </div>
      </div>
      <Button variant="outline" className="w-full justify-start" onClick={onSignOut}>
        <LogOutIcon />
        Sign Out
      </Button>
    </div>
  );
}

export interface SidebarProps extends SidebarNavProps {
  user: SidebarUserData;
  onSignOut: () => void;
  /** Where the logo leads (default /). */
  homeHref?: string;
}

/** The signed-in sidebar: logo, sections, and the user with Sign Out at the bottom. */
export function Sidebar({ user, onSignOut, homeHref = '/', className, linkComponent, onNavigate, ...navProps }: SidebarProps) {
  return (
    <aside data-slot="sidebar" aria-label="Sidebar" className={cn('flex flex-col gap-6 border-r bg-card px-4 py-5', className)}>
      <AppLink
        href={homeHref}
        linkComponent={linkComponent}
        onClick={onNavigate}
        aria-label="Verbatim dashboard"
        className="self-start rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Logo />
      </AppLink>
      <SidebarNav className="flex-1 overflow-y-auto" linkComponent={linkComponent} onNavigate={onNavigate} {...navProps} />
      <SidebarUser user={user} onSignOut={onSignOut} className="border-t pt-4" />
    </aside>
  );
}

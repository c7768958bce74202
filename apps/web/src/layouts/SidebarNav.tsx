import type { User } from '@verbatim/core-sdk/contracts';
import { cn } from '@verbatim/ui';
import { Link, useLocation } from 'react-router';
import { ShieldIcon } from '../components/icons';
import { APP_NAV_ITEMS } from './app-nav-items';

const itemClass = 'flex items-center gap-3 rounded-md px-3 py-2 font-medium text-sm transition-colors';
const idleClass = 'text-muted-foreground hover:bg-accent hover:text-accent-foreground';
const activeClass = 'bg-accent text-accent-foreground';

/** The app's sections; the admin app is a separate site, so its link is a full page load. */
export function SidebarNav({ user }: { user: User }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main">
      <ul className="grid gap-1">
        {APP_NAV_ITEMS.map(({ to, label, icon: Icon, alsoActiveOn = [] }) => {
          const active = pathname === to || alsoActiveOn.includes(pathname) || (to !== '/' && pathname.startsWith(`${to}/`));
          return (
            <li key={to}>
              <Link to={to} aria-current={active ? 'page' : undefined} className={cn(itemClass, active ? activeClass : idleClass)}>
                <Icon className="size-4" />
                {label}
              </Link>
            </li>
          );
        })}
        {user.role === 'admin' && (
          <li>
            <a href="/admin/" className={cn(itemClass, idleClass)}>
              <ShieldIcon className="size-4" />
              Admin
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

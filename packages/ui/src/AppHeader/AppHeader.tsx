import type { User } from '@verbatim/core-sdk/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { CircleDotIcon, CoinsIcon, LockIcon, LogOutIcon, SearchIcon, ShieldIcon } from '../Icons/Icons';
import { Input } from '../Input/Input';
import { AppLink, type LinkComponent } from '../Link/Link';
import { Logo } from '../Logo/Logo';
import { cn } from '../lib/cn';
import { creditsText } from '../lib/credits';
import { hasPaidPlan } from '../lib/plan';
import { useMediaQuery } from '../lib/use-media-query';

type HeaderUser = Pick<User, 'credits' | 'freeAllowance' | 'role' | 'subscriptionPlan' | 'subscriptionStatus' | 'subscriptionExpiresAt'>;

export interface AppHeaderProps {
  user: HeaderUser;
  /** The search text, for a controlled box; leave out to let the box keep its own. */
  searchValue?: string;
  /** Every change of the search text (e.g. to filter as the user types). */
  onSearchChange?: (query: string) => void;
  /** The search was submitted (Enter). */
  onSearch?: (query: string) => void;
  /** Starts a recording; called only when recording is enabled. */
  onRecord?: () => void;
  /** Whether RECORD is enabled; the default is whether the user has a paid plan in effect. */
  recordEnabled?: boolean;
  /** Where 'RECORD (PRO)' and the credits badge lead (default /billing). The badge tells the credit balance and, while no plan is in effect, today's free transcriptions. */
  billingHref?: string;
  /** The admin app (a separate site, so a full page load; default /admin/). Shown only to admins. */
  adminHref?: string;
  /** The sign-out shortcut shown on small screens, where the sidebar is hidden. */
  onSignOut: () => void;
  /** Shown first on small screens, e.g. the MobileNav menu button. */
  menu?: ReactNode;
  homeHref?: string;
  linkComponent?: LinkComponent;
  className?: string;
}

/** Below Tailwind's `sm`, where the search box shares its row with RECORD and the spec's placeholder would be cut. */
export const NARROW_HEADER_QUERY = '(max-width: 639.98px)';
export const SEARCH_PLACEHOLDER = 'Search transcriptions...';
export const SEARCH_PLACEHOLDER_NARROW = 'Search...';

/**
 * The signed-in header: a search box, RECORD (enabled only on a
 * paid plan; otherwise 'RECORD (PRO)' leading to billing), a credits badge, an admin shortcut for
 * admins and, on small screens, the menu and a sign-out shortcut.
 */
export function AppHeader({
  user,
  searchValue,
  onSearchChange,
  onSearch,
  onRecord,
  recordEnabled,
  billingHref = '/billing',
  adminHref = '/admin/',
  onSignOut,
  menu,
  homeHref = '/',
  linkComponent,
  className,
}: AppHeaderProps) {
  const [ownQuery, setOwnQuery] = useState('');
  const query = searchValue ?? ownQuery;
  const canRecord = recordEnabled ?? hasPaidPlan(user);
  const narrow = useMediaQuery(NARROW_HEADER_QUERY);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch?.(query.trim());
  };

  return (
    <header
      data-slot="app-header"
      className={cn('flex flex-wrap items-center gap-2 border-b bg-background/95 px-4 py-3 backdrop-blur sm:px-6', className)}
    >
      {menu && <div className="lg:hidden">{menu}</div>}
      <AppLink
        href={homeHref}
        linkComponent={linkComponent}
        aria-label="Verbatim dashboard"
        className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring lg:hidden"
      >
        <Logo showWordmark={false} className="sm:hidden" />
        <Logo className="max-sm:hidden" />
      </AppLink>

      {/* On phones the search and RECORD take their own row; from sm up they join the header's row. */}
      <div className="order-last flex w-full items-center gap-2 sm:order-none sm:contents">
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for some of the browsers people use (Safari before 17) */}
        <form role="search" onSubmit={submit} className="relative min-w-0 flex-1 sm:max-w-md">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground" />
          <Input
            type="search"
            value={query}
            onChange={(event) => {
              const next = event.currentTarget.value;
              if (searchValue === undefined) setOwnQuery(next);
              onSearchChange?.(next);
            }}
            placeholder={narrow ? SEARCH_PLACEHOLDER_NARROW : SEARCH_PLACEHOLDER}
            aria-label="Search transcriptions"
            className="pl-9"
          />
        </form>
        {canRecord ? (
          <Button data-slot="record-button" className="shrink-0 sm:ml-auto" onClick={onRecord}>
            <CircleDotIcon className="text-red-400" />
            RECORD
          </Button>
        ) : (
          <Button asChild variant="outline" className="shrink-0 sm:ml-auto">
            <AppLink href={billingHref} linkComponent={linkComponent} data-slot="record-button" data-locked="">
              <LockIcon />
              RECORD (PRO)
            </AppLink>
          </Button>
        )}
      </div>

      <Badge asChild variant="secondary" className="h-8 gap-1.5 px-2.5 text-sm max-sm:ml-auto">
        <AppLink href={billingHref} linkComponent={linkComponent} data-slot="credits-badge">
          <CoinsIcon className="size-4" />
          {user.freeAllowance && (
            <>
              <span data-slot="free-allowance-badge">
                {/* The hidden words make the link's name whole without an aria-label that differs from what is seen. */}
                {user.freeAllowance.left} of {user.freeAllowance.limit} free
                <span className="sr-only"> transcriptions left</span> today
              </span>
              <span aria-hidden="true">·</span>
            </>
          )}
          {creditsText(user.credits)}
        </AppLink>
      </Badge>

      {user.role === 'admin' && (
        <Button asChild variant="ghost" size="sm" className="h-9">
          <a href={adminHref} data-slot="admin-shortcut" aria-label="Admin">
            <ShieldIcon />
            <span className="max-md:hidden">Admin</span>
          </a>
        </Button>
      )}

      <Button variant="ghost" size="icon" aria-label="Sign Out" onClick={onSignOut} className="lg:hidden">
        <LogOutIcon />
      </Button>
    </header>
  );
}

import type { User } from '@verbatim/core-sdk/contracts';
import { Button } from '@verbatim/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { MenuIcon, XIcon } from '../components/icons';
import { Logo } from '../components/Logo';
import { SkipLink } from './PublicLayout';
import { SidebarNav } from './SidebarNav';
import { UserSummary } from './UserSummary';

/** The signed-in frame: a sidebar on wide screens, a top bar with a menu on narrow ones. */
export function AppShell({ user, children }: { user: User; children: ReactNode }) {
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <SkipLink />
      <aside className="sticky top-0 hidden h-dvh flex-col gap-6 border-r bg-card px-4 py-5 lg:flex">
        <Link to="/" className="self-start rounded-md" aria-label="Verbatim dashboard">
          <Logo />
        </Link>
        <div className="flex-1 overflow-y-auto">
          <SidebarNav user={user} />
        </div>
        <UserSummary user={user} />
      </aside>
      <MobileTopBar user={user} />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl px-4 py-6 outline-none sm:px-6 lg:px-10 lg:py-10">
        {children}
      </main>
    </div>
  );
}

function MobileTopBar({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  // A followed link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the path changed
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur lg:hidden">
      <div className="flex h-14 items-center justify-between px-4">
        <Link to="/" className="rounded-md" aria-label="Verbatim dashboard">
          <Logo />
        </Link>
        <Button
          variant="ghost"
          size="icon"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <XIcon className="size-5" /> : <MenuIcon className="size-5" />}
        </Button>
      </div>
      <div id="mobile-menu" hidden={!open} className="max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-t bg-card px-4 py-4">
        <div className="grid gap-5">
          <SidebarNav user={user} />
          <div className="border-t pt-4">
            <UserSummary user={user} />
          </div>
        </div>
      </div>
    </header>
  );
}

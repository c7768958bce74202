import { Spinner } from '@verbatim/ui';
import type { ReactNode } from 'react';
import { useSessionUser } from '../../app/use-session-user';

/**
 * The frame of the pages an account e-mail links to (keep the account, unsubscribe): a narrow column in the public
 * site's frame, with the page's title and description. The address carries a token, so the page asks not to be indexed.
 */
export function AccountLinkLayout({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const user = useSessionUser();
  return (
    <div className={user ? 'max-w-xl' : 'mx-auto max-w-xl px-4 py-12 sm:px-6 md:py-16'}>
      <title>{`${title} · Verbatim`}</title>
      <meta name="description" content={description} />
      <meta name="robots" content="noindex" />
      <div className="grid gap-6">{children}</div>
    </div>
  );
}

/** What the page shows while its link is being followed. */
export function AccountLinkWorking({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 rounded-xl border py-12 text-muted-foreground">
      <Spinner className="size-7 text-primary" />
      <p className="font-medium text-sm">{label}</p>
    </div>
  );
}

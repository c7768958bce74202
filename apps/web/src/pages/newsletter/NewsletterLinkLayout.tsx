import type { PageHead as PageHeadData } from '@verbatim/core-sdk/contracts';
import { Spinner } from '@verbatim/ui';
import type { ReactNode } from 'react';
import { PageHead } from '../../app/PageHead';
import { useSessionUser } from '../../app/use-session-user';

/**
 * The frame of the pages a newsletter e-mail links to: a narrow column in the public site's frame, with the page's
 * head. The address carries a token, so the page asks not to be indexed.
 */
export function NewsletterLinkLayout({ head, children }: { head: PageHeadData; children: ReactNode }) {
  const user = useSessionUser();
  return (
    <div className={user ? 'max-w-xl' : 'mx-auto max-w-xl px-4 py-12 sm:px-6 md:py-16'}>
      <PageHead head={head} />
      <meta name="robots" content="noindex" />
      <div className="grid gap-6">{children}</div>
    </div>
  );
}

/** What the page shows while its link is being followed. */
export function NewsletterLinkWorking({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 rounded-xl border py-12 text-muted-foreground">
      <Spinner className="size-7 text-primary" />
      <p className="font-medium text-sm">{label}</p>
    </div>
  );
}

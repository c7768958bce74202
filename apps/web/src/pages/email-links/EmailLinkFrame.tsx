import type { PageHead as PageHeadData } from '@verbatim/core-sdk/contracts';
import type { ReactNode } from 'react';
import { PageHead } from '../../app/PageHead';
import { useSessionUser } from '../../app/use-session-user';

/**
 * The frame of every page an e-mail's link opens: a narrow column in the public site's frame (or in the app's, for
 * a person signed in), with the page's head, which asks not to be indexed: the address carries a token.
 */
export function EmailLinkFrame({ head, children }: { head: PageHeadData; children: ReactNode }) {
  const user = useSessionUser();
  return (
    <div className={user ? 'max-w-xl' : 'mx-auto max-w-xl px-4 py-12 sm:px-6 md:py-16'}>
      <PageHead head={head} />
      <div className="grid gap-6">{children}</div>
    </div>
  );
}

import { useVerbatimClient } from '@verbatim/ui';
import type { ReactNode } from 'react';
import { useSessionUser } from '../../app/use-session-user';
import { BLOG_TEXTS } from './blog-texts';

/**
 * The blog's column: centred with room around it for visitors, the shell's own padding for a signed-in reader. Every
 * blog page also names the RSS feed in the head (`<link rel="alternate">`, hoisted by React) for feed readers.
 */
export function BlogFrame({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  const user = useSessionUser();
  const client = useVerbatimClient();
  const width = wide ? 'max-w-6xl' : 'max-w-3xl';
  return (
    <div className={user ? width : `mx-auto ${width} px-4 py-12 sm:px-6 md:py-16`}>
      <link rel="alternate" type="application/rss+xml" title={BLOG_TEXTS.rssTitle} href={client.blog.rssUrl} />
      {children}
    </div>
  );
}

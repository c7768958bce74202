import type { PageHead as PageHeadData } from '@verbatim/core-sdk/contracts';
import type { ReactNode } from 'react';
import { PageHead } from '../../app/PageHead';
import { useSessionUser } from '../../app/use-session-user';

/** The date the policies and answers of these pages were last checked against the product. */
export const POLICIES_UPDATED = { iso: '2026-11-27', text: 'November 27, 2026' } as const;

export interface PublicPageProps {
  /**
   * The page's title (its heading; the document title is "{title} · Verbatim") and its description (shown under the
   * heading), from the list the server writes into the page's HTML (`PUBLIC_PAGE_HEADS`), so both say the same.
   */
  head: PageHeadData;
  /** Shows "Last updated" with the policies' date. */
  dated?: boolean;
  children: ReactNode;
}

/**
 * The frame of a public information page (FAQ, support, contact, terms, privacy, cancellation): a readable column with
 * the title, the description and, for the policies, the date they were last updated. The document's title,
 * description and preview tags are rendered here and hoisted into the head by React.
 */
export function PublicPage({ head, dated = false, children }: PublicPageProps) {
  const user = useSessionUser();
  return (
    <div className={user ? 'max-w-3xl' : 'mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16'}>
      <PageHead head={head} />
      <header className="space-y-3 border-b pb-6">
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{head.title}</h1>
        <p className="text-lg text-muted-foreground">{head.description}</p>
        {dated ? (
          <p className="text-muted-foreground text-sm">
            Last updated: <time dateTime={POLICIES_UPDATED.iso}>{POLICIES_UPDATED.text}</time>
          </p>
        ) : null}
      </header>
      {children}
    </div>
  );
}

/**
 * Long-form text: sections with h2 headings, paragraphs and lists, spaced for reading. Links inside take the
 * primary colour and an underline, so they are told apart from the text by more than colour.
 */
export function PolicyText({ children }: { children: ReactNode }) {
  return (
    <div className="mt-8 space-y-10 text-base leading-7 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_h2]:font-semibold [&_h2]:text-2xl [&_h2]:tracking-tight [&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-lg [&_li]:mt-2 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6">
      {children}
    </div>
  );
}

/** One section of a policy, with its h2 as the section's name. */
export function PolicySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

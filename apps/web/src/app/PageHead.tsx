import { type PageHead as PageHeadData, pageDocumentTitle, SITE_NAME, SITE_PREVIEW_IMAGE } from '@verbatim/core-sdk/contracts';
import { useLocation } from 'react-router';

export interface PageHeadProps {
  /** The page's title, description and type, as the server also writes them (`PUBLIC_PAGE_HEADS`). */
  head: PageHeadData;
  /** The document title when it differs from the head's (a tab of the page, say); previews keep the head's title. */
  documentTitle?: string | undefined;
}

/**
 * A public page's title, description, Open Graph and Twitter card tags, hoisted into the document's head by React.
 * The same tags the API writes into the page's HTML for crawlers, which the app drops as it starts (server-head.ts),
 * so the document holds one of each.
 */
export function PageHead({ head, documentTitle }: PageHeadProps) {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const url = `${window.location.origin}${path}`;
  return (
    <>
      <title>{documentTitle ?? pageDocumentTitle(head)}</title>
      <meta name="description" content={head.description} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:type" content={head.type} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:image" content={`${window.location.origin}${SITE_PREVIEW_IMAGE.path}`} />
      <meta property="og:image:width" content={String(SITE_PREVIEW_IMAGE.width)} />
      <meta property="og:image:height" content={String(SITE_PREVIEW_IMAGE.height)} />
      <meta property="og:image:alt" content={SITE_PREVIEW_IMAGE.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      {head.noindex && <meta name="robots" content="noindex" />}
    </>
  );
}

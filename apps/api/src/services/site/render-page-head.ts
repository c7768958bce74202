import { type PageHead, pageDocumentTitle, SITE_NAME, SITE_PREVIEW_IMAGE } from '@verbatim/core-sdk/contracts';
import { escapeHtml } from '../../lib/escape-html';

/**
 * Marks the tags the server writes: the web app takes them down as its pages render their own (apps/web's
 * server-head.ts), so the document never holds two titles, two descriptions or two of an Open Graph tag (React adds a
 * page's tags; it does not replace tags it did not make).
 */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';

/**
 * The title, description, Open Graph and Twitter card tags of a page, as HTML for its `<head>`. `url` is the page's
 * public address (PUBLIC_URL and its path), which previews link to; `origin` (PUBLIC_URL) makes the preview image's.
 */
export function renderPageHead(head: PageHead, url: string, origin: string): string {
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}" ${SERVER_HEAD_ATTRIBUTE} />`;
  return [
    `<title ${SERVER_HEAD_ATTRIBUTE}>${escapeHtml(pageDocumentTitle(head))}</title>`,
    meta('name', 'description', head.description),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.type),
    meta('property', 'og:url', url),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:image', `${origin}${SITE_PREVIEW_IMAGE.path}`),
    meta('property', 'og:image:width', String(SITE_PREVIEW_IMAGE.width)),
    meta('property', 'og:image:height', String(SITE_PREVIEW_IMAGE.height)),
    meta('property', 'og:image:alt', SITE_PREVIEW_IMAGE.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
  ].join('\n    ');
}

/**
 * How each public page of the web app presents itself to search engines and link previews. One list for both sides:
 * the API writes these tags into the HTML it serves for the page (crawlers and link previewers run no JavaScript),
 * and the page renders the same ones once the app runs. No zod here, so the web app's entry chunk can import it.
 */

export const SITE_NAME = 'Verbatim';

/** The title, description and Open Graph type of a page. */
export interface PageHead {
  /** The page's own name (og:title); the document title adds " · Verbatim" unless `documentTitle` says otherwise. */
  readonly title: string;
  /** One or two sentences: the description meta tag, og:description and what previews show under the title. */
  readonly description: string;
  /** og:type: `article` for blog posts, `website` for everything else. */
  readonly type: 'website' | 'article';
  /** The document's `<title>` when it is not "{title} · Verbatim" (the home page names the product first). */
  readonly documentTitle?: string;
  /** Asks search engines not to index the page (robots noindex): pages whose address carries a token. */
  readonly noindex?: true;
}

/**
 * The picture every page's link preview shows (og:image): the web app's public/og-image.png, made from
 * scripts/og-image/og-image.html. Previews want an absolute address, so `path` is joined to the site's origin.
 */
export const SITE_PREVIEW_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'Verbatim: accurate transcripts of your audio, video and screen recordings. Search, summarise, translate, export, share.',
} as const;

/** The `<title>` of a page. */
export function pageDocumentTitle(head: PageHead): string {
  return head.documentTitle ?? `${head.title} · ${SITE_NAME}`;
}

const HOME_TITLE = 'Verbatim: transcripts from audio, video and screen recordings';

export const HOME_PAGE_HEAD: PageHead = {
  title: HOME_TITLE,
  documentTitle: HOME_TITLE,
  description: 'Verbatim turns audio, video and screen recordings into transcripts you can search, summarise, translate and export.',
  type: 'website',
};
export const PRICING_PAGE_HEAD: PageHead = {
  title: 'Pricing',
  description: 'Start free with 3 transcriptions a day, or choose a monthly plan or credits as you go. 1 credit is 1 minute of audio.',
  type: 'website',
};
export const FAQ_PAGE_HEAD: PageHead = {
  title: 'Frequently Asked Questions',
  description: 'Answers about files, languages, credits and plans, sharing, the screen recorder, and refunds on Verbatim.',
  type: 'website',
};
export const SUPPORT_PAGE_HEAD: PageHead = {
  title: 'Support',
  description: 'Help with your account, uploads, transcripts and billing, and a form to write to the Verbatim support team.',
  type: 'website',
};
export const CONTACT_PAGE_HEAD: PageHead = {
  title: 'Contact Us',
  description: 'Write to the Verbatim team about your account, billing, partnerships or anything else. We reply within 24 hours.',
  type: 'website',
};
export const TERMS_PAGE_HEAD: PageHead = {
  title: 'Terms of Service',
  description: 'The terms that apply when you use Verbatim, its plans, and its widgets.',
  type: 'website',
};
export const PRIVACY_PAGE_HEAD: PageHead = {
  title: 'Privacy Policy',
  description: 'What Verbatim collects, why, who processes it for us, and how long we keep it.',
  type: 'website',
};
export const CANCELLATION_REFUNDS_PAGE_HEAD: PageHead = {
  title: 'Cancellation & Refunds',
  description: 'How to cancel a Verbatim plan, what happens when you do, and when we refund a payment.',
  type: 'website',
};
export const BLOG_PAGE_HEAD: PageHead = {
  title: 'Blog',
  description: 'Articles on transcription, productivity and getting more from your recordings, from the Verbatim team.',
  type: 'website',
};
export const AUTH_PAGE_HEAD: PageHead = {
  title: 'Sign in',
  description: 'Sign in to Verbatim, or create a free account and transcribe audio, video and screen recordings up to 2 GB.',
  type: 'website',
};

// The pages an e-mail's link opens. Their addresses carry a token, so the pages ask not to be indexed (in the served
// HTML too, for crawlers that run no script); a preview of the link still names the page rather than the home page.
export const ACCOUNT_RESTORE_PAGE_HEAD: PageHead = {
  title: 'Keep Your Account',
  description: 'Cancel the deletion of your Verbatim account with the link from your e-mail.',
  type: 'website',
  noindex: true,
};
export const UNSUBSCRIBE_PAGE_HEAD: PageHead = {
  title: 'Unsubscribe',
  description: 'Turn off a kind of Verbatim notification e-mail with the link from the e-mail.',
  type: 'website',
  noindex: true,
};
export const NEWSLETTER_CONFIRM_PAGE_HEAD: PageHead = {
  title: 'Confirm your subscription',
  description: 'Confirm your subscription to the Verbatim newsletter.',
  type: 'website',
  noindex: true,
};
export const VERIFY_EMAIL_PAGE_HEAD: PageHead = {
  title: 'Verify your e-mail address',
  description: 'Verify the e-mail address of your Verbatim account with the link from your e-mail.',
  type: 'website',
  noindex: true,
};
export const NEWSLETTER_UNSUBSCRIBE_PAGE_HEAD: PageHead = {
  title: 'Unsubscribe',
  description: 'Unsubscribe from the Verbatim newsletter.',
  type: 'website',
  noindex: true,
};

/** The public pages with a fixed head, by path. A blog post's head is made from the post (type `article`). */
export const PUBLIC_PAGE_HEADS: Readonly<Record<string, PageHead>> = {
  '/': HOME_PAGE_HEAD,
  '/pricing': PRICING_PAGE_HEAD,
  '/faq': FAQ_PAGE_HEAD,
  '/support': SUPPORT_PAGE_HEAD,
  '/contact': CONTACT_PAGE_HEAD,
  '/terms': TERMS_PAGE_HEAD,
  '/privacy': PRIVACY_PAGE_HEAD,
  '/cancellation-refunds': CANCELLATION_REFUNDS_PAGE_HEAD,
  '/blog': BLOG_PAGE_HEAD,
  '/auth': AUTH_PAGE_HEAD,
  '/account/restore': ACCOUNT_RESTORE_PAGE_HEAD,
  '/unsubscribe': UNSUBSCRIBE_PAGE_HEAD,
  '/newsletter/confirm': NEWSLETTER_CONFIRM_PAGE_HEAD,
  '/newsletter/unsubscribe': NEWSLETTER_UNSUBSCRIBE_PAGE_HEAD,
  '/verify-email': VERIFY_EMAIL_PAGE_HEAD,
};

/** A blog post's head: its title and excerpt, as an article. */
export function blogPostPageHead(post: { title: string; excerpt: string }): PageHead {
  return { title: post.title, description: post.excerpt, type: 'article' };
}

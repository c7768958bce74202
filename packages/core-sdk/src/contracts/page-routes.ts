import { matchesAppRoute, WEB_APP_ROUTES } from './app-routes';

type WebAppRoute = keyof typeof WEB_APP_ROUTES;

/**
 * The name analytics gives each page of the web app (typed by WEB_APP_ROUTES, so a new page cannot go unnamed).
 * /, /dashboard and /upload show the same screen, so they are one Dashboard, counted under /dashboard.
 */
const PAGE_NAMES: Record<WebAppRoute, string> = {
  home: 'Dashboard',
  dashboard: 'Dashboard',
  upload: 'Dashboard',
  auth: 'Sign In',
  authCallback: 'Sign-In Callback',
  forgotPassword: 'Forgot Password',
  resetPassword: 'Reset Password',
  sharedTranscript: 'Shared Transcript',
  pricing: 'Pricing',
  billing: 'Billing',
  faq: 'FAQ',
  accountRestore: 'Account Restore',
  unsubscribe: 'Unsubscribe',
  support: 'Support',
  terms: 'Terms',
  privacy: 'Privacy',
  cancellationRefunds: 'Cancellation & Refunds',
  contact: 'Contact',
  blog: 'Blog',
  blogPost: 'Blog Post',
  newsletterConfirm: 'Newsletter Confirmation',
  newsletterUnsubscribe: 'Newsletter Unsubscribe',
  verifyEmail: 'Verify E-mail',
  settings: 'Settings',
  developerSettings: 'Developer Settings',
  transcriptions: 'Transcriptions',
  transcription: 'Transcript',
  search: 'Search',
  translate: 'Translate',
  chat: 'Chat',
};

/** The routes counted as another's: the screens shown at several paths. */
const COUNTED_AS: Partial<Record<WebAppRoute, WebAppRoute>> = { home: 'dashboard', upload: 'dashboard' };

/** Where a path that matches no route is counted: the app shows its not-found page there. */
export const NOT_FOUND_PAGE_ROUTE = { route: '*', name: 'Page Not Found' } as const;

/**
 * The route a page path belongs to, and its name, as analytics counts pages: "/transcriptions/5f0c…?tab=chat" is
 * /transcriptions/:id, "Transcript", so that every transcript is one page. A route's own pattern maps to itself, so
 * a route read back from the figures names itself too. The admin app's screens are named as the spec names them:
 * /admin is Admin Dashboard, /admin/storage Admin Storage.
 */
export function pageRoute(path: string): { route: string; name: string } {
  if (path === NOT_FOUND_PAGE_ROUTE.route) return NOT_FOUND_PAGE_ROUTE;
  const clean = path.split(/[?#]/)[0] ?? '';
  const parts = clean.split('/').filter(Boolean);
  if (parts[0] === 'admin' && parts.length <= 2) {
    const section = parts[1];
    return section
      ? { route: `/admin/${section}`, name: `Admin ${section.charAt(0).toUpperCase()}${section.slice(1)}` }
      : { route: '/admin', name: 'Admin Dashboard' };
  }
  const normal = `/${parts.join('/')}`;
  for (const [key, pattern] of Object.entries(WEB_APP_ROUTES) as [WebAppRoute, string][]) {
    if (!matchesAppRoute({ [key]: pattern }, normal)) continue;
    const counted = COUNTED_AS[key] ?? key;
    return { route: WEB_APP_ROUTES[counted], name: PAGE_NAMES[counted] };
  }
  return NOT_FOUND_PAGE_ROUTE;
}

// No zod here: the web app's entry chunk imports this, and the API reads it to answer an unknown page with 404.

/**
 * Every page of the web app, by path pattern. The app's router (apps/web/src/app/routes.tsx) mounts exactly these,
 * and the API serves the app at them with 200; any other path gets the app's 404 screen, served with status 404.
 * `:name` matches one path segment.
 */
export const WEB_APP_ROUTES = {
  home: '/',
  dashboard: '/dashboard',
  upload: '/upload',
  auth: '/auth',
  authCallback: '/auth/callback',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  sharedTranscript: '/share/:token',
  pricing: '/pricing',
  billing: '/billing',
  faq: '/faq',
  accountRestore: '/account/restore',
  unsubscribe: '/unsubscribe',
  support: '/support',
  terms: '/terms',
  privacy: '/privacy',
  cancellationRefunds: '/cancellation-refunds',
  contact: '/contact',
  blog: '/blog',
  blogPost: '/blog/:id',
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  verifyEmail: '/verify-email',
  settings: '/settings',
  developerSettings: '/settings/developer',
  transcriptions: '/transcriptions',
  transcription: '/transcriptions/:id',
  search: '/search',
  translate: '/translate/:id',
  chat: '/chat/:id',
} as const;

/** Where the admin app is served: its router's basename. */
export const ADMIN_APP_BASE = '/admin';

/** Every screen of the admin app, by path under `ADMIN_APP_BASE`: its router mounts exactly these. */
export const ADMIN_APP_ROUTES = {
  dashboard: '/',
  realtime: '/realtime',
  storage: '/storage',
  production: '/production',
  newsletter: '/newsletter',
  auditLog: '/audit-log',
} as const;

/** A path segment as React Router compares it: percent-decoded where that is possible, else as it is. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Whether `path` (a URL's path, without query) is one of `patterns`, matched as React Router matches a route: letters
 * in any case, one trailing slash allowed, each `:name` one non-empty segment, no empty segments ("//pricing").
 */
export function matchesAppRoute(patterns: Readonly<Record<string, string>>, path: string): boolean {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (!trimmed.startsWith('/')) return false;
  const parts = trimmed.split('/').slice(1).map(decodedSegment);
  return Object.values(patterns).some((pattern) => {
    const want = pattern.split('/').slice(1);
    return (
      want.length === parts.length &&
      want.every((segment, i) => {
        const part = parts[i] ?? '';
        return segment.startsWith(':') ? part.length > 0 : segment.toLowerCase() === part.toLowerCase();
      })
    );
  });
}

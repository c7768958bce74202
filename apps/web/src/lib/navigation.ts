/** Paths served by another app or the API: reaching them needs a full page load. */
const OUTSIDE_THIS_APP = [/^\/admin(\/|$)/, /^\/api(\/|$)/];

/**
 * A server-given destination is only followed when it is a path on this site; anything else
 * (another origin, "//evil.example", a javascript: URL) falls back.
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

export function isOutsideThisApp(path: string): boolean {
  return OUTSIDE_THIS_APP.some((pattern) => pattern.test(path));
}

/**
 * Full page loads (another app, the API's own pages such as the sandbox checkout), through one object so that tests
 * can watch them: jsdom cannot navigate.
 */
export const pageLoad = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/**
 * A URL the server gave for the browser to load: a path on this site, or an absolute http(s) address. Anything else
 * (a javascript: URL, "//elsewhere") is refused with null.
 */
export function safePageUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  if (value.startsWith('/')) return value.startsWith('//') || value.startsWith('/\\') ? null : value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

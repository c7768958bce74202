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

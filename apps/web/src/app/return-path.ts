import { isOutsideThisApp } from '../lib/navigation';

/** The query parameter of /auth that says where to go once signed in: `/auth?next=%2Fblog%2Fsome-post`. */
export const RETURN_PATH_PARAM = 'next';

/** Where a return path is refused or missing, a signed-in person goes: the dashboard. */
export const DEFAULT_SIGNED_IN_PATH = '/';

/** The API keeps a return path with a Google sign-in only up to this length; longer ones would be lost there. */
const MAX_RETURN_PATH_LENGTH = 500;

/**
 * Whitespace and control characters are dropped or altered by URL parsers ("/\t/evil.example" becomes
 * "//evil.example"); an unpaired surrogate cannot be encoded into a URL at all.
 */
const UNSAFE_CHARACTER = /[\s\p{Cc}\p{Cs}]/u;

/** The sign-in pages themselves: returning there after signing in would only bounce once more. */
const SIGN_IN_PAGE = /^\/auth(\/|$)/i;

/**
 * A path of this app to return to after signing in ("/blog/some-post?x=1#top"), or null. The value comes from the
 * address bar, so anyone can write it: only a same-origin path is accepted, never "//elsewhere.example",
 * "/\\elsewhere.example" (browsers read a backslash as a slash), a scheme such as "javascript:", the API's or another
 * app's paths (which need a full page load), or the sign-in pages.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_RETURN_PATH_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (UNSAFE_CHARACTER.test(value)) return null;
  const pathname = value.split(/[?#]/, 1)[0] ?? value;
  if (SIGN_IN_PAGE.test(pathname) || isOutsideThisApp(pathname.toLowerCase())) return null;
  return value;
}

/** The sign-in page, told to come back to `returnPath` afterwards when that is a path it would accept. */
export function signInPath(returnPath: string | null | undefined): string {
  const safe = safeReturnPath(returnPath);
  // The dashboard is where sign-in leads anyway: no need to say so in the address.
  return safe && safe !== '/' ? `/auth?${new URLSearchParams({ [RETURN_PATH_PARAM]: safe })}` : '/auth';
}

/** Where someone is, as a return path: path, query and fragment of the current location. */
export function returnPathOf(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

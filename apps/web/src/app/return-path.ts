import { safeReturnPath } from '@verbatim/core-sdk/contracts';

/** The query parameter of /auth that says where to go once signed in: `/auth?next=%2Fblog%2Fsome-post`. */
export const RETURN_PATH_PARAM = 'next';

/** Where a return path is refused or missing, a signed-in person goes: the dashboard. */
export const DEFAULT_SIGNED_IN_PATH = '/';

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

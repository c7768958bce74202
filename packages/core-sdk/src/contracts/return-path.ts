// No zod here: the web app's entry chunk imports this, and the API checks Google's returnTo with the same rule.

/**
 * The longest return path kept: the API stores it with a Google sign-in's state, and the sign-in page carries it in
 * its address.
 */
export const MAX_RETURN_PATH_LENGTH = 500;

/**
 * Whitespace and control characters are dropped or altered by URL parsers ("/\t/evil.example" becomes
 * "//evil.example"), a NUL is refused by the database, and an unpaired surrogate cannot be encoded into a URL at all.
 */
const UNSAFE_CHARACTER = /[\s\p{Cc}\p{Cs}]/u;

/** An encoded slash or backslash: a server or router that decodes the path once reads "/%2F%2Fevil" as "//evil". */
const ENCODED_SEPARATOR = /%(2f|5c)/i;

/** Encoded control characters: decoded by whoever follows the path, they are the characters refused above. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * Paths that are no page to come back to after signing in: the sign-in pages themselves (returning there would only
 * bounce once more), the API's paths and the admin app's, which the web app's router cannot show.
 */
const NOT_A_RETURN_PAGE = /^\/(auth|api|admin)(\/|$)/i;

/**
 * A path of the web app to return to after signing in ("/blog/some-post?x=1#top"), or null. The value comes from an
 * address anyone can write, so only a same-origin page is accepted: never another origin ("//evil.example",
 * "/\\evil.example" which browsers read as "//", "https:", "javascript:" or any other scheme), never an encoded
 * slash, backslash or control character in the path ("/%2F%2Fevil.example", "/%5Cevil.example", "/%09"), never
 * whitespace or a control character anywhere, nor the sign-in, API or admin paths. The web app (its `next`
 * parameter) and the API (Google sign-in's `returnTo`) decide with this one rule.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_PATH_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (UNSAFE_CHARACTER.test(value)) return null;
  const path = value.split(/[?#]/, 1)[0] ?? value;
  if (ENCODED_SEPARATOR.test(path)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A stray "%" that is no escape: browsers and servers disagree on what it means.
    return null;
  }
  if (CONTROL_CHARACTER.test(decoded) || NOT_A_RETURN_PAGE.test(decoded)) return null;
  return value;
}

/**
 * Paths whose segment after the prefix is a share link's token: the API's `/api/shared/{token}…` and the web
 * app's `/share/{token}` page. A token is the whole authority of a link, so it must not live on in log files.
 */
const TOKEN_IN_PATH = /^(\/api\/shared\/|\/share\/)[^/]+/;

/** A request's path as the log keeps it: any share token replaced. */
export const loggedPath = (path: string): string => path.replace(TOKEN_IN_PATH, '$1[Redacted]');

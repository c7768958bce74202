/**
 * A session cookie store for runtimes without a browser's (Node, workers, tests): remembers what the API sets and
 * sends it back. One API host only, so domain and path attributes do not matter; expiry does (sign-out clears it).
 */
export interface CookieJar {
  /** fetch that sends the stored cookies and stores the ones each answer sets. */
  readonly fetch: typeof fetch;
  /** The Cookie header value to send, or "" when there is nothing to send. */
  header(): string;
}

function setCookieHeaders(headers: Headers): string[] {
  // getSetCookie keeps the headers apart (Node 19.7+, current browsers); joined with commas they cannot be split safely.
  if (typeof headers.getSetCookie === 'function') return headers.getSetCookie();
  const joined = headers.get('set-cookie');
  return joined ? [joined] : [];
}

export function createCookieJar(baseFetch?: typeof fetch): CookieJar {
  const cookies = new Map<string, string>();

  function store(line: string) {
    const [pair = '', ...attributes] = line.split(';');
    const equals = pair.indexOf('=');
    if (equals <= 0) return;
    const name = pair.slice(0, equals).trim();
    const value = pair.slice(equals + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key = '', raw = ''] = attribute.split('=').map((part) => part.trim());
      if (/^max-age$/i.test(key)) return Number(raw) <= 0;
      if (/^expires$/i.test(key)) return Date.parse(raw) <= Date.now();
      return false;
    });
    if (expired || value === '') cookies.delete(name);
    else cookies.set(name, value);
  }

  const header = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  const jarFetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    const cookie = header();
    if (cookie) headers.set('Cookie', cookie);
    const response = await (baseFetch ?? globalThis.fetch)(input, { ...init, headers });
    for (const line of setCookieHeaders(response.headers)) store(line);
    return response;
  };

  return { fetch: jarFetch, header };
}

/**
 * A fetch that keeps cookies between calls, as a browser would for one site.
 * Node's fetch has no cookie jar; tests and scripts use this to hold a session.
 */
export function createCookieFetch(): typeof fetch & { cookies: Map<string, string> } {
  const cookies = new Map<string, string>();
  const cookieFetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    // A Request (as ky passes) carries its own headers; an init's headers would replace them all, so merge.
    const headers = new Headers(input instanceof Request ? input.headers : undefined);
    for (const [name, value] of new Headers(init.headers)) headers.set(name, value);
    if (cookies.size > 0) headers.set('Cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(input, { ...init, headers, redirect: init.redirect ?? 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
  return Object.assign(cookieFetch as typeof fetch, { cookies });
}

/** A small JSON client over a cookie-keeping fetch. */
export function createHttpSession(baseUrl: string) {
  const cookieFetch = createCookieFetch();
  async function request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['Content-Type'] ??= 'application/json';
    }
    const response = await cookieFetch(`${baseUrl}${path}`, init);
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return {
      status: response.status,
      headers: response.headers,
      text,
      json: json as Record<string, unknown> & { error?: { code: string; message: string; details?: unknown } },
    };
  }
  return {
    baseUrl,
    fetch: cookieFetch,
    cookies: cookieFetch.cookies,
    get: (path: string, headers?: Record<string, string>) => request('GET', path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => request('POST', path, body, headers),
    request,
  };
}
export type HttpSession = ReturnType<typeof createHttpSession>;

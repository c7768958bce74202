import ky, { type KyInstance, type Options } from 'ky';
import { createApiError, NetworkError } from './errors';

export interface ClientOptions {
  /** Where the API is, e.g. "https://verbatim.example" or "" for the page's own origin. */
  baseUrl: string;
  /** A fetch to use instead of the global one (tests, Node adapters). */
  fetch?: typeof fetch;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
}

/** Options each call accepts. */
export interface RequestOptions {
  signal?: AbortSignal;
  /** Milliseconds before the call gives up with a NetworkError; default 30 s. */
  timeout?: number;
  /** Sent as Idempotency-Key so that a repeated mutation is applied once. */
  idempotencyKey?: string;
}

export interface Http {
  json<T>(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  raw(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<Response>;
}

function toKyOptions(method: string, body: unknown, options: RequestOptions = {}): Options {
  const headers: Record<string, string> = {};
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const kyOptions: Options = { method, headers, timeout: options.timeout ?? 30_000 };
  if (options.signal) kyOptions.signal = options.signal;
  if (body instanceof FormData) kyOptions.body = body;
  else if (body !== undefined) kyOptions.json = body;
  return kyOptions;
}

/** One ky instance: credentials on every call, no retries, errors made by one factory. */
export function createHttp(options: ClientOptions): Http {
  const base = options.baseUrl.replace(/\/+$/, '');
  const instance: KyInstance = ky.create({
    credentials: 'include',
    retry: 0,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });

  async function raw(method: string, path: string, body?: unknown, requestOptions?: RequestOptions) {
    let response: Response;
    try {
      response = await instance(`${base}${path}`, toKyOptions(method, body, requestOptions));
    } catch (error) {
      // The caller's own abort is not a network failure: hand back its reason, as fetch does.
      if (requestOptions?.signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new NetworkError(`Network error: ${reason}`, { cause: error });
    }
    if (!response.ok) throw await createApiError(response);
    return response;
  }

  return {
    raw,
    async json<T>(method: string, path: string, body?: unknown, requestOptions?: RequestOptions) {
      const response = await raw(method, path, body, requestOptions);
      const text = await response.text();
      return (text ? JSON.parse(text) : undefined) as T;
    },
  };
}

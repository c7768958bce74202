import type { EndpointInput, EndpointResult } from './contracts/endpoint';
import type { EndpointName, Endpoints } from './contracts/endpoints';
import { idempotentRouteNames } from './contracts/idempotent-routes';
import { fillPath, type RouteOf } from './contracts/routes';
import { createApiError, InvalidResponseError, NetworkError } from './errors';
import { type RetryOptions, retryDelay, sleep } from './retry-policy';
import { newIdempotencyKey } from './uploads/idempotency-key';

export interface ClientOptions {
  /** Where the API is, e.g. "https://verbatim.example" or "" for the page's own origin. */
  baseUrl: string;
  /** A fetch to use instead of the global one (tests, Node adapters). */
  fetch?: typeof fetch;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
  /**
   * A publishable key (`vbpk_…`), for a widget on another site: every request carries it instead of the visitor's
   * cookies, and the API answers only from the origins the key names. Leave it out in Verbatim's own apps.
   */
  publishableKey?: string;
  /**
   * A secret API key (`vbsk_…`), for a backend: every request carries it and no cookies, and acts as the key's owner on
   * the endpoints the key's scopes reach. Never put one in a web page.
   */
  apiKey?: string;
  /**
   * How calls that are safe to repeat (GET, and the POSTs whose definitions are idempotent, sent with an
   * Idempotency-Key) are retried after a network failure, a 429 or a 5xx. By default 2 retries for a client with
   * `apiKey`, and none otherwise: in Verbatim's own apps TanStack Query already retries what it reads.
   */
  retry?: Partial<RetryOptions>;
}

/**
 * Whether requests carry cookies: a client with a key never does (the key is its authority; a widget's page belongs
 * to someone else, and a backend has no browser); every other client does, to an API on another origin too.
 */
export function requestCredentials(options: Pick<ClientOptions, 'publishableKey' | 'apiKey'>): 'include' | 'omit' {
  return options.publishableKey || options.apiKey ? 'omit' : 'include';
}

/** The headers every request sends: the client's own, and its key (publishable or secret) where it has one. */
export function clientHeaders(options: Pick<ClientOptions, 'headers' | 'publishableKey' | 'apiKey'>): Record<string, string> {
  const key = options.apiKey ?? options.publishableKey;
  return key ? { ...options.headers, Authorization: `Bearer ${key}` } : { ...options.headers };
}

const DEFAULT_KEY_RETRIES = 2;

/** The client's retry options: its own, or 2 retries with a secret key and none without. */
function retryOptionsOf(options: ClientOptions): RetryOptions {
  return { maxRetries: options.apiKey ? DEFAULT_KEY_RETRIES : 0, ...options.retry };
}

/** Options each call accepts. */
export interface RequestOptions {
  signal?: AbortSignal;
  /** Milliseconds before the call gives up with a NetworkError; default 30 s. */
  timeout?: number;
  /**
   * Sent as `Idempotency-Key` (1–255 printable ASCII characters; a UUID per operation, the same for each retry of it).
   * Honoured by the calls whose endpoint definition is `idempotent`: `objects.processUpload`,
   * `uploads.processLargeUpload`, `billing.createOrder`, `billing.verifyPayment` and `admin.grantCredits`. For 24 hours per account, the same request with the same key runs once: a repeat
   * answers the first success again (`Idempotent-Replayed: true`), a repeat while it still runs rejects with 409
   * `CONFLICT`, and another request with the key rejects with 422 `IDEMPOTENCY_KEY_REUSED`. Failures keep nothing,
   * so the same key may be sent again once the cause is fixed. Other calls send the header and the API ignores it.
   */
  idempotencyKey?: string;
}

/** Options only the SDK's own resources use. */
export interface InternalRequestOptions extends RequestOptions {
  /** Let the request outlive the page (fetch keepalive), for calls made while it unloads. */
  keepalive?: boolean;
  /** Repeating the request is harmless (an idempotent POST with its key): it is retried like a GET. */
  repeatable?: boolean;
}

/** Options of a call whose answer is text streamed as it is written (summaries, chat answers, translations). */
export interface StreamOptions extends RequestOptions {
  /** Each piece of text as it arrives, with all the text so far. */
  onText?: (piece: string, soFar: string) => void;
  /** The answer's headers, once they are in and before its first piece (only for an answer that is not an error). */
  onHeaders?: (headers: Headers) => void;
}

/** A file the API answered with. */
export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition, else the caller's default. */
  fileName: string;
}

/** The arguments of a call: its input (optional when the endpoint takes none), then the per-call options. */
export type CallArgs<N extends EndpointName, O = InternalRequestOptions> =
  Record<string, never> extends EndpointInput<Endpoints[N]>
    ? [input?: EndpointInput<Endpoints[N]>, options?: O]
    : [input: EndpointInput<Endpoints[N]>, options?: O];

export interface Http {
  /** Calls one endpoint by its route: the path, method and types all come from the endpoint's definition. */
  call<N extends EndpointName>(route: RouteOf<N>, ...args: CallArgs<N>): Promise<EndpointResult<Endpoints[N]>>;
  /** Downloads a file answer of one endpoint. */
  download<N extends EndpointName>(
    route: RouteOf<N>,
    defaultFileName: string,
    ...args: CallArgs<N, RequestOptions>
  ): Promise<DownloadedFile>;
  /** Calls an endpoint whose answer is streamed text, handing each piece to `onText`; resolves with the whole text. */
  streamText<N extends EndpointName>(route: RouteOf<N>, ...args: CallArgs<N, StreamOptions>): Promise<string>;
  json<T>(method: string, path: string, body?: unknown, options?: InternalRequestOptions): Promise<T>;
  text(method: string, path: string, body?: unknown, options?: InternalRequestOptions): Promise<string>;
  file(path: string, defaultFileName: string, options?: RequestOptions): Promise<DownloadedFile>;
  raw(method: string, path: string, body?: unknown, options?: InternalRequestOptions): Promise<Response>;
  /** The absolute URL of an API path, for navigation and beacons. */
  url(path: string): string;
}

/** Appends the defined, non-empty parameters as a query string. */
export function withQuery(path: string, params: Record<string, string | number | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(name, String(value));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The file name of a Content-Disposition header: RFC 5987 `filename*` first (it carries non-ASCII names), then the
 * plain `filename`. Directory parts are dropped, so a hostile header cannot steer where a browser saves.
 */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim());
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;\s]+))/i.exec(header);
    name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2] ?? null) : null;
  }
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base && base !== '.' && base !== '..' ? base : null;
}

const DEFAULT_TIMEOUT_MS = 30_000;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

function toNetworkError(error: unknown): NetworkError {
  return new NetworkError(`Network error: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
}

/**
 * The one place that calls fetch: credentials on every call (or a key instead), JSON bodies as JSON and FormData
 * unchanged, a timeout per attempt, retries only of what is safe to repeat (see `ClientOptions.retry`), and every
 * non-ok answer turned into a typed error by one factory. Plain fetch rather than a wrapper
 * library: nothing of such a library would be used, and the main entry has a size budget (docs/decisions.md).
 */
export function createHttp(options: ClientOptions): Http {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch;
  const sent = clientHeaders(options);
  const credentials = requestCredentials(options);

  const retry = retryOptionsOf(options);

  /**
   * One request, retried as the client's retry options say when repeating it is safe: GET and HEAD, or a request
   * marked repeatable. Each attempt has its own timeout; the caller's abort ends the waits too.
   */
  async function raw(method: string, path: string, body?: unknown, requestOptions: InternalRequestOptions = {}): Promise<Response> {
    const repeatable = method === 'GET' || method === 'HEAD' || requestOptions.repeatable === true;
    for (let attempt = 0; ; attempt++) {
      try {
        return await once(method, path, body, requestOptions);
      } catch (error) {
        const wait = repeatable ? retryDelay(error, attempt, retry) : null;
        if (wait === null) throw error;
        await sleep(wait, requestOptions.signal);
      }
    }
  }

  async function once(method: string, path: string, body: unknown, requestOptions: InternalRequestOptions): Promise<Response> {
    const headers = new Headers(sent);
    if (requestOptions.idempotencyKey) headers.set('Idempotency-Key', requestOptions.idempotencyKey);
    let payload: FormData | string | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }

    // One controller ends the request on the caller's abort or on the timeout, whichever comes first.
    const controller = new AbortController();
    const timeoutMs = requestOptions.timeout ?? DEFAULT_TIMEOUT_MS;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const callerSignal = requestOptions.signal;
    const onCallerAbort = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) onCallerAbort();
    else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

    let response: Response;
    try {
      const init: RequestInit = { method, headers, credentials, signal: controller.signal };
      if (payload !== undefined) init.body = payload;
      if (requestOptions.keepalive) init.keepalive = true;
      response = await (fetchImpl ?? globalThis.fetch)(`${base}${path}`, init);
    } catch (error) {
      // The caller's own abort is not a network failure: hand back its reason, as fetch does.
      if (callerSignal?.aborted) throw callerSignal.reason ?? error;
      if (timedOut) throw new NetworkError(`Network error: no answer within ${timeoutMs} ms`, { cause: error });
      throw isAbort(error) ? error : toNetworkError(error);
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }
    if (!response.ok) throw await createApiError(response);
    return response;
  }

  // A body that breaks off mid-way is a network failure like any other.
  async function read<T>(response: Response, how: (r: Response) => Promise<T>, signal?: AbortSignal): Promise<T> {
    try {
      return await how(response);
    } catch (error) {
      if (signal?.aborted || isAbort(error)) throw error;
      throw toNetworkError(error);
    }
  }

  const text = async (method: string, path: string, body?: unknown, o?: InternalRequestOptions) =>
    read(await raw(method, path, body, o), (r) => r.text(), o?.signal);

  // The typed signatures are on `Http`; inside, an input is only its three optional parts.
  type LooseInput = { params?: Record<string, string>; query?: Record<string, string | number | undefined>; body?: unknown };
  const address = (route: RouteOf<EndpointName>, input: LooseInput = {}) => withQuery(fillPath(route.path, input.params), input.query);
  /**
   * An idempotent POST is sent with an Idempotency-Key (the caller's, else a new one for this call), which makes it
   * safe to repeat: the server runs it once however many attempts reach it.
   */
  const call = (route: RouteOf<EndpointName>, input?: LooseInput, requestOptions: InternalRequestOptions = {}) => {
    const idempotent = idempotentRouteNames.has(route.name);
    const sent: InternalRequestOptions =
      idempotent && retry.maxRetries > 0
        ? { ...requestOptions, idempotencyKey: requestOptions.idempotencyKey ?? newIdempotencyKey(), repeatable: true }
        : { ...requestOptions, repeatable: idempotent && requestOptions.idempotencyKey !== undefined };
    return json(route.method, address(route, input), input?.body, sent);
  };
  const download = (route: RouteOf<EndpointName>, defaultFileName: string, input?: LooseInput, requestOptions?: RequestOptions) =>
    file(address(route, input), defaultFileName, requestOptions);

  async function streamText(route: RouteOf<EndpointName>, input?: LooseInput, requestOptions: StreamOptions = {}): Promise<string> {
    const response = await raw(route.method, address(route, input), input?.body, requestOptions);
    return read(
      response,
      async (r) => {
        requestOptions.onHeaders?.(r.headers);
        let soFar = '';
        if (!r.body) {
          soFar = await r.text();
          if (soFar) requestOptions.onText?.(soFar, soFar);
          return soFar;
        }
        const reader = r.body.pipeThrough(new TextDecoderStream()).getReader();
        // The request's own abort wiring ends with the headers; a stream is still being read, so stopping it must
        // cancel the body too, which closes the connection and tells the server to stop writing.
        const signal = requestOptions.signal;
        const stop = () => void reader.cancel(signal?.reason).catch(() => undefined);
        signal?.addEventListener('abort', stop, { once: true });
        try {
          for (;;) {
            signal?.throwIfAborted();
            const { done, value } = await reader.read();
            signal?.throwIfAborted();
            if (done) return soFar;
            if (!value) continue;
            soFar += value;
            requestOptions.onText?.(value, soFar);
          }
        } finally {
          signal?.removeEventListener('abort', stop);
        }
      },
      requestOptions.signal,
    );
  }

  async function json<T>(method: string, path: string, body?: unknown, requestOptions?: InternalRequestOptions): Promise<T> {
    const response = await raw(method, path, body, requestOptions);
    const answer = await read(response, (r) => r.text(), requestOptions?.signal);
    if (!answer) return undefined as T;
    try {
      return JSON.parse(answer) as T;
    } catch (error) {
      throw new InvalidResponseError(`Failed to parse response of ${method} ${path}: not JSON`, response.status, { cause: error });
    }
  }

  async function file(path: string, defaultFileName: string, requestOptions?: RequestOptions): Promise<DownloadedFile> {
    const response = await raw('GET', path, undefined, requestOptions);
    const blob = await read(response, (r) => r.blob(), requestOptions?.signal);
    return { blob, fileName: fileNameFromContentDisposition(response.headers.get('Content-Disposition')) ?? defaultFileName };
  }

  return {
    raw,
    text,
    json,
    file,
    call: call as Http['call'],
    download: download as Http['download'],
    streamText: streamText as Http['streamText'],
    url: (path) => `${base}${path}`,
  };
}

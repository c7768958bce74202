import { NetworkError } from '../errors';
import { abortReason } from './upload-error';

/** The part of the browser's XMLHttpRequest used here (typed locally: the SDK also compiles without the DOM lib). */
interface XhrLike {
  open(method: string, url: string): void;
  withCredentials: boolean;
  setRequestHeader(name: string, value: string): void;
  upload: { onprogress: ((event: { loaded: number }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  ontimeout: (() => void) | null;
  onabort: (() => void) | null;
  readonly status: number;
  readonly statusText: string;
  readonly responseText: string;
  getAllResponseHeaders(): string;
  send(body: Blob): void;
  abort(): void;
}

const xhrConstructor = () => (globalThis as { XMLHttpRequest?: new () => XhrLike }).XMLHttpRequest;

/** How request bodies report progress here (see `progressTransport`). */
export type ProgressTransport = 'xhr' | 'fetch-stream' | 'fetch';

/**
 * Browsers report upload progress only through XMLHttpRequest (fetch cannot stream a request body in
 * Firefox or Safari), so XHR is used wherever it exists, unless the caller supplied its own fetch, which
 * then gets the whole body and reports progress once, at the end. Without XHR (Node, Deno, Bun, workers)
 * fetch sends a stream that counts the bytes as the connection takes them (`duplex: 'half'`).
 */
export function progressTransport(customFetch: boolean): ProgressTransport {
  if (typeof xhrConstructor() === 'function') return customFetch ? 'fetch' : 'xhr';
  return 'fetch-stream';
}

const SLICE_BYTES = 64 * 1024;

/**
 * A Blob as a stream that reports how many bytes have been read from it. It reads small slices on demand, so
 * progress moves as the connection takes the bytes (an in-memory Blob would otherwise come as one chunk) and a
 * large file is never held in memory.
 */
export function countingStream(body: Blob, onBytes: (sent: number) => void): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (offset >= body.size) {
          controller.close();
          return;
        }
        const piece = new Uint8Array(await body.slice(offset, offset + SLICE_BYTES).arrayBuffer());
        offset += piece.byteLength;
        onBytes(offset);
        controller.enqueue(piece);
      },
    },
    { highWaterMark: 0 },
  );
}

export interface ProgressRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Blob;
  /** 'include' for the API, 'omit' for presigned storage URLs (they carry their own authority). */
  credentials: 'include' | 'omit';
  signal?: AbortSignal | undefined;
  /** Bytes of `body` sent so far. */
  onProgress(sent: number): void;
  /** The NetworkError message when no answer comes back. */
  networkMessage: string;
  fetch: typeof fetch;
  transport: ProgressTransport;
}

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

function responseFromXhr(xhr: XhrLike): Response {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const body = NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText;
  return new Response(body, { status: xhr.status, statusText: xhr.statusText, headers });
}

function sendWithXhr(request: ProgressRequest): Promise<Response> {
  return new Promise((resolve, reject) => {
    const Xhr = xhrConstructor() as new () => XhrLike;
    const xhr = new Xhr();
    const onAbort = () => xhr.abort();
    const done = () => request.signal?.removeEventListener('abort', onAbort);
    xhr.open(request.method, request.url);
    xhr.withCredentials = request.credentials === 'include';
    for (const [name, value] of Object.entries(request.headers)) {
      // The browser sets Content-Length itself and refuses a script that tries.
      if (name.toLowerCase() !== 'content-length') xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => request.onProgress(event.loaded);
    xhr.onload = () => {
      done();
      resolve(responseFromXhr(xhr));
    };
    xhr.onerror = () => {
      done();
      reject(new NetworkError(request.networkMessage));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(request.signal ? abortReason(request.signal) : new DOMException('The upload was cancelled.', 'AbortError'));
    };
    request.signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(request.body);
  });
}

async function sendWithFetch(request: ProgressRequest): Promise<Response> {
  const streaming = request.transport === 'fetch-stream';
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    credentials: request.credentials,
    headers: streaming ? { ...request.headers, 'Content-Length': String(request.body.size) } : request.headers,
    body: streaming ? countingStream(request.body, request.onProgress) : request.body,
  };
  if (streaming) init.duplex = 'half';
  if (request.signal) init.signal = request.signal;
  let response: Response;
  try {
    response = await request.fetch(request.url, init);
  } catch (error) {
    if (request.signal?.aborted) throw abortReason(request.signal);
    throw new NetworkError(request.networkMessage, { cause: error });
  }
  if (!streaming && response.ok) request.onProgress(request.body.size);
  return response;
}

/** Sends one request body with progress; resolves with the answer whatever its status, rejects when there is none. */
export function sendWithProgress(request: ProgressRequest): Promise<Response> {
  if (request.signal?.aborted) return Promise.reject(abortReason(request.signal));
  return request.transport === 'xhr' ? sendWithXhr(request) : sendWithFetch(request);
}

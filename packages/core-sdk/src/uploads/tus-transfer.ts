// Loaded with import() only when a file takes the resumable path, so tus-js-client stays out of the main entry. Like
// recording-upload.ts, the other lazily loaded path, it imports from the rest of the SDK only errors.ts, upload-error.ts
// and error-texts.ts at run time (anything else comes in through its input): modules shared with the main entry then
// sit in one chunk. Each further shared module one of them alone imported would split off into a chunk of its own, and
// the extra chunks cost the main entry about 250 bytes of its 13 KB budget.
import type { HttpRequest, HttpResponse, HttpStack, UploadOptions } from 'tus-js-client';
import * as tus from 'tus-js-client';
import { createApiError, InvalidResponseError, NetworkError } from '../errors';
import { NETWORK_FAILED_LARGE_FILE, PARSE_FAILED } from './error-texts';
import type { ResumeStorage, StoredUpload } from './resume-storage';
import type { countingStream, ProgressTransport } from './send-with-progress';
import { abortReason } from './upload-error';

export interface TusTransferInput {
  file: Blob;
  fileName: string;
  /** Absolute URL of the tus endpoint. */
  endpoint: string;
  fetch: typeof fetch;
  transport: ProgressTransport;
  /** send-with-progress.ts's `countingStream`, for the fetch stack's streamed bodies (handed in: see the top of this file). */
  countingStream: typeof countingStream;
  headers: Record<string, string>;
  /** Whether requests carry cookies: not with a publishable key. */
  credentials: 'include' | 'omit';
  chunkSize: number;
  retryDelays: number[];
  storage: ResumeStorage | undefined;
  signal: AbortSignal | undefined;
  onProgress(sent: number): void;
}

export interface TusTransferResult {
  /** The finished upload's URL: what POST /api/transcriptions/process-large takes as `filePath`. */
  url: string;
  /** Forgets the stored URL, once the upload has become a transcription (or can never become one). */
  forget(): Promise<void>;
}

/** A streamed body that reports its bytes as they go, or null to send bodies whole. */
type StreamBody = typeof countingStream | null;

/** tus over the client's own fetch, so cookies and custom fetches (tests, adapters) apply to every chunk. */
class FetchHttpStack implements HttpStack {
  constructor(
    private readonly fetchImpl: typeof fetch,
    private readonly streaming: StreamBody,
    private readonly credentials: 'include' | 'omit',
  ) {}
  createRequest(method: string, url: string): HttpRequest {
    return new FetchHttpRequest(this.fetchImpl, this.streaming, this.credentials, method, url);
  }
  getName() {
    return 'VerbatimFetchHttpStack';
  }
}

class FetchHttpRequest implements HttpRequest {
  private readonly headers: Record<string, string> = {};
  private readonly controller = new AbortController();
  private onProgress: (sent: number) => void = () => undefined;
  constructor(
    private readonly fetchImpl: typeof fetch,
    private readonly streaming: StreamBody,
    private readonly credentials: 'include' | 'omit',
    private readonly method: string,
    private readonly url: string,
  ) {}
  getMethod = () => this.method;
  getURL = () => this.url;
  setHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getHeader = (name: string) => this.headers[name];
  setProgressHandler(handler: (sent: number) => void) {
    this.onProgress = handler;
  }
  async send(body?: Blob | null): Promise<HttpResponse> {
    const init: RequestInit & { duplex?: 'half' } = {
      method: this.method,
      headers: { ...this.headers },
      credentials: this.credentials,
      signal: this.controller.signal,
    };
    if (body) {
      if (this.streaming) {
        (init.headers as Record<string, string>)['Content-Length'] = String(body.size);
        init.body = this.streaming(body, this.onProgress);
        init.duplex = 'half';
      } else {
        init.body = body;
      }
    }
    const response = await this.fetchImpl(this.url, init);
    const text = await response.text();
    if (body && !this.streaming) this.onProgress(body.size);
    return {
      getStatus: () => response.status,
      getHeader: (name: string) => response.headers.get(name) ?? undefined,
      getBody: () => text,
      getUnderlyingObject: () => response,
    };
  }
  async abort() {
    this.controller.abort();
  }
  getUnderlyingObject() {
    return this.controller;
  }
}

/** tus-js-client's Node build reads only Buffers and streams; the SDK hands it Blobs everywhere. */
const blobFileReader = {
  async openFile(input: Blob) {
    return {
      size: input.size,
      slice: async (start: number, end: number) => ({ value: input.slice(start, end), done: end >= input.size }),
      close: () => undefined,
    };
  },
};

async function sampleHash(file: Blob): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  // crypto.subtle exists only in secure contexts; the other parts of the fingerprint still apply without it.
  if (!subtle) return '';
  const sample = 64 * 1024;
  const parts = file.size > 2 * sample ? [file.slice(0, sample), file.slice(file.size - sample)] : [file];
  const digest = await subtle.digest('SHA-256', await new Blob(parts).arrayBuffer());
  return [...new Uint8Array(digest).slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Which stored upload belongs to this file: name, type, size, modification time and a hash of the first and
 * last 64 KB, so a different file with the same name and size never continues someone else's bytes.
 */
async function fingerprintOf(file: Blob, fileName: string, endpoint: string): Promise<string> {
  const modified = 'lastModified' in file ? String((file as File).lastModified) : '';
  return ['verbatim', encodeURIComponent(fileName), file.type, file.size, modified, await sampleHash(file), endpoint].join('-');
}

async function errorFromTus(error: Error & { originalRequest?: unknown; originalResponse?: HttpResponse | null }): Promise<unknown> {
  const response = error.originalResponse;
  if (response && response.getStatus() >= 400) {
    return createApiError(new Response(response.getBody() || null, { status: response.getStatus() }));
  }
  if (response) return new InvalidResponseError(`${PARSE_FAILED}: ${error.message}`, response.getStatus(), { cause: error });
  // A request that got no answer at all: the connection dropped, after tus-js-client's own retries.
  if (error.originalRequest) return new NetworkError(NETWORK_FAILED_LARGE_FILE, { cause: error });
  return error;
}

const newestFirst = (a: StoredUpload, b: StoredUpload) => Date.parse(b.creationTime) - Date.parse(a.creationTime);

/** Sends a file with tus, continuing a stored unfinished upload of the same file when there is one. */
export async function sendWithTus(input: TusTransferInput): Promise<TusTransferResult> {
  const fingerprint = await fingerprintOf(input.file, input.fileName, input.endpoint);
  const storage = (input.storage ?? tus.defaultOptions.urlStorage) as ResumeStorage;
  const browserStack = input.transport === 'xhr';
  const options: UploadOptions = {
    endpoint: input.endpoint,
    chunkSize: input.chunkSize,
    retryDelays: input.retryDelays,
    metadata: { filename: input.fileName, filetype: input.file.type },
    headers: input.headers,
    fingerprint: async () => fingerprint,
    urlStorage: storage,
    storeFingerprintForResuming: true,
    // Forgotten only once the transcription exists: a failed process-large call can then be repeated.
    removeFingerprintOnSuccess: false,
    onProgress: (sent) => input.onProgress(sent),
  };
  if (browserStack) {
    // Cookies must travel to an API on another origin too, except with a publishable key, which never sends them.
    const withCredentials = input.credentials === 'include';
    options.onBeforeRequest = (request) => {
      (request.getUnderlyingObject() as { withCredentials: boolean }).withCredentials = withCredentials;
    };
  } else {
    options.httpStack = new FetchHttpStack(
      input.fetch,
      input.transport === 'fetch-stream' ? input.countingStream : null,
      input.credentials,
    );
    options.fileReader = blobFileReader;
  }

  const url = await new Promise<string>((resolve, reject) => {
    const { signal } = input;
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const upload = new tus.Upload(input.file, {
      ...options,
      onSuccess: () => finish(() => resolve(upload.url ?? '')),
      onError: (error) => {
        errorFromTus(error).then((mapped) => finish(() => reject(mapped)));
      },
    });
    // A cancelled upload is gone for good: the server drops its bytes and the stored URL is forgotten.
    const onAbort = () => {
      finish(() => reject(abortReason(signal as AbortSignal)));
      upload.abort(true).catch(() => undefined);
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    upload
      .findPreviousUploads()
      .then((previous) => {
        if (settled) return;
        const latest = [...previous].filter((p) => p.uploadUrl).sort(newestFirst)[0];
        if (latest) upload.resumeFromPreviousUpload(latest);
        upload.start();
      })
      .catch((error: unknown) => finish(() => reject(error)));
  });

  return {
    url,
    async forget() {
      const stored = await storage.findUploadsByFingerprint(fingerprint).catch(() => []);
      await Promise.all(stored.filter((s) => s.uploadUrl === url).map((s) => storage.removeUpload(s.urlStorageKey).catch(() => undefined)));
    },
  };
}

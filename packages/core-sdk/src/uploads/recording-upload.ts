// Loaded with import() only when a recording starts or resumes, so the main entry stays small. Like tus-transfer.ts,
// the other lazily loaded path, it imports from the rest of the SDK only errors.ts, upload-error.ts and error-texts.ts
// at run time; what else it needs (routes, the process call, the draft's limit) comes in as `RecordingContext`. Modules
// the two lazy paths and the main entry share then sit in one chunk; a further one that only this file imported would
// split off into chunks of their own (importing routes and constants here cost the main entry 1 KB of its budget).
import type { ProcessLargeUploadRequest, UploadResponse } from '../contracts';
import { ApiError, createApiError, InvalidResponseError, NetworkError } from '../errors';
import type { RequestOptions } from '../http';
import { PARSE_FAILED } from './error-texts';
import { abortReason, UploadError } from './upload-error';

/** What a recording is called and what it is, given when its upload starts (and again when it resumes). */
export interface RecordingUploadInit {
  /** The name the transcription gets, e.g. "Screen recording 2025-03-04 09.30.webm". */
  fileName: string;
  /** The recorder's type, e.g. "video/webm;codecs=vp8,opus"; it must be audio/ or video/. */
  mimeType: string;
  /** Cancels every request of this upload made while it is aborted (the upload itself stays on the server). */
  signal?: AbortSignal;
}

export interface RecordingAppendOptions {
  signal?: AbortSignal;
}

export interface RecordingFinishOptions {
  /** The last bytes, not yet sent: they are sent together with the upload's length. */
  finalBytes?: Blob;
  /**
   * What the live captions heard: the transcription shows it as a first draft until its transcript is ready.
   * Characters the API refuses become spaces, and a draft over DRAFT_TEXT_MAX characters is cut to that length, so a
   * draft never costs the recording.
   */
  draftText?: string;
  signal?: AbortSignal;
}

/**
 * A recording on its way to the server while it is made: a tus upload whose length is declared only at the end
 * (tus `creation-defer-length`). Calls run one at a time, in the order they were made.
 *
 * After any failed `append` (no answer, an error answer, an abort) the server may hold some, all or none of its bytes,
 * so the upload's offset is unknown: every later `append` and `finish` rejects with a 409 `CONFLICT` ApiError until
 * `sync()` has asked the server. Send the bytes again from the offset `sync()` gives (slicing a piece when the server
 * holds part of it). A `finish` that failed only needs to be called again: it asks the server itself.
 */
export interface RecordingUpload {
  /** The tus upload URL: store it to resume after a crash. */
  readonly url: string;
  /** Bytes the server has acknowledged. */
  readonly offset: number;
  /**
   * Sends bytes that continue exactly at `offset` (the caller keeps track); resolves with the new offset. Rejects with
   * NetworkError/ApiError; a 409 offset mismatch is surfaced as an error whose message says so, after which `sync()`
   * tells the real offset.
   */
  append(bytes: Blob, options?: RecordingAppendOptions): Promise<number>;
  /**
   * HEAD: asks the server for its offset (after a reload or a failure); rejects with a typed 404 error (ApiError status
   * 404 / code NOT_FOUND) when the server no longer has the upload (expired).
   */
  sync(options?: RecordingAppendOptions): Promise<number>;
  /**
   * Declares the final length (all bytes sent; `finalBytes` optional last piece) and turns the upload into a
   * transcription via process-large; resolves with its id, as `uploads.upload` does. Safe to call again after a
   * failure: a length already declared is not declared twice, and the process call carries an idempotency key of this
   * upload, so a repeat never makes a second transcription.
   */
  finish(options?: RecordingFinishOptions): Promise<UploadResponse>;
  /** Deletes the upload on the server (the recording was discarded); one that is already gone is no error. */
  cancel(options?: RecordingAppendOptions): Promise<void>;
}

/** What a recording upload needs of the client. */
export interface RecordingContext {
  fetch: typeof fetch;
  /** Headers the client sends with every request. */
  headers: Record<string, string>;
  /** Whether requests carry cookies: not with a publishable key. */
  credentials: 'include' | 'omit';
  /** Absolute URL of the tus endpoint. */
  endpoint: string;
  /** The tus endpoint's path in the route table: the part of an upload URL before its id. */
  endpointPath: string;
  /** POST /api/transcriptions/process-large, its answer checked to name the transcription. */
  process(body: ProcessLargeUploadRequest, options: RequestOptions): Promise<UploadResponse>;
  /** The longest draft the API takes (DRAFT_TEXT_MAX). */
  draftTextMax: number;
}

const TUS_VERSION = { 'Tus-Resumable': '1.0.0' };
const PATCH_TYPE = { 'Content-Type': 'application/offset+octet-stream' };
/** An answer must come within this; a request with a body gets a second more for each 64 KiB of it. */
const TIMEOUT_MS = 30_000;
const BODY_BYTES_PER_SECOND = 64 * 1024;

const OFFSET_UNKNOWN =
  'Offset unknown: a request of this recording upload failed, so the server may hold some of its bytes. Call sync() and send from the offset it gives.';
const GONE = 'This recording upload is no longer on the server: it expired (unfinished uploads are kept for 24 hours) or was removed.';

/** Control characters other than tabs and line breaks: the API refuses them in text that may span lines. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const NOT_DRAFT_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
/** Halves of surrogate pairs with no partner (with the u flag, a whole pair is one character and does not match). */
const UNPAIRED_SURROGATE = /[\uD800-\uDFFF]/gu;

/** UTF-8, then base64: tus metadata values. */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The captions' words as the API takes them: control characters (other than tabs and line breaks) become spaces,
 * unpaired surrogates U+FFFD, and at most `max` (DRAFT_TEXT_MAX) characters are kept, never half a surrogate pair. Blank
 * is none.
 */
export function draftTextForUpload(text: string | undefined, max: number): string | undefined {
  if (text === undefined) return undefined;
  let draft = text.replace(NOT_DRAFT_TEXT, ' ').replace(UNPAIRED_SURROGATE, '\uFFFD').trim();
  if (draft.length > max) {
    const cut = /[\uD800-\uDBFF]/.test(draft.charAt(max - 1)) ? max - 1 : max;
    draft = draft.slice(0, cut).trim();
  }
  return draft || undefined;
}

/**
 * A tus URL the server gave (or one stored from it), on the client's own tus endpoint: only the upload's id, the last
 * segment, is taken, so an API behind a proxy or under a path prefix (whose Location may name another host) still works,
 * and a stored URL can never send the session's cookies anywhere else.
 */
function uploadUrlOn({ endpoint, endpointPath }: RecordingContext, given: string): string {
  let path = '';
  try {
    path = new URL(given, endpoint).pathname;
  } catch {
    // Not a URL at all: refused below.
  }
  const marker = `${endpointPath}/`;
  const at = path.lastIndexOf(marker);
  const id = at === -1 ? '' : path.slice(at + marker.length);
  if (!id || id.includes('/')) throw new TypeError(`Not a recording upload URL: ${given}`);
  return `${endpoint.replace(/\/+$/, '')}/${id}`;
}

function checkInit(init: RecordingUploadInit): void {
  if (!init.fileName?.trim()) throw new TypeError('A recording upload needs a fileName.');
  const type = (init.mimeType ?? '').toLowerCase();
  if (!type.startsWith('audio/') && !type.startsWith('video/')) {
    throw new UploadError('INVALID_FILE_TYPE', `${init.fileName}: Only audio and video files are supported.`);
  }
}

/** The caller's signals as one, ended by whichever aborts first. */
function eitherSignal(signals: Array<AbortSignal | undefined>): {
  signal: AbortSignal;
  aborted: () => AbortSignal | undefined;
  done(): void;
} {
  const given = signals.filter((s): s is AbortSignal => s !== undefined);
  const controller = new AbortController();
  const onAbort = (event: Event) => controller.abort((event.target as AbortSignal).reason);
  for (const s of given) {
    if (s.aborted) controller.abort(s.reason);
    else s.addEventListener('abort', onAbort, { once: true });
  }
  return {
    signal: controller.signal,
    aborted: () => given.find((s) => s.aborted),
    done: () => {
      for (const s of given) s.removeEventListener('abort', onAbort);
    },
  };
}

/** One request over the client's fetch (cookies included, unless the client has a publishable key); no answer is a NetworkError, an abort its reason. */
async function send(
  transport: RecordingContext,
  method: string,
  url: string,
  headers: Record<string, string>,
  body: Blob | undefined,
  signals: Array<AbortSignal | undefined>,
): Promise<Response> {
  const callers = eitherSignal(signals);
  const caller = callers.aborted();
  if (caller) {
    callers.done();
    throw abortReason(caller);
  }
  const controller = new AbortController();
  const onCallerAbort = () => controller.abort(callers.signal.reason);
  callers.signal.addEventListener('abort', onCallerAbort, { once: true });
  const timeoutMs = TIMEOUT_MS + Math.ceil((body?.size ?? 0) / BODY_BYTES_PER_SECOND) * 1000;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const init: RequestInit = {
      method,
      headers: { ...transport.headers, ...TUS_VERSION, ...headers },
      credentials: transport.credentials,
      signal: controller.signal,
    };
    if (body) init.body = body;
    const response = await transport.fetch(url, init);
    // HEAD and PATCH answers carry their news in headers; the body is read here so that a dropped connection while
    // reading it is a network failure too (and error answers are read by the caller from this copy).
    const text = await response.text();
    return new Response(text || null, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  } catch (error) {
    const aborted = callers.aborted();
    if (aborted) throw abortReason(aborted);
    if (timedOut) throw new NetworkError(`Network error: no answer within ${timeoutMs} ms`, { cause: error });
    throw new NetworkError(`Network error: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  } finally {
    clearTimeout(timer);
    callers.signal.removeEventListener('abort', onCallerAbort);
    callers.done();
  }
}

/** A whole number of bytes from a header, or an InvalidResponseError naming what was missing. */
function byteCount(response: Response, header: string, what: string): number {
  const value = response.headers.get(header);
  const n = value === null ? Number.NaN : Number(value);
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new InvalidResponseError(`${PARSE_FAILED} of ${what}: no ${header}`, response.status);
  }
  return n;
}

const gone = (meta: ApiError | undefined) =>
  new ApiError(`404: ${GONE}`, 404, 'NOT_FOUND', GONE, undefined, {
    requestId: meta?.requestId ?? null,
    retryAfterSeconds: meta?.retryAfterSeconds ?? null,
  });

const offsetUnknown = () => new ApiError(`409: ${OFFSET_UNKNOWN}`, 409, 'CONFLICT', OFFSET_UNKNOWN);

/** An error answer of a tus request as a typed error: 404 and 410 are "gone", 409 an offset mismatch that says so. */
async function refusalOf(response: Response, sentAt: number): Promise<ApiError> {
  const error = await createApiError(response);
  if (response.status === 404 || response.status === 410) return gone(error);
  if (response.status === 409) {
    const text = `Offset mismatch: the server's offset of this recording upload is not ${sentAt}. Call sync() for its offset and send from there.`;
    return new ApiError(`409: ${text}`, 409, error.code, text, error.details, {
      requestId: error.requestId,
      retryAfterSeconds: error.retryAfterSeconds,
    });
  }
  return error;
}

class Recording implements RecordingUpload {
  #offset: number;
  /** The declared length, once known. */
  #length: number | undefined;
  /** Which kind of request failed since the last sync: until then the offset is not known. */
  #unsynced: 'append' | 'finish' | null = null;
  #queue: Promise<unknown> = Promise.resolve();
  readonly #idempotencyKey: string;

  constructor(
    private readonly transport: RecordingContext,
    readonly url: string,
    private readonly init: RecordingUploadInit,
    offset: number,
  ) {
    this.#offset = offset;
    // One key per upload, not per call: a finish repeated after a reload replays the transcription the first one made.
    this.#idempotencyKey = `recording-${url.slice(url.lastIndexOf('/') + 1)}`.slice(0, 255);
  }

  get offset(): number {
    return this.#offset;
  }

  /** Runs calls one at a time, in order; a failed one does not stop those after it. */
  #serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(task, task);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  #send(method: string, headers: Record<string, string>, body: Blob | undefined, signal: AbortSignal | undefined) {
    return send(this.transport, method, this.url, headers, body, [this.init.signal, signal]);
  }

  /** A PATCH at the current offset; resolves with the offset the server answered. */
  async #patch(body: Blob, extra: Record<string, string>, signal: AbortSignal | undefined): Promise<number> {
    const at = this.#offset;
    const response = await this.#send('PATCH', { ...PATCH_TYPE, 'Upload-Offset': String(at), ...extra }, body, signal);
    if (!response.ok) throw await refusalOf(response, at);
    const offset = byteCount(response, 'Upload-Offset', 'PATCH of a recording upload');
    this.#offset = offset;
    if (offset !== at + body.size) {
      throw new InvalidResponseError(
        `The server stored ${offset - at} of ${body.size} bytes; call sync() and send the rest.`,
        response.status,
      );
    }
    return offset;
  }

  append(bytes: Blob, options: RecordingAppendOptions = {}): Promise<number> {
    return this.#serial(async () => {
      if (this.#unsynced) throw offsetUnknown();
      if (bytes.size === 0) return this.#offset;
      // Cancelled before it began: nothing was sent, so the offset is still known.
      const cancelled = [this.init.signal, options.signal].find((s) => s?.aborted);
      if (cancelled) throw abortReason(cancelled);
      this.#unsynced = 'append';
      const offset = await this.#patch(bytes, {}, options.signal);
      this.#unsynced = null;
      return offset;
    });
  }

  sync(options: RecordingAppendOptions = {}): Promise<number> {
    return this.#serial(() => this.#sync(options.signal));
  }

  async #sync(signal: AbortSignal | undefined): Promise<number> {
    const response = await this.#send('HEAD', {}, undefined, signal);
    if (!response.ok) throw await refusalOf(response, this.#offset);
    const what = 'HEAD of a recording upload';
    this.#offset = byteCount(response, 'Upload-Offset', what);
    this.#length = response.headers.has('Upload-Length') ? byteCount(response, 'Upload-Length', what) : undefined;
    this.#unsynced = null;
    return this.#offset;
  }

  finish(options: RecordingFinishOptions = {}): Promise<UploadResponse> {
    return this.#serial(async () => {
      const { signal } = options;
      // A finish that failed left the offset unknown: ask, then carry on from wherever it got to.
      if (this.#unsynced === 'finish') await this.#sync(signal);
      if (this.#unsynced) throw offsetUnknown();
      const last = options.finalBytes ?? new Blob([]);
      if (this.#length === undefined) {
        const length = this.#offset + last.size;
        this.#unsynced = 'finish';
        await this.#patch(last, { 'Upload-Length': String(length) }, signal);
        this.#length = length;
        this.#unsynced = null;
      } else if (this.#offset < this.#length) {
        // The length was declared by an earlier finish whose last bytes did not all arrive: send the rest of them.
        const missing = this.#length - this.#offset;
        if (last.size < missing) {
          throw new TypeError(
            `RecordingUpload.finish: the server still needs the last ${missing} bytes of this recording; pass them as finalBytes.`,
          );
        }
        this.#unsynced = 'finish';
        await this.#patch(last.slice(last.size - missing), {}, signal);
        this.#unsynced = null;
      }
      const draftText = draftTextForUpload(options.draftText, this.transport.draftTextMax);
      const body = { filePath: this.url, fileName: this.init.fileName, fileSize: this.#length ?? this.#offset };
      return this.transport.process(draftText ? { ...body, draftText } : body, {
        ...(signal ? { signal } : {}),
        idempotencyKey: this.#idempotencyKey,
      });
    });
  }

  cancel(options: RecordingAppendOptions = {}): Promise<void> {
    return this.#serial(async () => {
      const response = await this.#send('DELETE', {}, undefined, options.signal);
      if (response.ok || response.status === 404 || response.status === 410) return;
      throw await refusalOf(response, this.#offset);
    });
  }
}

/** POST with `Upload-Defer-Length: 1`: a new upload of a length nobody knows yet. */
export async function startRecordingUpload(transport: RecordingContext, init: RecordingUploadInit): Promise<RecordingUpload> {
  checkInit(init);
  const headers = {
    'Upload-Defer-Length': '1',
    'Upload-Metadata': `filename ${base64(init.fileName)},filetype ${base64(init.mimeType)}`,
  };
  const response = await send(transport, 'POST', transport.endpoint, headers, undefined, [init.signal]);
  if (!response.ok) throw await createApiError(response);
  const location = response.headers.get('Location');
  if (response.status !== 201 || !location) {
    throw new InvalidResponseError(`${PARSE_FAILED} of POST ${transport.endpointPath}: no Location`, response.status);
  }
  return new Recording(transport, uploadUrlOn(transport, location), init, 0);
}

/** An upload started earlier (before a reload or a crash), with its offset asked of the server. */
export async function resumeRecordingUpload(transport: RecordingContext, url: string, init: RecordingUploadInit): Promise<RecordingUpload> {
  checkInit(init);
  const recording = new Recording(transport, uploadUrlOn(transport, url), init, 0);
  await recording.sync(init.signal ? { signal: init.signal } : {});
  return recording;
}

import type { ProcessLargeUploadRequest, UploadResponse } from '../contracts';
import { routes } from '../contracts/routes';
import { createApiError, InvalidResponseError, isApiError } from '../errors';
import type { ClientOptions, Http, RequestOptions } from '../http';
import { pageLocation } from '../realtime/socket';
import { objectsResource } from '../resources/objects';
import { transcriptionsResource } from '../resources/transcriptions';
import { UPLOAD_MESSAGES, type UploadStage } from '../upload-messages';
import { chooseUploadPath, DEFAULT_THRESHOLDS, MAX_FILE_SIZE, type UploadPath, type UploadThresholds } from './constants';
import type { ResumeStorage } from './resume-storage';
import { type ProgressTransport, progressTransport, sendWithProgress } from './send-with-progress';
import { abortReason } from './upload-error';
import { UploadQueue, type UploadQueueOptions } from './upload-queue';
import { checkUploadFile } from './validate-file';

/** Bytes of the file sent so far. */
export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0 to 100, whole numbers; 100 only once every byte is out. */
  percent: number;
}

export interface UploadFileOptions {
  /** Required for a Blob; a File's own name is the default. */
  fileName?: string;
  onProgress?: (progress: UploadProgress) => void;
  /** Which call is under way; `describeUploadError` takes the stage a failure happened in. */
  onStage?: (stage: UploadStage) => void;
  /** Cancels the upload: requests are aborted, a resumable upload is deleted, and the call rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Takes this path whatever the size (normally chosen by size: see `choosePath`). */
  path?: UploadPath;
}

export interface ResumableUploadConfig {
  /** Bytes per PATCH request; default 8 MB. */
  chunkSize?: number;
  /** Waits before each retry of a failed request, in ms; default [0, 1000, 3000, 5000, 10000]. */
  retryDelays?: number[];
  /** Where unfinished uploads are remembered: browsers default to localStorage, elsewhere nothing is kept unless given. */
  storage?: ResumeStorage;
}

export interface UploadsConfig {
  /** Size limits between the paths; the spec's 30 MB and 100 MB by default. */
  thresholds?: Partial<UploadThresholds>;
  resumable?: ResumableUploadConfig;
}

export interface UploadsClientOptions extends ClientOptions {
  uploads?: UploadsConfig;
}

const DEFAULT_CHUNK_SIZE = 8 * 1024 * 1024;
const DEFAULT_RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000];
const BOUNDARY_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** The file as the one multipart field the API reads, built lazily so a large file is never copied. */
function multipartBody(file: Blob, fileName: string): { body: Blob; contentType: string } {
  let boundary = '----verbatim';
  for (let i = 0; i < 24; i++) boundary += BOUNDARY_CHARS[Math.floor(Math.random() * BOUNDARY_CHARS.length)];
  // Escaped as browsers escape form-data names (WHATWG HTML): quotes and line breaks.
  const name = fileName.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${file.type || 'application/octet-stream'}\r\n\r\n`;
  return { body: new Blob([head, file, `\r\n--${boundary}--\r\n`]), contentType: `multipart/form-data; boundary=${boundary}` };
}

function progressReporter(total: number, onProgress?: (progress: UploadProgress) => void) {
  let last = -1;
  return (loaded: number) => {
    const bytes = Math.min(total, Math.max(0, Math.round(loaded)));
    // Never backwards: a retried chunk is sent again, but the person has already seen those bytes go.
    if (bytes <= last) return;
    last = bytes;
    onProgress?.({ loaded: bytes, total, percent: total === 0 ? 100 : Math.floor((bytes * 100) / total) });
  };
}

async function readUploadResponse(response: Response, what: string): Promise<UploadResponse> {
  if (!response.ok) throw await createApiError(response);
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new InvalidResponseError(`${UPLOAD_MESSAGES.parseFailed} of ${what}: not JSON`, response.status, { cause: error });
  }
  return assertUploadResponse(body, response.status, what);
}

function assertUploadResponse(body: unknown, status: number, what: string): UploadResponse {
  const id = body && typeof body === 'object' ? (body as { transcriptionId?: unknown }).transcriptionId : undefined;
  if (typeof id !== 'string' || !id)
    throw new InvalidResponseError(`${UPLOAD_MESSAGES.parseFailed} of ${what}: no transcriptionId`, status);
  return { transcriptionId: id };
}

/** The signed headers, plus the file's type unless they already name one (in any letter case). */
function withContentType(signed: Record<string, string>, type: string): Record<string, string> {
  return Object.keys(signed).some((name) => name.toLowerCase() === 'content-type') ? { ...signed } : { ...signed, 'Content-Type': type };
}

function resolveUrl(url: string, base: string): string {
  const origin = base || pageLocation()?.href;
  return new URL(url, origin ? `${origin.replace(/\/+$/, '')}/` : undefined).toString();
}

/**
 * Sending files to become transcriptions, by the path their size calls for (core-journey spec section 7):
 * one multipart request, straight to storage, or chunked and resumable with tus.
 */
export function uploadsResource(http: Http, options: UploadsClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const headers = options.headers ?? {};
  const thresholds: UploadThresholds = { ...DEFAULT_THRESHOLDS, ...options.uploads?.thresholds };
  const resumable = options.uploads?.resumable ?? {};
  const objects = objectsResource(http);
  const transcriptions = transcriptionsResource(http);
  const transport = (): ProgressTransport => progressTransport(Boolean(options.fetch));

  interface Step {
    file: Blob;
    fileName: string;
    signal: AbortSignal | undefined;
    stage(stage: UploadStage): void;
    progress(loaded: number): void;
  }

  async function direct({ file, fileName, signal, stage, progress }: Step): Promise<UploadResponse> {
    stage('upload');
    const { body, contentType } = multipartBody(file, fileName);
    const response = await sendWithProgress({
      method: 'POST',
      url: `${base}/api/transcriptions/upload`,
      headers: { ...headers, 'Content-Type': contentType },
      body,
      credentials: 'include',
      signal,
      // The body is the file plus a few hundred bytes of multipart framing: report it in the file's bytes.
      onProgress: (sent) => progress((sent / body.size) * file.size),
      networkMessage: UPLOAD_MESSAGES.network,
      fetch: fetchImpl,
      transport: transport(),
    });
    return readUploadResponse(response, 'POST /api/transcriptions/upload');
  }

  async function viaStorage({ file, fileName, signal, stage, progress }: Step): Promise<UploadResponse> {
    stage('upload-url');
    const target = await objects.requestUploadUrl({ fileName, contentType: file.type, fileSize: file.size }, { signal });
    stage('storage');
    const response = await sendWithProgress({
      method: target.method ?? 'PUT',
      url: resolveUrl(target.uploadURL, base),
      headers: withContentType(target.headers, file.type),
      body: file,
      // The URL is signed; cookies must not go to a storage host.
      credentials: 'omit',
      signal,
      onProgress: progress,
      networkMessage: UPLOAD_MESSAGES.network,
      fetch: fetchImpl,
      transport: transport(),
    });
    if (!response.ok) throw await createApiError(response);
    progress(file.size);
    stage('process');
    const processed = await objects.processUpload({ uploadURL: target.uploadURL, fileName, fileSize: file.size }, { signal });
    return assertUploadResponse(processed, 201, 'POST /api/objects/process-upload');
  }

  async function viaTus({ file, fileName, signal, stage, progress }: Step): Promise<UploadResponse> {
    stage('large-health');
    const health = await largeUploadHealth({ signal });
    if (health?.status !== 'ok' || health.resumable?.protocol !== 'tus' || !health.resumable.endpoint) {
      throw new InvalidResponseError(`${UPLOAD_MESSAGES.streamingUnavailable} (no resumable endpoint)`, 200);
    }
    const fileCheck = checkUploadFile(file, fileName, health.maxBytes);
    if (fileCheck) throw fileCheck;
    stage('large-upload');
    const { uploadResumable } = await import('./resumable-upload');
    const uploaded = await uploadResumable({
      file,
      fileName,
      endpoint: resolveUrl(health.resumable.endpoint, base),
      fetch: fetchImpl,
      transport: transport(),
      headers,
      chunkSize: resumable.chunkSize ?? DEFAULT_CHUNK_SIZE,
      retryDelays: resumable.retryDelays ?? DEFAULT_RETRY_DELAYS,
      storage: resumable.storage,
      signal,
      onProgress: progress,
    });
    progress(file.size);
    stage('process');
    try {
      const processed = await processLargeUpload({ filePath: uploaded.url, fileName, fileSize: file.size }, { signal });
      await uploaded.forget();
      return assertUploadResponse(processed, 201, 'POST /api/transcriptions/process-large');
    } catch (error) {
      // Refused for good (already processed, gone): another attempt must start afresh, not resume this one.
      if (isApiError(error) && (error.status === 400 || error.status === 404)) await uploaded.forget();
      throw error;
    }
  }

  const largeUploadHealth = (o?: RequestOptions) => http.call(routes.largeUploadHealth, {}, o);
  const processLargeUpload = (body: ProcessLargeUploadRequest, o?: RequestOptions) => http.call(routes.processLargeUpload, { body }, o);

  /** Which path a file of this many bytes takes. */
  const choosePath = (size: number): UploadPath => chooseUploadPath(size, thresholds);

  /**
   * Uploads one file and resolves with the id of the transcription it became. Rejects with `UploadError` for a
   * file refused before sending (type, size), `ApiError` and its subclasses for the API's answers, `NetworkError`
   * when the connection failed, `InvalidResponseError` for an answer that makes no sense, and the signal's reason
   * (an AbortError) when cancelled.
   */
  async function upload(file: Blob, o: UploadFileOptions = {}): Promise<UploadResponse> {
    const fileName = o.fileName ?? (file as Partial<File>).name;
    if (!fileName) throw new TypeError('uploads.upload: pass fileName for a Blob that has no name.');
    const refused = checkUploadFile(file, fileName, MAX_FILE_SIZE);
    if (refused) throw refused;
    if (o.signal?.aborted) throw abortReason(o.signal);
    const step: Step = {
      file,
      fileName,
      signal: o.signal,
      stage: (stage) => o.onStage?.(stage),
      progress: progressReporter(file.size, o.onProgress),
    };
    step.progress(0);
    const path = o.path ?? choosePath(file.size);
    if (path === 'direct') return direct(step);
    if (path === 'object') return viaStorage(step);
    return viaTus(step);
  }

  return {
    upload,
    choosePath,
    /** Pre-flight of the large-file paths: where the resumable (tus) endpoint is and the size limit. */
    largeUploadHealth,
    /** Turns a finished large upload (a tus upload URL, or the path POST /api/upload-large returned) into a transcription. */
    processLargeUpload,
    /** A headless, subscribable list of uploads that follows each one until its transcription is done. */
    createQueue: (queueOptions: Partial<UploadQueueOptions> = {}) =>
      new UploadQueue({
        upload: (file, uploadOptions) => upload(file, uploadOptions),
        getTranscription: (id, requestOptions) => transcriptions.get(id, requestOptions),
        ...queueOptions,
      }),
  };
}
export type UploadsResource = ReturnType<typeof uploadsResource>;

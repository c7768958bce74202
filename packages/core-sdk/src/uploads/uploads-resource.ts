import type { ProcessLargeUploadRequest, UploadResponse } from '../contracts';
import { DRAFT_TEXT_MAX } from '../contracts/constants';
import { routes } from '../contracts/routes';
import { type ClientOptions, clientHeaders, type Http, type RequestOptions, requestCredentials } from '../http';
import { transcriptionsResource } from '../resources/transcriptions';
import { chooseUploadPath, DEFAULT_THRESHOLDS, MAX_FILE_SIZE, type UploadPath, type UploadThresholds } from './constants';
import { newIdempotencyKey } from './idempotency-key';
import type { RecordingContext, RecordingUpload, RecordingUploadInit } from './recording-upload';
import { resolveUrl } from './resolve-url';
import type { ResumableSettings } from './resumable-upload';
import type { ResumeStorage } from './resume-storage';
import type { UploadJob } from './upload-context';
import { abortReason } from './upload-error';
import { progressReporter, type UploadProgress } from './upload-progress';
import { UploadQueue, type UploadQueueOptions } from './upload-queue';
import { assertUploadResponse } from './upload-response';
import type { UploadStage } from './upload-stage';
import { checkUploadFile } from './validate-file';

export type { UploadProgress } from './upload-progress';

export interface UploadFileOptions {
  /** Required for a Blob; a File's own name is the default. */
  fileName?: string;
  onProgress?: (progress: UploadProgress) => void;
  /** Which call is under way; a failure's `stage` says the same. */
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

/**
 * Sending files to become transcriptions, by the path their size calls for: one
 * multipart request (`direct-upload.ts`), straight to storage (`object-upload.ts`), or chunked and resumable with
 * tus (`resumable-upload.ts`). This factory only checks the file, chooses the path and hands it what it needs.
 */
export function uploadsResource(http: Http, options: UploadsClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const thresholds: UploadThresholds = { ...DEFAULT_THRESHOLDS, ...options.uploads?.thresholds };
  const resumable: ResumableSettings = {
    chunkSize: options.uploads?.resumable?.chunkSize ?? DEFAULT_CHUNK_SIZE,
    retryDelays: options.uploads?.resumable?.retryDelays ?? DEFAULT_RETRY_DELAYS,
    storage: options.uploads?.resumable?.storage,
  };
  const transcriptions = transcriptionsResource(http);

  /** Which path a file of this many bytes takes. */
  const choosePath = (size: number): UploadPath => chooseUploadPath(size, thresholds);

  const fileNameOf = (file: Blob, o: UploadFileOptions): string => {
    const fileName = o.fileName ?? (file as Partial<File>).name;
    if (!fileName) throw new TypeError('uploads.upload: pass fileName for a Blob that has no name.');
    return fileName;
  };

  /** Sends a file that has already passed `checkUploadFile`. */
  async function sendChecked(file: Blob, o: UploadFileOptions): Promise<UploadResponse> {
    const fileName = fileNameOf(file, o);
    if (o.signal?.aborted) throw abortReason(o.signal);
    const job: UploadJob = {
      file,
      fileName,
      signal: o.signal,
      idempotencyKey: newIdempotencyKey(),
      onStage: (stage) => o.onStage?.(stage),
      onProgress: progressReporter(file.size, o.onProgress),
    };
    job.onProgress(0);
    const path = o.path ?? choosePath(file.size);
    // Loaded with the first upload, so the main entry stays small for pages that never send a file.
    const { sendOnPath } = await import('./upload-paths');
    if (o.signal?.aborted) throw abortReason(o.signal);
    const client = {
      http,
      base,
      fetch: fetchImpl,
      headers: clientHeaders(options),
      credentials: requestCredentials(options),
      customFetch: Boolean(options.fetch),
    };
    return sendOnPath(path, client, resumable, job);
  }

  /**
   * Uploads one file and resolves with the id of the transcription it became. Rejects with `UploadError` for a
   * file refused before sending (type, size), `ApiError` and its subclasses for the API's answers, `NetworkError`
   * when the connection failed, `InvalidResponseError` for an answer that makes no sense, and the signal's reason
   * (an AbortError) when cancelled.
   */
  async function upload(file: Blob, o: UploadFileOptions = {}): Promise<UploadResponse> {
    const refused = checkUploadFile(file, fileNameOf(file, o), MAX_FILE_SIZE);
    if (refused) throw refused;
    return sendChecked(file, o);
  }

  const recordingContext = (): RecordingContext => ({
    fetch: fetchImpl,
    headers: clientHeaders(options),
    credentials: requestCredentials(options),
    endpoint: resolveUrl(routes.createResumableUpload.path, base),
    endpointPath: routes.createResumableUpload.path,
    process: async (body, o) => assertUploadResponse(await http.call(routes.processLargeUpload, { body }, o), 201, 'POST process-large'),
    draftTextMax: DRAFT_TEXT_MAX,
  });

  return {
    upload,
    choosePath,
    /**
     * Starts uploading a recording while it is made (tus with the length declared at the end): `append` each piece as
     * the recorder makes it, store `url` to resume after a reload or a crash, and `finish` to make it a transcription.
     * Rejects with `UploadError` for a type that is not audio or video, and with the API's typed errors.
     */
    startRecording: async (init: RecordingUploadInit): Promise<RecordingUpload> =>
      // Loaded only now, so the main entry stays small for everyone who never records.
      (await import('./recording-upload')).startRecordingUpload(recordingContext(), init),
    /**
     * Takes up a recording upload started earlier, from its stored `url`, and asks the server how many bytes it holds
     * (`offset`). Rejects with a 404 `NOT_FOUND` ApiError when the server no longer has it.
     */
    resumeRecording: async (url: string, init: RecordingUploadInit): Promise<RecordingUpload> =>
      (await import('./recording-upload')).resumeRecordingUpload(recordingContext(), url, init),
    /** Pre-flight of the large-file paths: where the resumable (tus) endpoint is and the size limit. */
    largeUploadHealth: (o?: RequestOptions) => http.call(routes.largeUploadHealth, {}, o),
    /** Turns a finished large upload (a tus upload URL, or the path POST /api/upload-large returned) into a transcription. */
    processLargeUpload: (body: ProcessLargeUploadRequest, o?: RequestOptions) => http.call(routes.processLargeUpload, { body }, o),
    /** A headless, subscribable list of uploads that follows each one until its transcription is done. */
    createQueue: (queueOptions: Partial<UploadQueueOptions> = {}) =>
      new UploadQueue({
        // The queue checks each file as it is added, so the file is not checked a second time here.
        upload: (file, uploadOptions) => sendChecked(file, uploadOptions),
        getTranscription: (id, requestOptions) => transcriptions.get(id, requestOptions),
        ...queueOptions,
      }),
  };
}
export type UploadsResource = ReturnType<typeof uploadsResource>;

import type { UploadResponse } from '../contracts';
import { routes } from '../contracts/routes';
import { InvalidResponseError, isApiError } from '../errors';
import { RESUMABLE_UNAVAILABLE } from './error-texts';
import { resolveUrl } from './resolve-url';
import type { ResumeStorage } from './resume-storage';
import { countingStream } from './send-with-progress';
import type { UploadJob, UploadTransport } from './upload-context';
import { assertUploadResponse } from './upload-response';
import { fileTooLarge } from './validate-file';

/** How tus sends: chunk size, retry waits and where unfinished uploads are remembered. */
export interface ResumableSettings {
  chunkSize: number;
  retryDelays: number[];
  storage: ResumeStorage | undefined;
}

/**
 * The path for files over 100 MB: the pre-flight GET /api/upload-large/health (where the tus endpoint is, and the
 * server's size limit), the file in resumable tus chunks, then POST /api/transcriptions/process-large with the
 * finished upload's URL.
 */
export async function resumableUpload(client: UploadTransport, settings: ResumableSettings, job: UploadJob): Promise<UploadResponse> {
  const { http } = client;
  const { file, fileName, signal } = job;
  job.onStage('large-health');
  const health = await http.call(routes.largeUploadHealth, {}, { signal });
  if (health?.status !== 'ok' || health.resumable?.protocol !== 'tus' || !health.resumable.endpoint) {
    throw new InvalidResponseError(`${RESUMABLE_UNAVAILABLE} (no resumable endpoint)`, 200);
  }
  // The file itself was checked before any path began; only the server's own limit is new here.
  const refused = fileTooLarge(file, fileName, health.maxBytes);
  if (refused) throw refused;

  job.onStage('large-upload');
  // tus-js-client is loaded only now, so the main entry stays small for everyone who never sends a large file.
  const { sendWithTus } = await import('./tus-transfer');
  const uploaded = await sendWithTus({
    file,
    fileName,
    endpoint: resolveUrl(health.resumable.endpoint, client.base),
    fetch: client.fetch,
    transport: client.transport,
    countingStream,
    headers: client.headers,
    credentials: client.credentials,
    ...settings,
    signal,
    onProgress: job.onProgress,
  });
  job.onProgress(file.size);

  job.onStage('process');
  const route = routes.processLargeUpload;
  try {
    const processed = await http.call(
      route,
      { body: { filePath: uploaded.url, fileName, fileSize: file.size } },
      { signal, idempotencyKey: job.idempotencyKey },
    );
    await uploaded.forget();
    return assertUploadResponse(processed, 201, `${route.method} ${route.path}`);
  } catch (error) {
    // Refused for good (already processed, gone): another attempt must start afresh, not resume this one.
    if (isApiError(error) && (error.status === 400 || error.status === 404)) await uploaded.forget();
    throw error;
  }
}

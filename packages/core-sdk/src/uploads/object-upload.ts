import type { UploadResponse } from '../contracts';
import { routes } from '../contracts/routes';
import { createApiError } from '../errors';
import { NETWORK_FAILED } from './error-texts';
import { resolveUrl } from './resolve-url';
import { sendWithProgress } from './send-with-progress';
import type { UploadJob, UploadTransport } from './upload-context';
import { assertUploadResponse } from './upload-response';

/** The signed headers, plus the file's type unless they already name one (in any letter case). */
function withContentType(signed: Record<string, string>, type: string): Record<string, string> {
  return Object.keys(signed).some((name) => name.toLowerCase() === 'content-type') ? { ...signed } : { ...signed, 'Content-Type': type };
}

/**
 * The path for files over 30 MB: POST /api/objects/upload for a signed URL, a PUT of the file straight to storage,
 * then POST /api/objects/process-upload to make the transcription.
 */
export async function objectUpload(client: UploadTransport, job: UploadJob): Promise<UploadResponse> {
  const { http } = client;
  const { file, fileName, signal } = job;
  job.onStage('upload-url');
  const target = await http.call(
    routes.createObjectUpload,
    { body: { fileName, contentType: file.type, fileSize: file.size } },
    { signal },
  );
  job.onStage('storage');
  const response = await sendWithProgress({
    method: target.method ?? 'PUT',
    url: resolveUrl(target.uploadURL, client.base),
    headers: withContentType(target.headers, file.type),
    body: file,
    // The URL is signed; cookies must not go to a storage host.
    credentials: 'omit',
    signal,
    onProgress: job.onProgress,
    networkMessage: NETWORK_FAILED,
    fetch: client.fetch,
    transport: client.transport,
  });
  if (!response.ok) throw await createApiError(response);
  job.onProgress(file.size);
  job.onStage('process');
  const route = routes.processObjectUpload;
  const processed = await http.call(
    route,
    { body: { uploadURL: target.uploadURL, fileName, fileSize: file.size } },
    { signal, idempotencyKey: job.idempotencyKey },
  );
  return assertUploadResponse(processed, 201, `${route.method} ${route.path}`);
}

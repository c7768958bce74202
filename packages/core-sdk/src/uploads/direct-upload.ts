import type { UploadResponse } from '../contracts';
import { routes } from '../contracts/routes';
import { NETWORK_FAILED } from './error-texts';
import { multipartBody } from './multipart-body';
import { sendWithProgress } from './send-with-progress';
import type { UploadJob, UploadTransport } from './upload-context';
import { readUploadResponse } from './upload-response';

/**
 * The path for files up to 30 MB: one multipart request to POST /api/transcriptions/upload, which stores the file
 * and makes the transcription in one go. It has no separate process call, so no idempotency key either.
 */
export async function directUpload(client: UploadTransport, job: UploadJob): Promise<UploadResponse> {
  const route = routes.uploadDirect;
  job.onStage('upload');
  const { body, contentType } = multipartBody(job.file, job.fileName);
  const response = await sendWithProgress({
    method: route.method,
    url: client.http.url(route.path),
    headers: { ...client.headers, 'Content-Type': contentType },
    body,
    credentials: client.credentials,
    signal: job.signal,
    // The body is the file plus a few hundred bytes of multipart framing: report it in the file's bytes.
    onProgress: (sent) => job.onProgress((sent / body.size) * job.file.size),
    networkMessage: NETWORK_FAILED,
    fetch: client.fetch,
    transport: client.transport,
  });
  return readUploadResponse(response, `${route.method} ${route.path}`);
}

import type { UploadResponse } from '../contracts';
import type { UploadPath } from './constants';
import { directUpload } from './direct-upload';
import { objectUpload } from './object-upload';
import { type ResumableSettings, resumableUpload } from './resumable-upload';
import { progressTransport } from './send-with-progress';
import type { UploadJob, UploadTransport } from './upload-context';

/**
 * Sends a checked file on the path chosen for it. The paths are loaded with the first upload (see
 * `uploads-resource.ts`), so that a page that never uploads, such as the landing page, does not carry them.
 */
export function sendOnPath(
  path: UploadPath,
  client: Omit<UploadTransport, 'transport'> & { customFetch: boolean },
  resumable: ResumableSettings,
  job: UploadJob,
): Promise<UploadResponse> {
  const { customFetch, ...rest } = client;
  // Asked per upload, not once: whether XMLHttpRequest exists can change (tests, polyfills).
  const transport: UploadTransport = { ...rest, transport: progressTransport(customFetch) };
  if (path === 'direct') return directUpload(transport, job);
  if (path === 'object') return objectUpload(transport, job);
  return resumableUpload(transport, resumable, job);
}

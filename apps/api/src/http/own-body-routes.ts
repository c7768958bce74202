import { LOCAL_STORAGE_ROUTE } from '../services/storage/local-storage';
import { TUS_PATH } from '../services/uploads/upload-keys';

/** The multipart upload endpoints, which stream their file themselves. */
const MULTIPART_UPLOAD_PATHS = new Set(['/api/transcriptions/upload', '/api/upload-large']);

/**
 * Endpoints that read their request body themselves, with their own content types and size limits: the
 * multipart uploads, tus (application/offset+octet-stream chunks) and the local driver's signed PUT of raw
 * media. Every other endpoint takes JSON or nothing.
 */
export function readsOwnBody(path: string): boolean {
  return (
    MULTIPART_UPLOAD_PATHS.has(path) || path === TUS_PATH || path.startsWith(`${TUS_PATH}/`) || path.startsWith(`${LOCAL_STORAGE_ROUTE}/`)
  );
}

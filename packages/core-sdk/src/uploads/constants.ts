import { DIRECT_UPLOAD_MAX_BYTES, LARGE_UPLOAD_MIN_BYTES, MAX_UPLOAD_BYTES } from '../contracts/constants';

/** Up to this size (30 MB) a file goes in one multipart request. */
export const DIRECT_UPLOAD_THRESHOLD: number = DIRECT_UPLOAD_MAX_BYTES;
/** Above this size (100 MB) a file is sent in resumable chunks. */
export const LARGE_FILE_THRESHOLD: number = LARGE_UPLOAD_MIN_BYTES;
/** The largest file on every path: 2 GB (DESIGN.md). */
export const MAX_FILE_SIZE: number = MAX_UPLOAD_BYTES;

/** How a file reaches the API: one multipart request, straight to storage, or chunked and resumable (tus). */
export type UploadPath = 'direct' | 'object' | 'resumable';

export interface UploadThresholds {
  /** Largest size sent as one multipart request. */
  direct: number;
  /** Sizes above this go through the resumable path. */
  large: number;
}

export const DEFAULT_THRESHOLDS: UploadThresholds = { direct: DIRECT_UPLOAD_THRESHOLD, large: LARGE_FILE_THRESHOLD };

/** The spec's design intent (DESIGN.md): ≤30 MB direct, >30 MB straight to storage, >100 MB resumable. */
export function chooseUploadPath(size: number, thresholds: UploadThresholds = DEFAULT_THRESHOLDS): UploadPath {
  if (size > thresholds.large) return 'resumable';
  if (size > thresholds.direct) return 'object';
  return 'direct';
}

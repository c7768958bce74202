import type { HttpMethod } from '../http-method';

/**
 * Every way a file reaches the server: one request, a signed PUT to storage, or tus's resumable upload. Spread into the
 * route table of ../routes.ts.
 */
export const uploadRoutes = {
  uploadDirect: ['POST', '/api/transcriptions/upload'],
  createObjectUpload: ['POST', '/api/objects/upload'],
  processObjectUpload: ['POST', '/api/objects/process-upload'],
  largeUploadHealth: ['GET', '/api/upload-large/health'],
  uploadLarge: ['POST', '/api/upload-large'],
  processLargeUpload: ['POST', '/api/transcriptions/process-large'],
  putSignedObject: ['PUT', '/api/storage/objects/*key'],
  createResumableUpload: ['POST', '/api/uploads/tus'],
  resumableUploadOffset: ['HEAD', '/api/uploads/tus/*id'],
  appendToResumableUpload: ['PATCH', '/api/uploads/tus/*id'],
  cancelResumableUpload: ['DELETE', '/api/uploads/tus/*id'],
} as const satisfies Record<string, readonly [HttpMethod, string]>;

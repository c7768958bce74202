import type { HttpMethod } from '../http-method';

/**
 * The caller's transcriptions: list, read, edit, retry, delete, play and download. Spread into the route table of
 * ../routes.ts.
 */
export const transcriptionRoutes = {
  listTranscriptions: ['GET', '/api/transcriptions'],
  getTranscription: ['GET', '/api/transcriptions/:id'],
  deleteTranscription: ['DELETE', '/api/transcriptions/:id'],
  updateTranscription: ['PATCH', '/api/transcriptions/:id'],
  undoTranscriptionEdit: ['POST', '/api/transcriptions/:id/undo'],
  retryTranscription: ['POST', '/api/transcriptions/:id/retry'],
  getTranscriptionAudio: ['GET', '/api/transcriptions/:id/audio'],
  downloadTranscription: ['GET', '/api/transcriptions/:id/download'],
} as const satisfies Record<string, readonly [HttpMethod, string]>;

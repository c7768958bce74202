import type { HttpMethod } from '../http-method';

/**
 * Share links: their owner makes, lists and revokes them; anyone with one reads the transcript. Spread into the route
 * table of ../routes.ts.
 */
export const shareRoutes = {
  createShareLink: ['POST', '/api/transcriptions/:id/share'],
  listShareLinks: ['GET', '/api/transcriptions/:id/shares'],
  revokeShareLink: ['DELETE', '/api/shares/:shareId'],
  getSharedTranscript: ['GET', '/api/shared/:token'],
  getSharedAudio: ['GET', '/api/shared/:token/audio'],
  downloadSharedTranscript: ['GET', '/api/shared/:token/download'],
} as const satisfies Record<string, readonly [HttpMethod, string]>;

import type { HttpMethod } from '../http-method';

/** Full-text search of the caller's transcripts. Spread into the route table of ../routes.ts. */
export const searchRoutes = {
  searchTranscripts: ['GET', '/api/search'],
} as const satisfies Record<string, readonly [HttpMethod, string]>;

import { endpoints } from '@verbatim/core-sdk/contracts';
import { handle } from '../http/endpoint';
import { searchTranscripts } from '../services/search/search-transcripts';

/** Full-text search of the signed-in user's own transcripts. */
export const searchEndpoints = [
  handle(endpoints.searchTranscripts, async ({ user, query }, ctx) => searchTranscripts(ctx.deps.db, user.id, query)),
];

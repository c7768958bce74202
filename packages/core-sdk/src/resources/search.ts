import type { SearchPage, SearchTranscriptsQuery } from '../contracts';
import { routes } from '../contracts/routes';
import type { Http, RequestOptions } from '../http';

/**
 * Full-text search of the signed-in user's transcripts: words, "phrases", -word and or, best matches first, each
 * with its passages and their times. A blank or too long query answers ApiError 400 (VALIDATION_FAILED).
 */
export function searchResource(http: Http) {
  return {
    /** One page of results; pass the previous page's `nextCursor` as `cursor` for the next. */
    transcripts: (query: SearchTranscriptsQuery, o?: RequestOptions): Promise<SearchPage> =>
      http.call(routes.searchTranscripts, { query }, o),
  };
}
export type SearchResource = ReturnType<typeof searchResource>;

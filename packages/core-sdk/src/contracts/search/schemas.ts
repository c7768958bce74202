import { z } from 'zod';
import { singleLine } from '../common';

/** The longest search accepted: far above any sentence a person types, far below anything costly to parse. */
export const SEARCH_QUERY_MAX = 500;
/** Results on a page of search, and at most. */
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_PAGE_SIZE_MAX = 50;
/** Passages shown under one result at most. */
export const SEARCH_MATCHES_PER_RESULT = 5;

/**
 * A search of the caller's transcripts in web-search syntax: words (stemmed in each transcript's language), "quoted
 * phrases", `-word` to leave out transcripts that say it, and `or`. `cursor` is the previous page's `nextCursor`.
 */
export const searchTranscriptsQuerySchema = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(1, 'q is required')
    .max(SEARCH_QUERY_MAX, `q must be at most ${SEARCH_QUERY_MAX} characters`)
    .check(singleLine()),
  cursor: z.string().max(200, 'cursor must be at most 200 characters').optional(),
  limit: z.coerce
    .number<number | string>({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(SEARCH_PAGE_SIZE_MAX, `limit must be at most ${SEARCH_PAGE_SIZE_MAX}`)
    .default(SEARCH_PAGE_SIZE),
});
/** `limit` defaults to SEARCH_PAGE_SIZE. */
export type SearchTranscriptsQuery = { q: string; cursor?: string | undefined; limit?: number | undefined };

/** A matched span of a passage's text: UTF-16 offsets, `from` inclusive and `to` exclusive (as `String.slice`). */
export const searchHighlightSchema = z.object({ from: z.number().int().min(0), to: z.number().int().min(0) });
export type SearchHighlight = z.infer<typeof searchHighlightSchema>;

/** One passage that matches: where it is in the recording (seconds), a short text around the match, the matched words. */
export const searchMatchSchema = z.object({
  start: z.number(),
  end: z.number(),
  text: z.string(),
  highlights: z.array(searchHighlightSchema),
});
export type SearchMatch = z.infer<typeof searchMatchSchema>;

/**
 * One transcription that matches, with its passages in recording order. `matches` is empty when only the file
 * name matched.
 */
export const searchResultSchema = z.object({
  transcriptionId: z.string(),
  fileName: z.string(),
  createdAt: z.string(),
  matches: z.array(searchMatchSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** A page of results, best first. */
export const searchPageSchema = z.object({
  items: z.array(searchResultSchema),
  /** The cursor of the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type SearchPage = z.infer<typeof searchPageSchema>;

import { defineEndpoint } from '../endpoint';
import { routes } from '../routes';
import { searchPageSchema, searchTranscriptsQuerySchema } from './schemas';

/** Full-text search of the caller's own transcripts. */
export const searchEndpoints = {
  searchTranscripts: defineEndpoint(routes.searchTranscripts, {
    access: 'user',
    tag: 'transcriptions',
    summary:
      'Searches the caller\'s transcripts in web-search syntax (words, "phrases", -word, or), stemmed in each transcript\'s language: the best matches first, each with its passages and their times.',
    query: searchTranscriptsQuerySchema,
    responses: { 200: searchPageSchema },
  }),
};

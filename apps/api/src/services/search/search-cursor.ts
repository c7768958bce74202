import { ValidationError } from '../../errors/app-error';

/** How deep paging goes: far past what a person reads, short of making the database rank an account many times over. */
export const SEARCH_OFFSET_MAX = 1000;

/**
 * A page of search is a position in the ranked results. The ranks are floats computed per query, so the position
 * is a count of results already shown rather than a rank to compare with; opaque to clients all the same.
 */
export function encodeSearchCursor(offset: number): string {
  return Buffer.from(`o:${offset}`, 'utf8').toString('base64url');
}

/** The count a cursor carries; anything this server did not make answers 400. */
export function decodeSearchCursor(cursor: string): number {
  const match = /^o:(\d{1,6})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const offset = match ? Number(match[1]) : Number.NaN;
  if (!Number.isInteger(offset) || offset < 1 || offset > SEARCH_OFFSET_MAX) {
    throw new ValidationError([{ field: 'cursor', message: 'cursor is not valid; start again from the first page' }]);
  }
  return offset;
}

import { ValidationError } from '../../errors/app-error';

/** A position in the list: the last row of a page, by its exact creation time (microseconds) and id. */
export interface ListPosition {
  /** `YYYY-MM-DDTHH:MM:SS.ffffffZ`, as Postgres stores it: a millisecond Date would skip or repeat rows. */
  createdAt: string;
  id: string;
}

const CREATED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Opaque to clients, so that the order or the position's fields can change without breaking them. */
export function encodeListCursor(position: ListPosition): string {
  return Buffer.from(`${position.createdAt}|${position.id}`, 'utf8').toString('base64url');
}

/** The position a cursor names; anything this server did not make answers 400 rather than an arbitrary page. */
export function decodeListCursor(cursor: string): ListPosition {
  const [createdAt = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !CREATED_AT.test(createdAt) || !UUID.test(id) || Number.isNaN(Date.parse(createdAt))) {
    throw new ValidationError([{ field: 'cursor', message: 'cursor is not valid; start again from the first page' }]);
  }
  return { createdAt, id };
}

import { TRANSCRIPTIONS_PAGE_SIZE } from '@verbatim/core-sdk/contracts';
import type { Knex } from 'knex';
import type { Database } from '../../db/create-database';
import { TranscriptionModel } from '../../models/transcription';
import { decodeListCursor, encodeListCursor } from './list-cursor';
import { SOURCE_KEY_NAME_COLUMN } from './transcription-source';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What a list row needs: never the transcript text, segments or word timings, which can be megabytes. */
const ROW_COLUMNS = [
  'id',
  'fileName',
  'fileSize',
  'mimeType',
  'mediaKey',
  'durationSeconds',
  'status',
  'progress',
  'errorMessage',
  'language',
  'engine',
  'sourceWidget',
  'sourceOrigin',
] as const;

/** The creation time to the microsecond, in UTC, for the next page's cursor. */
const CURSOR_AT = `to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at`;

/**
 * The row's times as the API writes them (ISO 8601 in UTC, to the millisecond), made by the database: the driver
 * would turn each into a Date and the answer back into text, 150 times a page.
 */
const isoColumn = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${column}`;
const TIME_COLUMNS = [isoColumn('created_at'), isoColumn('updated_at'), isoColumn('completed_at')];

export interface ListTranscriptionsOptions {
  /** Matches the file name or the transcript text, case-insensitively. */
  q?: string | undefined;
  /** The `nextCursor` of the previous page; absent for the first page. */
  cursor?: string | undefined;
  limit?: number | undefined;
}

/** A list row: the model's fields without the text, segments and word timings, and its key's name. */
export type ListRow = Pick<TranscriptionModel, (typeof ROW_COLUMNS)[number]> & {
  sourceKeyName: string | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
};

export interface TranscriptionListPage {
  rows: ListRow[];
  nextCursor: string | null;
  total: number;
}

/**
 * One page of the caller's transcriptions, newest first (creation time, then id, so that rows made in the same
 * microsecond keep one order). A page starts after the cursor's row, so rows added since the first page never push
 * older rows onto the next page twice. `total` counts every match, for an honest "n of m".
 */
export async function listTranscriptions(
  db: Database,
  userId: string,
  options: ListTranscriptionsOptions = {},
): Promise<TranscriptionListPage> {
  const limit = options.limit ?? TRANSCRIPTIONS_PAGE_SIZE;
  const after = options.cursor ? decodeListCursor(options.cursor) : null;
  const q = options.q?.trim();
  const matching = () => {
    const query = TranscriptionModel.query(db).where({ userId });
    if (q) {
      const pattern = `%${escapeLike(q)}%`;
      query.where((where) => where.whereILike('fileName', pattern).orWhereILike('transcriptText', pattern));
    }
    return query;
  };

  const page = matching()
    .select(...ROW_COLUMNS, ...TIME_COLUMNS.map((column) => db.raw(column)), db.raw(CURSOR_AT), db.raw(SOURCE_KEY_NAME_COLUMN))
    // Qualified: the times are also output columns (as text), and an unqualified name would order by those.
    .orderBy('transcriptions.createdAt', 'desc')
    .orderBy('transcriptions.id', 'desc')
    // One more than asked: whether it exists says if there is a next page, without another query.
    .limit(limit + 1);
  if (after) page.whereRaw('(created_at, id) < (?::timestamptz, ?::uuid)', [after.createdAt, after.id]);
  // The count and the page in one round trip: the count's single row, joined to each row of the page (or to nulls
  // when the page is empty). Every signed-in request already costs a session lookup; a third query was a third of the
  // database's share of a list request.
  // Without a filter the total is the user's count, which the database keeps (transcription_counts): counting the
  // rows on every request grew with the account. A filter's matches are counted.
  const counted = q
    ? matching().count({ total: '*' }).toKnexQuery().as('counted')
    : db.raw('(select coalesce((select total from transcription_counts where user_id = ?), 0) as total) as counted', [userId]);
  const found: Array<ListRow & { total: string | number; cursorAt: string }> = await db
    .select('counted.total', 'page.*')
    .from(counted)
    // knex takes a query builder as a binding (it becomes a parenthesised subquery with its own bindings).
    .joinRaw('left join lateral (?) as page on true', [page.toKnexQuery() as unknown as Knex.Raw]);

  // An empty page is one row of nulls beside the count.
  const rows = found.filter((row) => row.id != null).slice(0, limit);
  const last = rows.at(-1);
  const nextCursor = found.length > limit && last ? encodeListCursor({ createdAt: last.cursorAt, id: last.id }) : null;
  const total = Number(found[0]?.total ?? 0);
  return { rows, nextCursor, total };
}

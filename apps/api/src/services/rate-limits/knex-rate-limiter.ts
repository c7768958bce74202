import type { Knex } from 'knex';
import { RateLimiterPostgres } from 'rate-limiter-flexible';

/** The table of the create_rate_limits migration. */
export const rateLimitsTable = 'rate_limits';

interface LimiterQuery {
  text: string;
  values?: unknown[];
}

interface LimiterQueryResult {
  rows: Array<Record<string, unknown>>;
  rowCount: number;
}

export interface KnexRateLimiterOptions {
  /** Names the limit inside the shared table; unique per limit. */
  keyPrefix: string;
  /** Actions allowed per key within one window. */
  points: number;
  /** The window in seconds, counted from a key's first action. */
  duration: number;
}

/**
 * rate-limiter-flexible's Postgres limiter on our own knex, so its counters live in our database (shared by
 * every API process) on PostgreSQL and on PGlite alike.
 *
 * With storeType 'knex' the library borrows a raw driver connection and calls `connection.query({ text,
 * values })`: that is pg's signature, but PGlite's connection takes `query(text, values)` (and a wrong
 * call leaves it unusable), and PGlite reports 0 as the rowCount of a SELECT, which the library reads as
 * "no counter". So every statement goes through knex.raw instead, and the row count is taken from the rows
 * when the driver reports none. The table belongs to our migrations; the library is told it exists.
 */
export class KnexRateLimiter extends RateLimiterPostgres {
  readonly #db: Knex;

  constructor(db: Knex, options: KnexRateLimiterOptions) {
    super({
      ...options,
      storeClient: db,
      storeType: 'knex',
      tableName: rateLimitsTable,
      tableCreated: true,
      // One sweep for the whole table (createRateLimits), not a timer per limit that outlives a closed server.
      clearExpiredByTimeout: false,
      // A key that has used its allowance is refused from this process's memory until its window ends, so a
      // flood costs no database writes. Only consume() looks there; failure counts (get/penalty) always read the table.
      inMemoryBlockOnConsumed: options.points,
    });
    this.#db = db;
  }

  /** Overrides the library's one way to the database (see the class comment). */
  async _query(query: LimiterQuery): Promise<LimiterQueryResult> {
    const values = query.values ?? [];
    const bindings: unknown[] = [];
    // The library numbers its parameters ($1…) and repeats some; knex binds `?` in order of appearance.
    const sql = query.text.replace(/\$(\d+)/g, (_match, index: string) => {
      bindings.push(values[Number(index) - 1]);
      return '?';
    });
    const result = (await this.#db.raw(sql, bindings as Knex.RawBinding[])) as {
      rows?: Array<Record<string, unknown>>;
      rowCount?: number | null;
    };
    const rows = result.rows ?? [];
    return { rows, rowCount: Math.max(result.rowCount ?? 0, rows.length) };
  }
}

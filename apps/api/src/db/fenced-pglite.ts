import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * Every query to an embedded database after it met a PANIC. Its code is SQLSTATE 08006 (connection failure), as for a
 * PostgreSQL that went away: the request is answered 503, the outage is logged once, and /api/health and readiness
 * report the database down. The PANIC itself is kept apart from `cause`, which would make every later request a 507.
 */
export class EmbeddedDatabaseStoppedError extends Error {
  override readonly name = 'EmbeddedDatabaseStoppedError';
  readonly code = '08006';
  constructor(readonly panic: unknown) {
    super(
      `The embedded database (PGlite) stopped at a PANIC (${panic instanceof Error ? panic.message : String(panic)}). ` +
        'Restart Verbatim once the cause is fixed (for a full disk: once there is room again); it recovers its files from the write-ahead log as it opens them.',
    );
  }
}

const isPanic = (error: unknown) => (error as { severity?: unknown } | null)?.severity === 'PANIC';

/**
 * PGlite, refusing every query once Postgres has met a PANIC.
 *
 * Postgres stops the whole server at a PANIC (e.g. no room for the next write-ahead log segment, or for a checkpoint's
 * files) and recovers from the log when it starts again. PGlite cannot restart inside the process: it answers that
 * query with the PANIC as an error and then spins forever in the next one, on the API's own thread, so the process
 * stops answering anything, /api/health included, and cannot even be stopped gracefully. The files are intact (a new
 * instance opened on them replays the log), so refusing at once is all that is needed to keep the process answering.
 */
export class FencedPGlite extends PGlite {
  /** Where the database's files are. */
  readonly directory: string;
  #stopped: EmbeddedDatabaseStoppedError | undefined;

  constructor(directory: string, options?: PGliteOptions) {
    super(directory, options);
    this.directory = directory;
  }

  /** True once a PANIC stopped it. */
  get stopped(): boolean {
    return this.#stopped !== undefined;
  }

  // Every query, and close()'s message ending the session, run through here: the fence covers them all, and close()
  // then skips Postgres's shutdown and only releases the instance.
  override execProtocolRawSync(message: Uint8Array): Uint8Array {
    if (this.#stopped) throw this.#stopped;
    return super.execProtocolRawSync(message);
  }

  override async execProtocol(...args: Parameters<PGlite['execProtocol']>): ReturnType<PGlite['execProtocol']> {
    try {
      return await super.execProtocol(...args);
    } catch (error) {
      this.#noteFailure(error);
      throw error;
    }
  }

  override async execProtocolStream(...args: Parameters<PGlite['execProtocolStream']>): ReturnType<PGlite['execProtocolStream']> {
    try {
      return await super.execProtocolStream(...args);
    } catch (error) {
      this.#noteFailure(error);
      throw error;
    }
  }

  #noteFailure(error: unknown) {
    if (!this.#stopped && isPanic(error)) this.#stopped = new EmbeddedDatabaseStoppedError(error);
  }
}

/** The folder of the embedded database's files, when `client` is PGlite on disk; undefined in memory or on PostgreSQL. */
export function embeddedDatabaseDirectory(client: unknown): string | undefined {
  const pglite = (client as { pglite?: unknown } | null)?.pglite;
  return pglite instanceof FencedPGlite ? pglite.directory : undefined;
}

/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, failing over, or the pool
 * could not get a connection in time), as opposed to a bad query: such a request is worth trying again shortly.
 */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** SQLSTATEs of a server going away or not taking connections yet: class 08 and the shutdown/start-up ones. */
function unavailableSqlState(code: string): boolean {
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03';
}

/** Messages pg gives a query whose connection died under it, with no code. */
const LOST_CONNECTION =
  /^(Connection terminated|Connection ended unexpectedly|Client has encountered a connection error|Client was closed)/;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { name, code, message, cause, errors, nativeError } = error as {
    nativeError?: unknown;
    name?: unknown;
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  // knex gives up waiting for a pooled connection; the pool keeps retrying connections that fail meanwhile.
  if (name === 'KnexTimeoutError') return true;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || (code.length === 5 && unavailableSqlState(code)))) return true;
  if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
  // An AggregateError (a host with several addresses, all refused), or an error wrapping the cause (objection's
  // DBError keeps pg's as nativeError).
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(nativeError, depth + 1) || isDatabaseUnavailable(cause, depth + 1);
}

import { AppError, BadRequestError } from '../errors/app-error';
import type { UserModel } from '../models/user';
import { claimIdempotencyKey, finishClaim, releaseClaim, type StoredAnswer } from '../services/idempotency/idempotency-keys';
import { requestFingerprint } from '../services/idempotency/request-fingerprint';
import type { HttpContext } from './types';

/** The header a replayed answer carries, so a client can tell it apart from a first run. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;
const INVALID_KEY = 'Idempotency-Key must be 1 to 255 printable ASCII characters (a UUID is a good choice).';
const KEY_REUSED = 'This Idempotency-Key was already used for a different request. Send a new key with each new request.';
const STILL_RUNNING = 'A request with this Idempotency-Key is still in progress; retry shortly.';

/** The request's Idempotency-Key, or undefined without one; a malformed key is refused rather than ignored. */
export function readIdempotencyKey(ctx: HttpContext): string | undefined {
  const key = ctx.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw new BadRequestError(INVALID_KEY);
  return key;
}

/** The answer to keep, or undefined for one that cannot be replayed (a file, a stream, one sent by the handler itself). */
function storableAnswer(ctx: HttpContext): StoredAnswer | undefined {
  if (ctx.respond === false) return undefined;
  const body: unknown = ctx.body;
  if (body === undefined || body === null) return { status: ctx.status, body: null };
  if (Buffer.isBuffer(body) || typeof (body as { pipe?: unknown }).pipe === 'function') return undefined;
  return { status: ctx.status, body };
}

function replay(ctx: HttpContext, answer: StoredAnswer): void {
  if (answer.body !== null) ctx.body = answer.body;
  ctx.status = answer.status;
  ctx.set(REPLAYED_HEADER, 'true');
}

/**
 * Runs `work` (the endpoint's handler) at most once per caller and Idempotency-Key. Without the header it just runs.
 * With it, the key is claimed first: a repeat of a success gets the stored answer again without running anything,
 * a repeat while the first still runs gets 409, and the key sent with another request gets 422. Only successes are
 * kept: after an error the key is given back, so that the caller can fix the cause and send the same request again.
 */
export async function runIdempotently(ctx: HttpContext, user: UserModel, key: string, work: () => Promise<void>): Promise<void> {
  const { db, logger } = ctx.deps;
  const fingerprint = requestFingerprint({ method: ctx.method, path: ctx.path, query: ctx.querystring, body: ctx.request.body });
  const outcome = await claimIdempotencyKey(db, { userId: user.id, key, fingerprint, now: ctx.deps.now() });
  if (outcome.kind === 'reused') throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', KEY_REUSED);
  if (outcome.kind === 'running') throw new AppError(409, 'CONFLICT', STILL_RUNNING, undefined, { 'Retry-After': '1' });
  if (outcome.kind === 'done') return replay(ctx, outcome.answer);

  const { claimId } = outcome;
  try {
    await work();
  } catch (error) {
    await releaseClaim(db, claimId).catch((releaseError: unknown) => {
      // The key stays claimed until it is taken over as abandoned; the caller still hears of the first error.
      logger.warn({ err: releaseError }, 'could not release an Idempotency-Key after a failed request');
    });
    throw error;
  }
  const answer = ctx.status < 400 ? storableAnswer(ctx) : undefined;
  try {
    if (answer) await finishClaim(db, claimId, answer);
    else await releaseClaim(db, claimId);
  } catch (error) {
    // The work is done: failing the answer now would only make the caller repeat it. A repeat meets the running
    // claim (409) until it is taken over as abandoned.
    logger.warn({ err: error }, 'could not store the answer of an Idempotency-Key');
  }
}

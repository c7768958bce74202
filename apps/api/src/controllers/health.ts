import { endpoints } from '@verbatim/core-sdk/contracts';
import { databaseAnswers } from '../db/create-database';
import { handle } from '../http/endpoint';
import { DATABASE_RETRY_AFTER_SECONDS } from '../http/error-handler';
import { checkReadiness } from '../services/health/check-readiness';

/** A liveness probe's own timeout is often 1 to 5 s: the answer comes well before it. */
const HEALTH_DATABASE_TIMEOUT_MS = 1000;

export const healthEndpoints = [
  /**
   * Liveness: the process answers, always within about a second, whatever its database does. The status says whether
   * the database answered too (200) or not (503 with Retry-After), for people and the SDK; docs/decisions/operations.md
   * says why a liveness probe counts any answer.
   */
  handle(endpoints.health, async (_, ctx) => {
    const ok = await databaseAnswers(ctx.deps.db, HEALTH_DATABASE_TIMEOUT_MS);
    ctx.status = ok ? 200 : 503;
    if (!ok) ctx.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return { status: ok ? ('ok' as const) : ('unavailable' as const) };
  }),
  /** For load balancers: the database, the migrations and storage, each named in the body; 503 when any fails. */
  handle(endpoints.healthReady, async (_, ctx) => {
    const readiness = await checkReadiness(ctx.deps);
    ctx.status = readiness.status === 'ok' ? 200 : 503;
    if (readiness.status !== 'ok') ctx.set('Retry-After', '5');
    return readiness;
  }),
];

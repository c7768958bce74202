import { endpoints } from '@verbatim/core-sdk/contracts';
import { databaseAnswers } from '../db/create-database';
import { handle } from '../http/endpoint';

/** Readiness: 200 once the database answers, 503 otherwise. */
export const healthEndpoints = [
  handle(endpoints.health, async (_, ctx) => {
    const ok = await databaseAnswers(ctx.deps.db);
    ctx.status = ok ? 200 : 503;
    return { status: ok ? ('ok' as const) : ('unavailable' as const) };
  }),
];

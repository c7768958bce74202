import { databaseAnswers } from '../db/create-database';
import type { HttpContext } from '../http/types';

/** Readiness: 200 once the database answers, 503 otherwise. */
export async function health(ctx: HttpContext) {
  const ok = await databaseAnswers(ctx.deps.db);
  ctx.status = ok ? 200 : 503;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { status: ok ? 'ok' : 'unavailable' };
}

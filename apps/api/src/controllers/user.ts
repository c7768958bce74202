import { requireUser } from '../http/require-user';
import type { HttpContext } from '../http/types';
import { presentUser } from '../services/users/present-user';

export async function getUser(ctx: HttpContext) {
  ctx.body = await presentUser(ctx.deps, requireUser(ctx));
}

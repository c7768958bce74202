import { requireUser } from '../http/require-user';
import type { HttpContext } from '../http/types';
import { toPublicUser } from '../models/user';

export async function getUser(ctx: HttpContext) {
  ctx.body = toPublicUser(requireUser(ctx));
}

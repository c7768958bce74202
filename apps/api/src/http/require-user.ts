import { UnauthorizedError } from '../errors/app-error';
import type { UserModel } from '../models/user';
import type { HttpContext } from './types';

/** The signed-in user, or a 401. */
export function requireUser(ctx: HttpContext): UserModel {
  if (!ctx.state.user) throw new UnauthorizedError();
  return ctx.state.user;
}

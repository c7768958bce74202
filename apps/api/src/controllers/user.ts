import { endpoints } from '@verbatim/core-sdk/contracts';
import { handle } from '../http/endpoint';
import { getUserStats } from '../services/transcriptions/get-user-stats';
import { presentUser } from '../services/users/present-user';

/** The signed-in user's record and dashboard figures. */
export const userEndpoints = [
  handle(endpoints.getUser, ({ user }, ctx) => presentUser(ctx.deps, user)),
  handle(endpoints.getStats, ({ user }, ctx) => getUserStats(ctx.deps.db, user.id)),
  handle(endpoints.getUserStats, ({ user }, ctx) => getUserStats(ctx.deps.db, user.id)),
];

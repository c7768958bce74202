import type { User } from '@verbatim/core-sdk/contracts';
import type { AppContext } from '../../context';
import { toPublicUser, type UserModel } from '../../models/user';
import { countTranscriptionsToday } from '../access/free-plan-usage';
import { getCreditBalance } from '../credits/get-credit-balance';

/** The user with their live figures: credits from the ledger, today's use of the free allowance. */
export async function presentUser(ctx: AppContext, user: UserModel): Promise<User> {
  const [credits, transcriptionsToday] = await Promise.all([
    getCreditBalance(ctx.db, user.id),
    countTranscriptionsToday(ctx.db, user.id, ctx.now()),
  ]);
  return toPublicUser(user, { credits, transcriptionsToday });
}

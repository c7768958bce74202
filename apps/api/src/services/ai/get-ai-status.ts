import type { AiStatus } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import type { UserModel } from '../../models/user';
import { aiAnswersToday, aiDailyLimit } from './ai-daily-limit';

/** What writes the caller's summaries and chat answers here, and how many answers they have made today of how many. */
export async function getAiStatus(deps: AppDeps, user: UserModel): Promise<AiStatus> {
  return {
    writer: deps.ai.writer.id,
    model: deps.ai.writer.model,
    dailyLimit: aiDailyLimit(user, deps.now()),
    usedToday: await aiAnswersToday(deps, user.id),
  };
}

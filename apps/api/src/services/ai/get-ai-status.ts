import type { AiStatus } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import type { UserModel } from '../../models/user';
import { aiAnswersToday, aiDailyLimit } from './ai-daily-limit';

/**
 * What writes the caller's summaries and chat answers here (and which speech engine transcribes), and how many answers they have made today of how many.
 * Only a model's answers count (they cost its tokens): with no model configured there is no daily limit.
 */
export async function getAiStatus(deps: AppDeps, user: UserModel): Promise<AiStatus> {
  return {
    writer: deps.ai.writer.id,
    model: deps.ai.writer.model,
    speechEngine: deps.speech.id,
    dailyLimit: deps.ai.writer.id === 'llm' ? aiDailyLimit(user, deps.now()) : null,
    usedToday: await aiAnswersToday(deps, user.id),
  };
}

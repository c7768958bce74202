import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { startOfUtcDay } from '../../lib/utc-day';
import type { UserModel } from '../../models/user';
import { subscriptionState } from '../billing/subscription-state';

/**
 * Answers the configured model makes for one person in a UTC day: on the free plan, and with a paid plan or trial in
 * effect. The ceiling bounds what the model's tokens cost; answers made on this server without a model (the local
 * writer's summaries and chat answers, Apertium's translations) cost a little CPU and do not count, though a rate
 * limit still stops a script from asking for them without end. Results already kept are served without counting,
 * so reading a summary again is free (docs/decisions.md, AI).
 */
export const AI_ANSWERS_PER_DAY = { free: 20, paid: 200 } as const;

export type AiFeature = 'summary' | 'chat' | 'translation';

const startOfNextUtcDay = (now: Date) => new Date(startOfUtcDay(now).getTime() + 24 * 60 * 60 * 1000);

/** Who made an answer: the configured model counts against the day's ceiling, the rest are made on this server. */
export type AiAnswerer = 'local' | 'apertium' | 'llm';

/** The person's daily ceiling, by the plan in effect now. */
export function aiDailyLimit(user: UserModel, now: Date): number {
  return subscriptionState(user, now).inEffect ? AI_ANSWERS_PER_DAY.paid : AI_ANSWERS_PER_DAY.free;
}

/** Answers made for the person since the start of today (UTC). */
export async function aiAnswersToday(deps: AppDeps, userId: string): Promise<number> {
  const row = await deps
    .db('ai_requests')
    .where({ userId })
    .andWhere('createdAt', '>=', startOfUtcDay(deps.now()))
    .count<{ count: string | number }[]>({ count: '*' })
    .first();
  return Number(row?.count ?? 0);
}

/** A counted answer: give it back when the answer could not be made, so a failure costs nothing. */
export interface AiAnswerClaim {
  release(): Promise<void>;
}

/**
 * Counts one answer against today's ceiling, or refuses with 429 AI_DAILY_LIMIT. The row is written first and the
 * count read after, so requests that arrive together cannot all slip under the ceiling: each sees the others' rows.
 */
export async function claimAiAnswer(deps: AppDeps, user: UserModel, feature: AiFeature): Promise<AiAnswerClaim> {
  const now = deps.now();
  const limit = aiDailyLimit(user, now);
  const [row] = await deps.db('ai_requests').insert({ userId: user.id, feature, createdAt: now }).returning<{ id: string }[]>('id');
  const release = async () => {
    if (row) await deps.db('ai_requests').where({ id: row.id }).delete();
  };
  if ((await aiAnswersToday(deps, user.id)) > limit) {
    await release();
    const retryAfterSeconds = Math.max(1, Math.ceil((startOfNextUtcDay(now).getTime() - now.getTime()) / 1000));
    throw new AppError(
      429,
      'AI_DAILY_LIMIT',
      `You have used today's ${limit} AI answers. Summaries and translations already made still open; more answers from midnight UTC.`,
      { limit, retryAfterSeconds },
      { 'Retry-After': String(retryAfterSeconds) },
    );
  }
  return { release };
}

/** Nothing to give back: an answer made on this server was only rate-limited, never counted against the day. */
const UNCOUNTED: AiAnswerClaim = { release: async () => undefined };

/**
 * Lets one answer be made: the model's counted against today's ceiling (429 AI_DAILY_LIMIT past it), one made on
 * this server only against the rate limit of such answers (429 RATE_LIMITED past it), as it costs no model's tokens.
 */
export async function claimAnswerBy(deps: AppDeps, user: UserModel, answerer: AiAnswerer, feature: AiFeature): Promise<AiAnswerClaim> {
  if (answerer === 'llm') return claimAiAnswer(deps, user, feature);
  await deps.rateLimits.localAiAnswersPerAccount.consume(user.id);
  return UNCOUNTED;
}

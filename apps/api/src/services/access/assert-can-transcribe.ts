import type { ErrorCode } from '@verbatim/core-sdk/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../errors/app-error';
import type { UserModel } from '../../models/user';
import { getCreditBalance } from '../credits/get-credit-balance';
import { FREE_DAILY_TRANSCRIPTIONS } from '../users/plans';
import { countTranscriptionsToday } from './free-plan-usage';

export class AccessDeniedError extends AppError {
  constructor(code: ErrorCode, message: string) {
    super(403, code, message);
  }
}

export const ACCESS_MESSAGES = {
  upload: 'Subscription required to upload files. Please subscribe to continue.',
  process: 'Subscription required to process files. Please subscribe to continue.',
  expired: 'Your subscription has expired. Please renew to continue.',
  cancelled: 'Your subscription was cancelled. Please reactivate to continue.',
  freeUsedUp: `You have used today's ${FREE_DAILY_TRANSCRIPTIONS} free transcriptions. They renew at midnight UTC, or choose a plan to continue now.`,
  noCredits: 'You have no credits left. Buy more credits or choose a plan to continue.',
} as const;

/**
 * The access gate for uploading and processing (core-journey spec sections 4, 6, 8):
 * paid plans need a live subscription and credits; the free plan has its daily allowance.
 */
export async function assertCanTranscribe(ctx: AppContext, user: UserModel, action: 'upload' | 'process'): Promise<void> {
  const now = ctx.now();
  if (user.subscriptionPlan === 'free') {
    const used = await countTranscriptionsToday(ctx.db, user.id, now);
    if (used >= (user.trialTranscriptionLimit ?? FREE_DAILY_TRANSCRIPTIONS)) {
      throw new AccessDeniedError('SUBSCRIPTION_REQUIRED', ACCESS_MESSAGES.freeUsedUp);
    }
    return;
  }
  const expired = user.subscriptionExpiresAt !== null && new Date(user.subscriptionExpiresAt).getTime() <= now.getTime();
  if (user.subscriptionStatus === 'cancelled' && (user.subscriptionExpiresAt === null || expired)) {
    throw new AccessDeniedError('SUBSCRIPTION_CANCELLED', ACCESS_MESSAGES.cancelled);
  }
  if (expired) throw new AccessDeniedError('SUBSCRIPTION_EXPIRED', ACCESS_MESSAGES.expired);
  if (user.subscriptionStatus === null) throw new AccessDeniedError('SUBSCRIPTION_REQUIRED', ACCESS_MESSAGES[action]);
  if ((await getCreditBalance(ctx.db, user.id)) <= 0) throw new AccessDeniedError('SUBSCRIPTION_REQUIRED', ACCESS_MESSAGES.noCredits);
}

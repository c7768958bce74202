import type { ErrorCode } from '@verbatim/core-sdk/contracts';
import type { Database } from '../../db/create-database';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import type { UserModel } from '../../models/user';
import { getAvailableCredits } from '../credits/get-available-credits';
import { FREE_DAILY_TRANSCRIPTIONS } from '../users/plans';
import { countTranscriptionsToday } from './free-plan-usage';

class AccessDeniedError extends AppError {
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

/** When a file's known length needs more credits than are left (a retry, or the length found by probing). */
export function notEnoughCreditsMessage(needed: number, available: number): string {
  const left = Math.max(0, available);
  return `This file needs ${needed} ${needed === 1 ? 'credit' : 'credits'} (1 per minute) and you have ${left} left. Buy more credits or choose a plan, then retry.`;
}

/** How an admitted transcription is paid for. */
export type PaidBy = 'free-allowance' | 'credits';

export interface AccessCheckOptions {
  /** Where to read usage; a transaction holding the account lock makes the answer authoritative. */
  db?: Database;
  /** Credits a paid transcription needs; 1 (the least any file costs) when its length is not known yet. */
  credits?: number;
}

/**
 * The access gate for uploading and processing: paid plans need a live
 * subscription and enough credits that are not already held for other transcriptions; the free plan has its
 * daily allowance. On its own it is a cheap early answer (before the bytes arrive); the authoritative check is
 * admitTranscription, which runs it under the account lock together with the insert.
 */
export async function assertCanTranscribe(
  deps: AppDeps,
  user: UserModel,
  action: 'upload' | 'process',
  options: AccessCheckOptions = {},
): Promise<PaidBy> {
  const db = options.db ?? deps.db;
  const now = deps.now();
  if (user.subscriptionPlan === 'free') {
    const used = await countTranscriptionsToday(db, user.id, now);
    if (used >= (user.trialTranscriptionLimit ?? FREE_DAILY_TRANSCRIPTIONS)) {
      throw new AccessDeniedError('SUBSCRIPTION_REQUIRED', ACCESS_MESSAGES.freeUsedUp);
    }
    return 'free-allowance';
  }
  const expired = user.subscriptionExpiresAt !== null && new Date(user.subscriptionExpiresAt).getTime() <= now.getTime();
  if (user.subscriptionStatus === 'cancelled' && (user.subscriptionExpiresAt === null || expired)) {
    throw new AccessDeniedError('SUBSCRIPTION_CANCELLED', ACCESS_MESSAGES.cancelled);
  }
  if (expired) throw new AccessDeniedError('SUBSCRIPTION_EXPIRED', ACCESS_MESSAGES.expired);
  if (user.subscriptionStatus === null) throw new AccessDeniedError('SUBSCRIPTION_REQUIRED', ACCESS_MESSAGES[action]);
  const needed = options.credits ?? 1;
  const available = await getAvailableCredits(db, user.id);
  if (available <= 0) throw new AccessDeniedError('SUBSCRIPTION_REQUIRED', ACCESS_MESSAGES.noCredits);
  if (available < needed) throw new AccessDeniedError('SUBSCRIPTION_REQUIRED', notEnoughCreditsMessage(needed, available));
  return 'credits';
}

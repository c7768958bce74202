import type { ErrorCode } from '@verbatim/core-sdk/contracts';
import type { Database } from '../../db/create-database';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import type { PaidWith } from '../../models/transcription';
import type { UserModel } from '../../models/user';
import { subscriptionState } from '../billing/subscription-state';
import { getAvailableCredits } from '../credits/get-available-credits';
import { FREE_DAILY_TRANSCRIPTIONS, FREE_MAX_SECONDS } from '../users/plans';
import { countAllowanceTranscriptionsToday } from './free-plan-usage';

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
  freeUsedUp: `You have used today's ${FREE_DAILY_TRANSCRIPTIONS} free transcriptions. They renew at midnight UTC; buy credits or choose a plan to continue now.`,
  noCredits: 'You have no credits left. Buy more credits or choose a plan to continue.',
} as const;

/** When a file's known length needs more credits than are left (a retry, or the length found by probing). */
export function notEnoughCreditsMessage(needed: number, available: number): string {
  const left = Math.max(0, available);
  return `This file needs ${needed} ${needed === 1 ? 'credit' : 'credits'} (1 per minute) and you have ${left} left. Buy more credits or choose a plan, then retry.`;
}

export interface AccessCheckOptions {
  /** Where to read usage; a transaction holding the account lock makes the answer authoritative. */
  db?: Database;
  /** Credits the transcription needs; 1 (the least any file costs) when its length is not known yet. */
  credits?: number;
  /** The file's length when known (a retry): a file over the free plan's limit cannot use the free allowance. */
  durationSeconds?: number | null;
}

/**
 * The access gate for uploading and processing. A paid plan or trial in effect pays from credits (its minutes and
 * any bought). Otherwise (the free plan, or a plan that has ended) the day's free allowance comes first, then
 * bought credits (pay as you go); with neither, the refusal says why: a cancelled or expired plan, or the
 * allowance used up. On its own it is a cheap early answer (before the bytes arrive); the authoritative check is
 * admitTranscription, which runs it under the account lock together with the insert.
 */
export async function assertCanTranscribe(
  deps: AppDeps,
  user: UserModel,
  action: 'upload' | 'process',
  options: AccessCheckOptions = {},
): Promise<PaidWith> {
  const db = options.db ?? deps.db;
  const now = deps.now();
  const needed = options.credits ?? 1;
  const state = subscriptionState(user, now);
  const available = await getAvailableCredits(db, user.id);
  if (state.inEffect) {
    if (available <= 0) throw new AccessDeniedError('SUBSCRIPTION_REQUIRED', ACCESS_MESSAGES.noCredits);
    if (available < needed) throw new AccessDeniedError('SUBSCRIPTION_REQUIRED', notEnoughCreditsMessage(needed, available));
    return 'credits';
  }
  const fitsAllowance = options.durationSeconds == null || options.durationSeconds <= FREE_MAX_SECONDS;
  if (fitsAllowance) {
    const used = await countAllowanceTranscriptionsToday(db, user.id, now);
    if (used < (user.trialTranscriptionLimit ?? FREE_DAILY_TRANSCRIPTIONS)) return 'allowance';
  }
  if (available >= needed) return 'credits';
  if (available > 0) throw new AccessDeniedError('SUBSCRIPTION_REQUIRED', notEnoughCreditsMessage(needed, available));
  if (state.lapsedBy === 'cancelled') throw new AccessDeniedError('SUBSCRIPTION_CANCELLED', ACCESS_MESSAGES.cancelled);
  if (state.lapsedBy === 'expired') throw new AccessDeniedError('SUBSCRIPTION_EXPIRED', ACCESS_MESSAGES.expired);
  if (user.subscriptionPlan !== 'free') throw new AccessDeniedError('SUBSCRIPTION_REQUIRED', ACCESS_MESSAGES[action]);
  throw new AccessDeniedError('SUBSCRIPTION_REQUIRED', ACCESS_MESSAGES.freeUsedUp);
}

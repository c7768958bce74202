import { type AccessRefusal, type AccessRefusalCause, type ErrorCode, fileTooLongMessage } from '@verbatim/core-sdk/contracts';
import type { Database } from '../../db/create-database';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import type { PaidWith } from '../../models/transcription';
import type { UserModel } from '../../models/user';
import { subscriptionState } from '../billing/subscription-state';
import { getAvailableCredits } from '../credits/get-available-credits';
import { FREE_DAILY_TRANSCRIPTIONS, FREE_MAX_SECONDS } from '../users/plans';
import { countAllowanceTranscriptionsToday } from './free-plan-usage';

/** A refusal by the access gate: its code, the words that name its cause, and the cause with its figures as details. */
export class AccessDeniedError extends AppError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly refusal: AccessRefusal,
  ) {
    super(403, code, message, refusal);
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

/** The words for a file longer than free transcriptions take, with the credits it would need and those left. */
export function tooLongForFreeMessage(durationSeconds: number, available: number): string {
  return fileTooLongMessage({ durationSeconds, maxMinutesPerFile: FREE_MAX_SECONDS / 60, creditsAvailable: available });
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
 * any bought). Otherwise (the free plan, or a plan that has ended) the day's free allowance comes first, for files up
 * to its length, then bought credits (pay as you go); with neither, the refusal names its real cause: a file too long
 * for the allowance, the allowance used up, too few credits, or a cancelled or expired plan. On its own it is a cheap
 * early answer (before the bytes arrive); the authoritative check is admitTranscription, which runs it under the
 * account lock together with the insert.
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
  const durationSeconds = options.durationSeconds ?? null;
  const state = subscriptionState(user, now);
  const available = await getAvailableCredits(db, user.id);
  const refuse = (code: ErrorCode, cause: AccessRefusalCause, message: string) =>
    new AccessDeniedError(code, message, {
      cause,
      durationSeconds,
      creditsNeeded: needed,
      creditsAvailable: available,
      maxMinutesPerFile: FREE_MAX_SECONDS / 60,
    });
  if (state.inEffect) {
    if (available <= 0) throw refuse('SUBSCRIPTION_REQUIRED', 'credits', ACCESS_MESSAGES.noCredits);
    if (available < needed) throw refuse('SUBSCRIPTION_REQUIRED', 'credits', notEnoughCreditsMessage(needed, available));
    return 'credits';
  }
  const fitsAllowance = durationSeconds === null || durationSeconds <= FREE_MAX_SECONDS;
  if (fitsAllowance) {
    const used = await countAllowanceTranscriptionsToday(db, user.id, now);
    if (used < (user.trialTranscriptionLimit ?? FREE_DAILY_TRANSCRIPTIONS)) return 'allowance';
  }
  if (available >= needed) return 'credits';
  // A file too long for the allowance would be refused tomorrow too: its length is the cause, whatever is left today.
  if (!fitsAllowance && durationSeconds !== null) {
    throw refuse('SUBSCRIPTION_REQUIRED', 'length', tooLongForFreeMessage(durationSeconds, available));
  }
  if (available > 0) throw refuse('SUBSCRIPTION_REQUIRED', 'credits', notEnoughCreditsMessage(needed, available));
  if (state.lapsedBy === 'cancelled') throw refuse('SUBSCRIPTION_CANCELLED', 'plan', ACCESS_MESSAGES.cancelled);
  if (state.lapsedBy === 'expired') throw refuse('SUBSCRIPTION_EXPIRED', 'plan', ACCESS_MESSAGES.expired);
  if (user.subscriptionPlan !== 'free') throw refuse('SUBSCRIPTION_REQUIRED', 'plan', ACCESS_MESSAGES[action]);
  throw refuse('SUBSCRIPTION_REQUIRED', 'allowance', ACCESS_MESSAGES.freeUsedUp);
}

import type { Database } from '../../db/create-database';
import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../errors/app-error';
import type { PaidWith } from '../../models/transcription';
import { creditsForDuration } from '../credits/credits-for-duration';
import { lockAccountCredits } from '../credits/lock-account-credits';
import { assertCanTranscribe } from './assert-can-transcribe';

export interface AdmissionRequest {
  action: 'upload' | 'process';
  /** The file's length when it is already known (a retry after probing); null for a new upload. */
  durationSeconds: number | null;
}

export interface Admission {
  paidWith: PaidWith;
  /** Credits to hold on the transcription until it completes or fails (0 on the free allowance). */
  reservedCredits: number;
}

/**
 * The authoritative access check. Run it in the transaction that records the transcription: it locks the
 * account, so concurrent uploads of one account are admitted one at a time and each one sees the others'
 * rows and holds. A paid upload holds its expected minutes (1, the least any file costs, until probing the
 * stored media tells its length); the free allowance's uploads are counted by their rows.
 */
export async function admitTranscription(deps: AppDeps, trx: Database, userId: string, request: AdmissionRequest): Promise<Admission> {
  const user = await lockAccountCredits(trx, userId);
  if (!user) throw new NotFoundError('No such account.');
  const credits = request.durationSeconds === null ? 1 : creditsForDuration(request.durationSeconds);
  const paidWith = await assertCanTranscribe(deps, user, request.action, { db: trx, credits, durationSeconds: request.durationSeconds });
  return { paidWith, reservedCredits: paidWith === 'credits' ? credits : 0 };
}

import type { AppDeps } from '../../deps';
import type { JobFence } from '../../jobs';
import { TranscriptionModel } from '../../models/transcription';
import { notEnoughCreditsMessage } from '../access/assert-can-transcribe';
import { creditsForDuration } from './credits-for-duration';
import { getAvailableCredits } from './get-available-credits';
import { lockAccountCredits } from './lock-account-credits';

export type CreditHold = { held: true } | { held: false; message: string };

/**
 * Once probing has told a file's length, holds the credits it will really cost instead of the minimum
 * held at admission. When the account cannot cover them (its own hold included), nothing changes and the
 * caller fails the transcription with the returned message: it costs nothing, and the person can buy
 * credits and retry. One on the free allowance holds nothing. `fence` is the job's claim:
 * a worker that lost its job holds nothing.
 */
export async function holdCreditsForDuration(
  deps: AppDeps,
  transcriptionId: string,
  durationSeconds: number,
  fence: JobFence,
): Promise<CreditHold> {
  return deps.db.transaction(async (trx) => {
    await fence(trx);
    // The transcription's row before the account's: the lock order every credit decision follows.
    const t = await TranscriptionModel.query(trx).findById(transcriptionId).forUpdate();
    if (!t) return { held: true };
    const user = await lockAccountCredits(trx, t.userId);
    if (!user || t.paidWith !== 'credits') return { held: true };
    const needed = creditsForDuration(durationSeconds);
    if (needed === t.reservedCredits) return { held: true };
    const spendable = (await getAvailableCredits(trx, t.userId)) + t.reservedCredits;
    if (needed > spendable) return { held: false, message: notEnoughCreditsMessage(needed, spendable) };
    await TranscriptionModel.query(trx).patch({ reservedCredits: needed }).where({ id: t.id });
    return { held: true };
  });
}

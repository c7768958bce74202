import type { AppDeps } from '../../deps';
import type { JobFence } from '../../jobs';
import { TranscriptionModel } from '../../models/transcription';
import { tooLongForFreeMessage } from '../access/assert-can-transcribe';
import { creditsForDuration } from './credits-for-duration';
import { getAvailableCredits } from './get-available-credits';
import type { CreditHold } from './hold-credits-for-duration';
import { lockAccountCredits } from './lock-account-credits';

/**
 * A file admitted on the free allowance (its length unknown until now) that probing found longer than the allowance
 * takes. When the account's credits pay for all its minutes, it is paid with them instead and holds them: its place in
 * today's allowance is free again. Otherwise nothing changes and the caller fails it with the returned words, which
 * name its length and the credits it would need: it costs nothing, and once credits are bought a retry pays with them.
 */
export async function payLongFileWithCredits(
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
    if (!user || t.paidWith !== 'allowance') return { held: true };
    const needed = creditsForDuration(durationSeconds);
    const available = await getAvailableCredits(trx, t.userId);
    if (needed > available) return { held: false, message: tooLongForFreeMessage(durationSeconds, available) };
    await TranscriptionModel.query(trx).patch({ paidWith: 'credits', reservedCredits: needed }).where({ id: t.id });
    return { held: true };
  });
}

import type { Database } from '../../db/create-database';
import { TranscriptionModel } from '../../models/transcription';
import { foundSpeech } from '../transcriptions/found-speech';
import { creditsForDuration } from './credits-for-duration';
import { getAvailableCredits } from './get-available-credits';
import { lockAccountCredits } from './lock-account-credits';

/**
 * Charges a completed transcription and releases its hold, inside the transaction that completes it (which
 * already holds the transcription's row, so the account's lock comes second, as everywhere).
 * Paid plans pay 1 credit per started minute. The charge never takes the balance below zero: when the real
 * minutes exceed what the account can spend (its own hold included), it charges what is left and the ledger
 * row says how many minutes went unpaid. With holds sized after probing this does not happen; it covers
 * transcriptions admitted before holds existed. A unique index on the charge's transcription keeps a retried
 * or reclaimed job from charging twice. A transcription on the free allowance is paid by it.
 * A transcription that found no speech is not charged (docs/decisions.md, No speech found): the person gets
 * nothing to read, only their own recording back.
 */
export async function chargeCompletedTranscription(trx: Database, t: TranscriptionModel, durationSeconds: number): Promise<void> {
  const user = await lockAccountCredits(trx, t.userId);
  if (user && t.paidWith === 'credits' && foundSpeech(t.transcriptText)) {
    const minutes = creditsForDuration(durationSeconds);
    const spendable = (await getAvailableCredits(trx, t.userId)) + t.reservedCredits;
    const charged = Math.min(minutes, Math.max(0, spendable));
    const unpaid = minutes - charged;
    const description =
      unpaid === 0
        ? `Transcription of ${t.fileName} (${minutes} min)`
        : `Transcription of ${t.fileName} (${minutes} min, ${unpaid} unpaid: no credits left)`;
    await trx.raw(
      `insert into credit_ledger (user_id, amount, kind, description, transcription_id)
       values (?, ?, 'charge', ?, ?)
       on conflict (transcription_id) where kind = 'charge' do nothing`,
      [t.userId, -charged, description, t.id],
    );
  }
  await releaseCreditHold(trx, t.id);
}

/** A finished transcription (completed, failed) holds nothing; what it held can be spent again. */
export async function releaseCreditHold(trx: Database, transcriptionId: string): Promise<void> {
  await TranscriptionModel.query(trx).patch({ reservedCredits: 0 }).where({ id: transcriptionId }).andWhere('reservedCredits', '>', 0);
}

import type { AppContext } from '../../context';
import { TranscriptionModel, type TranscriptSegment, type TranscriptWord } from '../../models/transcription';
import { UserModel } from '../../models/user';
import { creditsForDuration } from '../credits/credits-for-duration';
import { publishTranscriptionUpdate } from './publish-transcription-update';

export interface FinishedTranscript {
  text: string;
  language: string;
  engine: string;
  segments: TranscriptSegment[];
  words: TranscriptWord[];
}

/**
 * Stores the transcript and charges for it in one transaction. The charge is guarded by a
 * unique index, so a retried or reclaimed job can never charge twice. The free plan is paid
 * by its daily allowance, not by credits.
 */
export async function completeTranscription(ctx: AppContext, id: string, transcript: FinishedTranscript, durationSeconds: number) {
  await ctx.db.transaction(async (trx) => {
    const t = await TranscriptionModel.query(trx).patchAndFetchById(id, {
      status: 'completed',
      progress: 100,
      errorMessage: null,
      transcriptText: transcript.text,
      language: transcript.language,
      engine: transcript.engine,
      segments: transcript.segments,
      words: transcript.words,
      durationSeconds,
      completedAt: ctx.now(),
      updatedAt: ctx.now(),
    });
    if (!t) return; // deleted while it was being transcribed
    const user = await UserModel.query(trx).findById(t.userId);
    if (user && user.subscriptionPlan !== 'free') {
      const credits = creditsForDuration(durationSeconds);
      await trx.raw(
        `insert into credit_ledger (user_id, amount, kind, description, transcription_id)
         values (?, ?, 'charge', ?, ?)
         on conflict (transcription_id) where kind = 'charge' do nothing`,
        [t.userId, -credits, `Transcription of ${t.fileName} (${credits} min)`, t.id],
      );
    }
    await ctx.jobs.scheduleMediaCleanup(trx, t.id);
    await publishTranscriptionUpdate(ctx, t, trx);
  });
}

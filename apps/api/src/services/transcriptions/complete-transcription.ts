import type { AppContext } from '../../context';
import type { JobFence } from '../../jobs';
import { TranscriptionModel, type TranscriptSegment, type TranscriptWord } from '../../models/transcription';
import { chargeCompletedTranscription } from '../credits/settle-credit-hold';
import { publishTranscriptionUpdate } from './publish-transcription-update';

export interface FinishedTranscript {
  text: string;
  language: string;
  engine: string;
  segments: TranscriptSegment[];
  words: TranscriptWord[];
}

/**
 * Stores the transcript and charges for it in one transaction (chargeCompletedTranscription: once,
 * never below zero, releasing the credits held since admission).
 * `fence` is the job's claim: a worker that lost its job writes, charges and publishes nothing.
 */
export async function completeTranscription(
  ctx: AppContext,
  id: string,
  transcript: FinishedTranscript,
  durationSeconds: number,
  fence: JobFence,
) {
  await ctx.db.transaction(async (trx) => {
    await fence(trx);
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
    await chargeCompletedTranscription(trx, t, durationSeconds);
    await ctx.jobs.scheduleMediaCleanup(trx, t.id);
    await publishTranscriptionUpdate(ctx, t, trx);
  });
}
